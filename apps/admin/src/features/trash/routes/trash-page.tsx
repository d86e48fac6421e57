import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { TrashEntry } from '@coresense/shared';
import type { Authority } from '@coresense/shared/authorities';
import { App, Popconfirm, Space, Typography } from 'antd';
import { trashListQuery, usePurgeFromTrash, useRestoreFromTrash } from '../../../api/trash/trash-api.ts';
import { ListTable } from '../../../components/list-table.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';

/** What the server said was wrong: the field's own words (a category in the trash), else the envelope's. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.errors[0]?.message ?? error.message;
  return t('trash.failed');
}

/**
 * `/admin/trash`: the deleted content records of the resources the user may read, kept 30 days
 * (contract §10); each can be restored (published in no language) or deleted for good, with its
 * resource's write authority.
 */
export default function TrashPage() {
  const access = useAccess();
  const { message } = App.useApp();
  const request = useProTableRequest(trashListQuery);
  const restore = useRestoreFromTrash();
  const purge = usePurgeFromTrash();

  const columns: ProColumns<TrashEntry>[] = [
    {
      title: t('trash.record'),
      dataIndex: 'title',
      minWidth: 180,
      render: (_dom, item) => item.title,
    },
    {
      title: t('trash.resource'),
      dataIndex: 'resource',
      width: 120,
      render: (_dom, item) => resourceLabel(item.resource),
    },
    {
      title: t('trash.deletedAt'),
      dataIndex: 'deletedAt',
      width: 160,
      render: (_dom, item) => formatDateTime(item.deletedAt),
    },
    {
      title: t('trash.deletedBy'),
      dataIndex: 'deletedBy',
      width: 130,
      render: (_dom, item) => item.deletedBy.name || item.deletedBy.username,
    },
    {
      title: t('trash.purgeAt'),
      dataIndex: 'purgeAt',
      width: 140,
      render: (_dom, item) => formatDate(item.purgeAt),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_dom, item, _index, action) => {
        if (!access[`${item.resource}:write` as Authority]) return null;
        const record = { resource: item.resource, id: item.id };
        const run = async (mutation: typeof restore, done: string) => {
          try {
            await mutation.mutateAsync(record);
            message.success(done);
            await action?.reload();
          } catch (error) {
            message.error(failureText(error));
          }
        };
        return (
          <Space size={[12, 4]} wrap>
            <Typography.Link onClick={() => run(restore, t('trash.restored'))}>
              {t('trash.restore')}
            </Typography.Link>
            <Popconfirm
              title={t('trash.purgeConfirm')}
              description={item.title}
              okText={t('trash.purge')}
              okButtonProps={{ danger: true }}
              onConfirm={() => run(purge, t('trash.purged'))}
            >
              <Typography.Link type="danger">{t('trash.purge')}</Typography.Link>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <PageContainer content={t('trash.intro')}>
      <ListTable<TrashEntry>
        rowKey={(item) => `${item.resource}:${item.id}`}
        columns={columns}
        request={request}
        search={false}
      />
    </PageContainer>
  );
}
