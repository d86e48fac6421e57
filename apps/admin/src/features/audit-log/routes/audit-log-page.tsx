import { PageContainer } from '@ant-design/pro-components';
import { type AuditLogEntry, RESOURCES } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Descriptions, Table, Tag, Typography } from 'antd';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import { ParameterValuesDiff } from '../../../components/parameter-values-diff.tsx';
import { timeColumn } from '../../../components/table-columns.tsx';
import { LANG_LABELS } from '../../../lib/bilingual.ts';
import { changeLabel, parseChangeKey } from '../../../lib/field-labels.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import {
  actionLabel,
  auditActorLabel,
  auditRecordLabel,
  resourceLabel,
} from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'cyan',
  'restore-from-trash': 'cyan',
  purge: 'red',
  preview: 'gold',
  publish: 'green',
  unpublish: 'volcano',
  hide: 'volcano',
  show: 'green',
  'scheduled-publish': 'green',
  'scheduled-unpublish': 'volcano',
  'schedule-publish': 'default',
  'schedule-unpublish': 'default',
  'cancel-schedule': 'default',
  'sign-in-failed': 'orange',
  'reset-password': 'purple',
};
const ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'restore-from-trash',
  'purge',
  'preview',
  'publish',
  'unpublish',
  'hide',
  'show',
  'schedule-publish',
  'schedule-unpublish',
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

function show(key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const isLangs = key === 'langs' || key === 'lang';
  if (isLangs && Array.isArray(value))
    return value.map((lang) => LANG_LABELS[lang as Lang] ?? lang).join(', ');
  if (isLangs && typeof value === 'string') return LANG_LABELS[value as Lang] ?? value;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

/** A product's parameter values: a table of the parameters that changed, not two JSON dumps. */
const isParameterValues = (key: string) => parseChangeKey(key).field === 'parameterValues';

/**
 * Updates list each changed field before and after, by its label; other actions list what they
 * recorded (languages, times), field by field; creates and deletes show the record.
 */
function ChangesView({ entry }: { entry: AuditLogEntry }) {
  const entries = Object.entries(entry.changes);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>;
  const label = (key: string) => changeLabel(key, entry.resource, entry.action);
  if (entries.every(([, value]) => isChange(value))) {
    return (
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={entries.map(([key, value]) => ({ key, ...(value as Change) }))}
        columns={[
          { title: t('audit.field'), dataIndex: 'key', width: 200, render: (key: string) => label(key) },
          {
            title: t('audit.before'),
            dataIndex: 'from',
            onCell: (row) => ({ colSpan: isParameterValues(row.key) ? 2 : 1 }),
            render: (value, row) =>
              isParameterValues(row.key) ? (
                <ParameterValuesDiff before={row.from} after={row.to} />
              ) : (
                <div className="detail-pre">{show(row.key, value)}</div>
              ),
          },
          {
            title: t('audit.after'),
            dataIndex: 'to',
            onCell: (row) => ({ colSpan: isParameterValues(row.key) ? 0 : 1 }),
            render: (value, row) => <div className="detail-pre">{show(row.key, value)}</div>,
          },
        ]}
      />
    );
  }
  if (entries.every(([, value]) => value === null || typeof value !== 'object' || Array.isArray(value))) {
    return (
      <Descriptions
        size="small"
        column={1}
        bordered
        items={entries.map(([key, value]) => ({
          key,
          label: label(key),
          children: <div className="detail-pre">{show(key, value)}</div>,
        }))}
      />
    );
  }
  return (
    <pre className="detail-pre" style={{ margin: 0, maxHeight: 360, overflow: 'auto' }}>
      {JSON.stringify(entry.changes, null, 2)}
    </pre>
  );
}

/** Who changed what and when, read only. */
export default function AuditLogPage() {
  const request = useProTableRequest(auditLogQueryOptions);

  const columns: ListColumn<AuditLogEntry>[] = [
    { ...timeColumn<AuditLogEntry>('createTime', t('audit.time')), defaultSortOrder: 'descend' },
    {
      title: t('audit.time'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: ([dateFrom, dateTo]: [string, string]) => ({ dateFrom, dateTo }) },
    },
    {
      title: t('audit.user'),
      dataIndex: 'username',
      search: false,
      width: 140,
      ellipsis: true,
      render: (_dom, entry) => auditActorLabel(entry),
    },
    { title: t('common.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      width: 110,
      valueEnum: Object.fromEntries(ACTIONS.map((action) => [action, { text: actionLabel(action) }])),
      render: (_dom, entry) => (
        <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>{actionLabel(entry.action)}</Tag>
      ),
    },
    {
      title: t('audit.resource'),
      dataIndex: 'resource',
      valueType: 'select',
      width: 110,
      ellipsis: true,
      responsive: ['sm'],
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
      minWidth: 160,
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
      minWidth: 160,
      responsive: ['md'],
      render: (_dom, entry) =>
        Object.keys(entry.changes)
          .map((key) => changeLabel(key, entry.resource, entry.action))
          .join(', ') || '—',
    },
    { title: t('audit.ip'), dataIndex: 'ip', search: false, width: 130, hiddenByDefault: true },
  ];

  return (
    <PageContainer>
      <ListTable<AuditLogEntry>
        rowKey="id"
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        expandable={{
          expandedRowRender: (entry) => (
            <div className="audit-changes">
              <ChangesView entry={entry} />
            </div>
          ),
        }}
      />
    </PageContainer>
  );
}
