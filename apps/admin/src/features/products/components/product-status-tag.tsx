import type { ProductStatus } from '@coresense/shared';
import { Tag, Tooltip } from 'antd';
import { t } from '../../../locales/index.ts';

const COLORS: Record<ProductStatus, string> = {
  preview: 'processing',
  active: 'success',
  nrnd: 'warning',
  lifebuy: 'orange',
  obsolete: 'default',
};

/** A product's lifecycle status, its plain-words meaning on hover. */
export function ProductStatusTag({ status }: { status: ProductStatus }) {
  return (
    <Tooltip title={t(`products.status.${status}.help`)}>
      <Tag color={COLORS[status]}>{t(`products.status.${status}`)}</Tag>
    </Tooltip>
  );
}
