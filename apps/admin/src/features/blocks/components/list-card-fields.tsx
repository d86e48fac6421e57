import { ProFormList } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { t } from '../../../locales/index.ts';

/** A list of cards (banners, advantages) that editors add, remove and reorder by copying. */
export function CardList({
  name,
  label,
  newItem,
  max,
  children,
}: {
  name: (string | number)[];
  label: string;
  newItem: () => object;
  max?: number;
  children: ReactNode;
}) {
  return (
    <ProFormList
      name={name}
      label={label}
      max={max}
      creatorRecord={newItem}
      creatorButtonProps={{ creatorButtonText: t('blocks.addItem') }}
      copyIconProps={{ tooltipText: t('blocks.copyItem') }}
      deleteIconProps={{ tooltipText: t('blocks.removeItem') }}
      itemContainerRender={(dom) => <div className="block-card">{dom}</div>}
    >
      {children}
    </ProFormList>
  );
}
