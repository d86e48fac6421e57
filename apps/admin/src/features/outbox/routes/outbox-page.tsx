import { PageContainer } from '@ant-design/pro-components';
import { OUTBOX_STATES, type OutboxMessage, type OutboxState } from '@coresense/shared/schemas/admin/outbox';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Tag } from 'antd';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import { TIME_COLUMN_WIDTH } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import { outboxListQuery, outboxStatusQuery, useResendMail } from '../api/outbox-api.ts';
import { OUTBOX_TEXTS } from '../texts.ts';

const tr = pageTexts(OUTBOX_TEXTS);

const STATE_COLORS: Record<OutboxState, string> = { waiting: 'processing', sent: 'success', failed: 'error' };

/** `/admin/outbox`: every email the site sends, what became of it, and resending (contract §9). */
export default function OutboxPage() {
  const access = useAccess();
  const { message } = App.useApp();
  const request = useProTableRequest(outboxListQuery);
  const resend = useResendMail();
  const status = useQuery(outboxStatusQuery());

  const columns: ListColumn<OutboxMessage>[] = [
    {
      title: tr('outbox.createdAt'),
      dataIndex: 'createdAt',
      width: TIME_COLUMN_WIDTH,
      search: false,
      render: (_dom, row) => formatDateTime(row.createdAt),
    },
    { title: tr('outbox.to'), dataIndex: 'to', width: 200, ellipsis: true, search: false },
    { title: tr('outbox.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true, search: false },
    {
      title: tr('outbox.state'),
      dataIndex: 'state',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        OUTBOX_STATES.map((state) => [state, { text: tr(`outbox.state.${state}`) }]),
      ),
      render: (_dom, row) => <Tag color={STATE_COLORS[row.state]}>{tr(`outbox.state.${row.state}`)}</Tag>,
    },
    { title: tr('outbox.attempts'), dataIndex: 'attempts', width: 90, search: false },
    {
      title: tr('outbox.lastError'),
      dataIndex: 'lastError',
      minWidth: 160,
      ellipsis: true,
      search: false,
      responsive: ['md'],
      render: (_dom, row) => row.lastError || '—',
    },
    {
      title: tr('outbox.when'),
      dataIndex: 'nextAttemptAt',
      width: TIME_COLUMN_WIDTH,
      search: false,
      responsive: ['lg'],
      render: (_dom, row) =>
        row.sentAt
          ? formatDateTime(row.sentAt)
          : row.state === 'waiting'
            ? formatDateTime(row.nextAttemptAt)
            : '—',
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      fixed: 'right',
      render: (_dom, row, _index, action) =>
        access['subscriptions:write'] && row.state !== 'sent' ? (
          <Button
            size="small"
            type="link"
            loading={resend.isPending && resend.variables === row.id}
            onClick={async () => {
              await resend.mutateAsync(row.id);
              message.success(tr('outbox.resent'));
              await action?.reload();
            }}
          >
            {tr('outbox.resend')}
          </Button>
        ) : null,
    },
  ];

  return (
    <PageContainer content={tr('outbox.intro')}>
      {status.data?.smtpConfigured === false ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={tr('outbox.noSmtp')} />
      ) : null}
      <ListTable<OutboxMessage> rowKey="id" columns={columns} request={request} />
    </PageContainer>
  );
}
