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
  return [
    <Button
      key="up"
      size="small"
      type="text"
      icon={<ArrowUpOutlined />}
      aria-label={t('common.moveUp')}
      disabled={disabled || index === 0}
      onClick={() => onChange(moveItem(items, index, index - 1))}
    />,
    <Button
      key="down"
      size="small"
      type="text"
      icon={<ArrowDownOutlined />}
      aria-label={t('common.moveDown')}
      disabled={disabled || index === items.length - 1}
      onClick={() => onChange(moveItem(items, index, index + 1))}
    />,
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
