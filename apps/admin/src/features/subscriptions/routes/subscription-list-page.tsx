import { DownloadOutlined } from '@ant-design/icons';
import { type ActionType, ModalForm, PageContainer, ProFormText } from '@ant-design/pro-components';
import { type AdminSubscription, SUBSCRIPTION_STATUSES, type SubscriptionTopic } from '@coresense/shared';
import { App, Badge, Button, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import { rowActions, timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { LANG_LABELS } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { t } from '../../../locales/index.ts';
import { pageTexts } from '../../../locales/page-texts.ts';
import { useDeleteSubscription } from '../api/delete-subscription.ts';
import { downloadExport, exportSubscription } from '../api/export-subscription.ts';
import { subscriptionsQueryOptions } from '../api/get-subscriptions.ts';
import { SUBSCRIPTION_TEXTS } from '../texts.ts';

const tr = pageTexts(SUBSCRIPTION_TEXTS);

type Status = AdminSubscription['status'];

const STATUS_BADGES: Record<Status, 'warning' | 'success'> = { pending: 'warning', confirmed: 'success' };
const statusLabel = (status: Status) => tr(`subscriptions.status.${status}`);
const topicLabel = (topic: SubscriptionTopic) => tr(`subscriptions.topic.${topic}`);

/**
 * What the row follows: an unconfirmed subscription follows nothing yet, so its request is shown;
 * a confirmed one shows what it follows, a newer request only marked beside its address.
 */
const asked = (subscription: AdminSubscription) =>
  subscription.status === 'pending' && subscription.pending ? subscription.pending : subscription;

/** Downloads what is kept of `email` and says whether there was anything. */
function useExport() {
  const { message } = App.useApp();
  return async (email: string) => {
    const exported = await exportSubscription(email);
    downloadExport(exported);
    const nothing = exported.subscriptions.length === 0 && exported.mails.length === 0;
    message.success(tr(nothing ? 'subscriptions.exportedNothing' : 'subscriptions.exported', { email }));
  };
}

/**
 * The change-alert subscriptions (contract §9): who asked for which alerts and whether they
 * confirmed; a subscription can be deleted, and all that is kept of an address exported for a
 * data-protection request, whether or not it is still subscribed.
 */
export default function SubscriptionListPage() {
  const canWrite = useAccess()['subscriptions:write'];
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(subscriptionsQueryOptions);
  const remove = useDeleteSubscription();
  const exportAddress = useExport();

  const columns: ListColumn<AdminSubscription>[] = [
    {
      title: tr('subscriptions.email'),
      dataIndex: 'email',
      search: false,
      sorter: true,
      minWidth: 160,
      render: (_dom, subscription) => (
        <Space size={4} wrap>
          <Typography.Text copyable={{ text: subscription.email }}>{subscription.email}</Typography.Text>
          {subscription.status === 'confirmed' && subscription.pending && (
            <Tag color="processing">{tr('subscriptions.pendingRequest')}</Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: tr('subscriptions.keyword') },
    },
    {
      title: tr('subscriptions.lang'),
      dataIndex: 'lang',
      search: false,
      width: 72,
      render: (_dom, subscription) => LANG_LABELS[subscription.lang],
    },
    {
      title: tr('subscriptions.products'),
      dataIndex: 'products',
      search: false,
      minWidth: 110,
      render: (_dom, subscription) => {
        const { products } = asked(subscription);
        return products.length ? products.map((product) => product.name).join(', ') : '—';
      },
    },
    {
      title: tr('subscriptions.topics'),
      dataIndex: 'topics',
      search: false,
      width: 120,
      render: (_dom, subscription) => {
        const { topics } = asked(subscription);
        return topics.length ? topics.map((topic) => <Tag key={topic}>{topicLabel(topic)}</Tag>) : '—';
      },
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 96,
      valueEnum: Object.fromEntries(
        SUBSCRIPTION_STATUSES.map((status) => [
          status,
          { text: statusLabel(status), status: STATUS_BADGES[status] },
        ]),
      ),
      render: (_dom, subscription) => (
        <Badge status={STATUS_BADGES[subscription.status]} text={statusLabel(subscription.status)} />
      ),
    },
    {
      ...timeColumn<AdminSubscription>('createTime', tr('subscriptions.requested')),
      defaultSortOrder: 'descend',
      responsive: ['sm'],
    },
    {
      ...timeColumn<AdminSubscription>('confirmTime', tr('subscriptions.confirmed'), false),
      responsive: ['md'],
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      // "Export" and the delete icon.
      width: 96,
      fixed: 'right',
      render: (_dom, subscription) =>
        rowActions({
          extra: [
            <Typography.Link key="export" onClick={() => exportAddress(subscription.email)}>
              {tr('subscriptions.export')}
            </Typography.Link>,
          ],
          deleteConfirm: tr('subscriptions.deleteConfirm'),
          onDelete: canWrite
            ? async () => {
                await remove.mutateAsync(subscription.id);
                table.current?.reload();
              }
            : undefined,
        }),
    },
  ];

  return (
    <PageContainer>
      <ListTable<AdminSubscription>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        // The status is what the list is filtered by most: shown at once, not behind "Expand".
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        toolBarRender={() => [<ExportAddressButton key="export" onExport={exportAddress} />]}
      />
    </PageContainer>
  );
}

/** A data-protection request may name an address that is no longer subscribed: it is typed in. */
function ExportAddressButton({ onExport }: { onExport: (email: string) => Promise<void> }) {
  return (
    <ModalForm<{ email: string }>
      title={tr('subscriptions.exportAddress')}
      width={480}
      trigger={<Button icon={<DownloadOutlined />}>{tr('subscriptions.exportAddress')}</Button>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async ({ email }) => {
        await onExport(email.trim());
        return true;
      }}
    >
      <Typography.Paragraph type="secondary">{tr('subscriptions.exportHint')}</Typography.Paragraph>
      <ProFormText
        name="email"
        label={tr('subscriptions.email')}
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { type: 'email', message: t('validation.email') },
          { max: 254 },
        ]}
        fieldProps={{ autoComplete: 'off' }}
      />
    </ModalForm>
  );
}
