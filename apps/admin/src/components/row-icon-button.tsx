import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * An action of a table row shown as an icon, so that a row's actions take little room: its name
 * on hover and for screen readers. Other props (a Popconfirm's handlers) reach the button.
 */
export function RowIconButton({
  label,
  icon,
  ...button
}: { label: string; icon: ReactNode } & Omit<ButtonProps, 'icon' | 'children'>) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" {...button} icon={icon} aria-label={label} />
    </Tooltip>
  );
}
