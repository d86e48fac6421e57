import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { type AuditLogEntry, RESOURCES } from '@coresense/shared';
import { Table, Tag, Typography } from 'antd';
import { ListTable } from '../../../components/list-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { actionLabel, auditRecordLabel, resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'cyan',
  preview: 'gold',
  publish: 'green',
  unpublish: 'volcano',
  hide: 'volcano',
  show: 'green',
  'scheduled-publish': 'green',
  'scheduled-unpublish': 'volcano',
  'cancel-schedule': 'default',
  'sign-in-failed': 'orange',
  'reset-password': 'purple',
};
const ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'preview',
  'publish',
  'unpublish',
  'hide',
  'show',
  'scheduled-publish',
  'scheduled-unpublish',
  'cancel-schedule',
  'reset-password',
  'sign-in',
  'sign-out',
  'sign-in-failed',
];

type Change = { from: unknown; to: unknown };
const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

/** Updates list each changed field before and after; creates and deletes show the record. */
function ChangesView({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>;
  if (entries.every(([, value]) => isChange(value))) {
    return (
      <Table
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={entries.map(([field, value]) => ({ field, ...(value as Change) }))}
        columns={[
          { title: t('audit.field'), dataIndex: 'field', width: 200 },
          {
            title: t('audit.before'),
            dataIndex: 'from',
            render: (value) => <div className="detail-pre">{show(value)}</div>,
          },
          {
            title: t('audit.after'),
            dataIndex: 'to',
            render: (value) => <div className="detail-pre">{show(value)}</div>,
          },
        ]}
      />
    );
  }
  return (
    <pre className="detail-pre" style={{ margin: 0, maxHeight: 360, overflow: 'auto' }}>
      {JSON.stringify(changes, null, 2)}
    </pre>
  );
}

/** Who changed what and when, read only. */
export default function AuditLogPage() {
  const request = useProTableRequest(auditLogQueryOptions);

  const columns: ProColumns<AuditLogEntry>[] = [
    {
      title: t('audit.time'),
      dataIndex: 'createTime',
      render: (_dom, record) => formatDateTime(record.createTime),
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 180,
    },
    {
      title: t('audit.time'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: ([dateFrom, dateTo]: [string, string]) => ({ dateFrom, dateTo }) },
    },
    { title: t('audit.user'), dataIndex: 'username', search: false, width: 160 },
    { title: t('common.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      width: 120,
      valueEnum: Object.fromEntries(ACTIONS.map((action) => [action, { text: actionLabel(action) }])),
      render: (_dom, entry) => (
        <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>{actionLabel(entry.action)}</Tag>
      ),
    },
    {
      title: t('audit.resource'),
      dataIndex: 'resource',
      valueType: 'select',
      width: 160,
      valueEnum: Object.fromEntries(
        [...RESOURCES, 'session'].map((resource) => [resource, { text: resourceLabel(resource) }]),
      ),
      render: (_dom, entry) => resourceLabel(entry.resource),
    },
    {
      title: t('audit.record'),
      dataIndex: 'title',
      search: false,
      ellipsis: true,
      render: (_dom, entry) => (
        <span title={entry.resourceId ? `${t('audit.resourceId')}: ${entry.resourceId}` : undefined}>
          {auditRecordLabel(entry)}
        </span>
      ),
    },
    {
      title: t('audit.changedFields'),
      dataIndex: 'changes',
      search: false,
      ellipsis: true,
      render: (_dom, entry) => Object.keys(entry.changes).join(', ') || '—',
    },
    { title: t('audit.ip'), dataIndex: 'ip', search: false, width: 140 },
  ];

  return (
    <PageContainer>
      <ListTable<AuditLogEntry>
        rowKey="id"
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        expandable={{ expandedRowRender: (entry) => <ChangesView changes={entry.changes} /> }}
      />
    </PageContainer>
  );
}
