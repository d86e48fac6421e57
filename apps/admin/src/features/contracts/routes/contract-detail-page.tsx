import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import {
  type AdminContract,
  type AuditLogEntry,
  CONTRACT_TRANSITIONS,
  type ContractStatus,
  contractFrozen,
} from '@coresense/shared';
import { Alert, App, Button, Descriptions, Space, Statistic, Steps, Table, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../app/pages/page-loading.tsx';
import { ContractStatusTag, contractStatusLabel } from '../../../components/contract-status-tag.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { type MessageKey, t } from '../../../locales/index.ts';
import { useChangeContractStatus } from '../api/change-contract-status.ts';
import { contractPdfUrl } from '../api/contract-pdf-url.ts';
import { useContract } from '../api/get-contract.ts';
import { useContractHistory } from '../api/get-contract-history.ts';
import { formatMoney } from '../components/money.ts';

/** The way a contract goes when nothing goes wrong; cancelled leaves it. */
const MAIN_LINE: ContractStatus[] = ['draft', 'signed', 'executing', 'completed'];

const ACTION_LABELS: Record<ContractStatus, MessageKey> = {
  draft: 'contractDetail.action.draft',
  signed: 'contractDetail.action.signed',
  executing: 'contractDetail.action.executing',
  completed: 'contractDetail.action.completed',
  cancelled: 'contractDetail.action.cancelled',
};

const time = (iso: string) => formatDateTime(iso);

/** The status change an audit entry records, if it records one. */
function statusChange(entry: AuditLogEntry): { from?: ContractStatus; to: ContractStatus } | undefined {
  const status = entry.changes.status;
  if (entry.action === 'create' && typeof status === 'string') return { to: status as ContractStatus };
  if (status && typeof status === 'object' && 'to' in status) {
    return status as { from: ContractStatus; to: ContractStatus };
  }
  return undefined;
}

/** `/admin/contracts/:id`: the contract as Ant Design Pro's advanced profile shows a record. */
export default function ContractDetailPage() {
  const id = Number(useParams().id);
  const contract = useContract(id);
  if (contract.isPending) return <PageLoading />;
  if (contract.isError) throw contract.error;
  return <ContractProfile contract={contract.data} />;
}

function ContractProfile({ contract }: { contract: AdminContract }) {
  const access = useAccess();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const history = useContractHistory(contract.id);
  const change = useChangeContractStatus();
  const frozen = contractFrozen(contract.status);
  const canWrite = access['contracts:write'];

  const move = (to: ContractStatus) =>
    modal.confirm({
      title: t('contractDetail.confirm', {
        from: contractStatusLabel(contract.status),
        to: contractStatusLabel(to),
      }),
      content: to === 'signed' ? t('contractDetail.confirm.signed') : undefined,
      okText: t(ACTION_LABELS[to]),
      okButtonProps: { danger: to === 'cancelled' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await change.mutateAsync({ id: contract.id, status: to });
          message.success(t('contractDetail.moved', { status: contractStatusLabel(to) }));
        } catch (error) {
          message.error((error as Error).message);
        }
      },
    });

  const actions = canWrite
    ? CONTRACT_TRANSITIONS[contract.status].map((to) => (
        <Button
          key={to}
          type={to === 'cancelled' ? 'default' : 'primary'}
          danger={to === 'cancelled'}
          onClick={() => move(to)}
        >
          {t(ACTION_LABELS[to])}
        </Button>
      ))
    : [];

  return (
    <PageContainer
      title={t('contractDetail.title', { number: contract.number })}
      tags={<ContractStatusTag status={contract.status} />}
      onBack={() => navigate('/admin/contracts')}
      extra={
        // Wrapped, so that on a phone the buttons go onto more lines instead of off the screen.
        <Space wrap>
          {actions}
          <Space.Compact>
            <Button icon={<FilePdfOutlined />} href={contractPdfUrl(contract.id, 'zh_CN')} target="_blank">
              {t('contractDetail.pdf.zh_CN')}
            </Button>
            <Button href={contractPdfUrl(contract.id, 'en_US')} target="_blank">
              {t('contractDetail.pdf.en_US')}
            </Button>
          </Space.Compact>
        </Space>
      }
      content={
        <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('contracts.member')}>
            {access['members:read'] ? (
              <Link to={`/admin/members/${contract.memberId}`}>{contract.memberName}</Link>
            ) : (
              contract.memberName
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.signingDate')}>{contract.signingDate}</Descriptions.Item>
          <Descriptions.Item label={t('common.createTime')}>{time(contract.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('common.updateTime')}>{time(contract.updateTime)}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.vatPercent')}>
            {contract.vatPercent === null ? '—' : `${contract.vatPercent}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.paymentTerms')} span={2}>
            <span className="detail-pre">{contract.paymentTerms || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.deliveryTerms')} span={2}>
            <span className="detail-pre">{contract.deliveryTerms || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.note')} span={2}>
            <span className="detail-pre">{contract.note || '—'}</span>
          </Descriptions.Item>
        </Descriptions>
      }
      extraContent={
        <Space size={24} style={{ whiteSpace: 'nowrap' }}>
          <Statistic
            title={t('common.status')}
            value={contractStatusLabel(contract.status)}
            valueStyle={{ fontSize: 20 }}
          />
          <Statistic
            title={t('contracts.total')}
            value={formatMoney(contract.total)}
            valueStyle={{ fontSize: 20 }}
          />
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ProCard title={t('contractDetail.progress')} bordered>
          <ContractSteps status={contract.status} history={history.data ?? []} />
        </ProCard>
        <ProCard
          title={t('contracts.goods')}
          bordered
          extra={
            frozen ? (
              <Typography.Text type="secondary">
                <LockOutlined /> {t('contractDetail.locked')}
              </Typography.Text>
            ) : null
          }
        >
          {frozen && (
            <div data-testid="goods-locked">
              <Alert
                type="info"
                showIcon
                icon={<LockOutlined />}
                message={t('contractDetail.lockedHint')}
                style={{ marginBottom: 16 }}
              />
            </div>
          )}
          <GoodsTable contract={contract} />
        </ProCard>
        <ProCard title={t('contractDetail.history')} bordered>
          {history.isError ? (
            <QueryError error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <HistoryTable entries={history.data ?? []} loading={history.isPending} />
          )}
        </ProCard>
      </Space>
    </PageContainer>
  );
}

/** The workflow's steps, each with the time it was reached; a cancelled contract ends in red. */
function ContractSteps({ status, history }: { status: ContractStatus; history: AuditLogEntry[] }) {
  const reached = new Map<ContractStatus, string>();
  let cancelledFrom: ContractStatus = 'draft';
  for (const entry of [...history].reverse()) {
    const step = statusChange(entry);
    if (!step) continue;
    reached.set(step.to, entry.createTime);
    if (step.to === 'cancelled' && step.from) cancelledFrom = step.from;
  }
  const description = (step: ContractStatus) => {
    const at = reached.get(step);
    return at ? time(at) : undefined;
  };
  if (status === 'cancelled') {
    const before = MAIN_LINE.slice(0, MAIN_LINE.indexOf(cancelledFrom) + 1);
    return (
      <Steps
        current={before.length}
        status="error"
        items={[
          ...before.map((step) => ({ title: contractStatusLabel(step), description: description(step) })),
          { title: contractStatusLabel('cancelled'), description: description('cancelled') },
        ]}
      />
    );
  }
  return (
    <Steps
      current={MAIN_LINE.indexOf(status)}
      status={status === 'completed' ? 'finish' : 'process'}
      items={MAIN_LINE.map((step) => ({ title: contractStatusLabel(step), description: description(step) }))}
    />
  );
}

function GoodsTable({ contract }: { contract: AdminContract }) {
  return (
    <Table
      size="small"
      rowKey={(_line, index) => String(index)}
      dataSource={contract.goods}
      pagination={false}
      scroll={{ x: 560 }}
      columns={[
        { title: '#', width: 48, render: (_value, _line, index) => index + 1 },
        { title: t('contracts.model'), dataIndex: 'model' },
        {
          title: t('contracts.quantity'),
          dataIndex: 'quantity',
          align: 'right',
          width: 110,
          render: (value: number) => value.toLocaleString('zh-CN'),
        },
        {
          title: t('contracts.unitPrice'),
          dataIndex: 'unitPrice',
          align: 'right',
          width: 150,
          render: (value: number) => formatMoney(value),
        },
        {
          title: t('contracts.amount'),
          dataIndex: 'amount',
          align: 'right',
          width: 150,
          render: (value: number) => formatMoney(value),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4} align="right">
            <strong>{t('contracts.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong data-testid="contract-detail-total">{formatMoney(contract.total)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** What an entry changed, in words: a status step, else the fields it touched. */
function describeChange(entry: AuditLogEntry): string {
  const step = statusChange(entry);
  if (entry.action === 'create') return t('contractDetail.history.created');
  if (entry.action !== 'update') return '';
  const fields = Object.keys(entry.changes).filter((field) => field !== 'status');
  const parts: string[] = [];
  if (step?.from) parts.push(`${contractStatusLabel(step.from)} → ${contractStatusLabel(step.to)}`);
  if (fields.length > 0) parts.push(t('contractDetail.history.fields', { fields: fields.join(', ') }));
  return parts.join('; ') || t('audit.noChanges');
}

function HistoryTable({ entries, loading }: { entries: AuditLogEntry[]; loading: boolean }) {
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={entries}
      pagination={entries.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 560 }}
      columns={[
        {
          title: t('audit.time'),
          dataIndex: 'createTime',
          width: 150,
          render: (value: string) => time(value),
        },
        { title: t('audit.user'), dataIndex: 'username', width: 120 },
        {
          title: t('audit.action'),
          dataIndex: 'action',
          width: 90,
          render: (action: string) =>
            action === 'create' || action === 'update' || action === 'delete'
              ? t(`audit.action.${action}`)
              : action,
        },
        { title: t('contractDetail.history.change'), render: (_value, entry) => describeChange(entry) },
      ]}
    />
  );
}
