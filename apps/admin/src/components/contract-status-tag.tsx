import type { ContractStatus } from '@coresense/shared';
import { Tag } from 'antd';
import { t } from '../locales/index.ts';

/** A contract's status as a coloured tag: the contract pages and the member's page show it alike. */
const STATUS_COLORS: Record<ContractStatus, string> = {
  draft: 'default',
  signed: 'blue',
  executing: 'processing',
  completed: 'success',
  cancelled: 'error',
};

export const contractStatusLabel = (status: ContractStatus) => t(`contracts.status.${status}`);

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="contract-status">
      {contractStatusLabel(status)}
    </Tag>
  );
}
