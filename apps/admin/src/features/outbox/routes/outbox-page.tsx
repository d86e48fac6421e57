import { PageContainer } from '@ant-design/pro-components';
import { OUTBOX_STATES, type OutboxMessage, type OutboxState } from '@coresense/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Tag, Typography } from 'antd';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import { TIME_COLUMN_WIDTH } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { outboxListQuery, outboxStatusQuery, useResendMail } from '../api/outbox-api.ts';

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
      title: t('outbox.createdAt'),
      dataIndex: 'createdAt',
      width: TIME_COLUMN_WIDTH,
      search: false,
      render: (_dom, row) => formatDateTime(row.createdAt),
    },
    { title: t('outbox.to'), dataIndex: 'to', width: 200, ellipsis: true, search: false },
    { title: t('outbox.subject'), dataIndex: 'subject', minWidth: 200, ellipsis: true, search: false },
    {
      title: t('outbox.state'),
      dataIndex: 'state',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(
        OUTBOX_STATES.map((state) => [state, { text: t(`outbox.state.${state}`) }]),
      ),
      render: (_dom, row) => <Tag color={STATE_COLORS[row.state]}>{t(`outbox.state.${row.state}`)}</Tag>,
    },
    { title: t('outbox.attempts'), dataIndex: 'attempts', width: 90, search: false },
    {
      title: t('outbox.lastError'),
      dataIndex: 'lastError',
      minWidth: 160,
      ellipsis: true,
      search: false,
      responsive: ['md'],
      render: (_dom, row) => row.lastError || '—',
    },
    {
      title: t('outbox.when'),
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
          <Popconfirm
            title={t('outbox.resendConfirm')}
            onConfirm={async () => {
              await resend.mutateAsync(row.id);
              message.success(t('outbox.resent'));
              await action?.reload();
            }}
          >
            <Button size="small" type="link">
              {t('outbox.resend')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <PageContainer content={t('outbox.intro')}>
      {status.data?.smtpConfigured === false ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('outbox.noSmtp')}
          description={
            <Typography.Text>
              {t('outbox.noSmtp.description')} <Typography.Text code>SMTP_URL</Typography.Text>
            </Typography.Text>
          }
        />
      ) : null}
      <ListTable<OutboxMessage> rowKey="id" columns={columns} request={request} />
    </PageContainer>
  );
}
