import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { moveItem } from '../lib/ordered-list.ts';
import { t } from '../locales/index.ts';

/**
 * The actions of the item at `index` of a list whose order matters, for its `List.Item`: move it
 * up, move it down, remove it. `onChange` is given the list as it becomes.
 */
export function orderActions<Item>({
  items,
  index,
  disabled,
  onChange,
}: {
  items: readonly Item[];
  index: number;
  disabled?: boolean;
  onChange: (items: Item[]) => void;
}): ReactNode[] {
  const moves = [
    { key: 'up', icon: <ArrowUpOutlined />, label: t('common.moveUp'), to: index - 1 },
    { key: 'down', icon: <ArrowDownOutlined />, label: t('common.moveDown'), to: index + 1 },
  ];
  return [
    ...moves.map(({ key, icon, label, to }) => (
      <Button
        key={key}
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        disabled={disabled || to < 0 || to >= items.length}
        onClick={() => onChange(moveItem(items, index, to))}
      />
    )),
    <Button
      key="remove"
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('common.remove')}
      disabled={disabled}
      onClick={() => onChange(items.filter((item) => item !== items[index]))}
    />,
  ];
}
