import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { ScheduledAction } from '@coresense/shared';
import type { Authority } from '@coresense/shared/authorities';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { scheduleListQuery, useCancelScheduled } from '../../../api/publication/publication-api.ts';
import { LANG_LABELS } from '../../../components/bilingual-tabs.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { TIME_COLUMN_WIDTH } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { editorPath } from '../../../lib/editor-paths.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { auditRecordLabel, resourceLabel } from '../../../lib/resource-labels.ts';
import { t } from '../../../locales/index.ts';

/** `/admin/schedule`: the publishing and unpublishing waiting for their time, with cancel (contract §10). */
export default function SchedulePage() {
  const access = useAccess();
  const { message } = App.useApp();
  const request = useProTableRequest(scheduleListQuery);
  const cancel = useCancelScheduled();

  const columns: ProColumns<ScheduledAction>[] = [
    {
      title: t('schedule.at'),
      dataIndex: 'at',
      width: TIME_COLUMN_WIDTH,
      render: (_dom, item) => formatDateTime(item.at),
    },
    {
      title: t('schedule.action'),
      dataIndex: 'action',
      width: 100,
      render: (_dom, item) => (
        <Tag color={item.action === 'publish' ? 'processing' : 'warning'}>
          {t(item.action === 'publish' ? 'publication.publish' : 'publication.unpublish')}
        </Tag>
      ),
    },
    {
      title: t('schedule.langs'),
      dataIndex: 'langs',
      width: 100,
      render: (_dom, item) => (
        <Space size={4}>
          {item.langs.map((lang) => (
            <Tag key={lang}>{LANG_LABELS[lang]}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('schedule.resource'),
      dataIndex: 'resource',
      width: 110,
      render: (_dom, item) => resourceLabel(item.resource),
    },
    {
      title: t('schedule.record'),
      dataIndex: 'recordId',
      minWidth: 160,
      render: (_dom, item) => (
        <Link to={editorPath(item.resource, item.recordId)}>
          {auditRecordLabel({
            resource: item.resource,
            resourceId: String(item.recordId),
            title: item.title,
          })}
        </Link>
      ),
    },
    {
      title: t('schedule.author'),
      dataIndex: 'author',
      width: 120,
      ellipsis: true,
      render: (_dom, item) => item.author?.name || item.author?.username || '—',
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      fixed: 'right',
      render: (_dom, item, _index, action) =>
        access[`${item.resource}:write` as Authority] ? (
          <Popconfirm
            title={t('schedule.cancelConfirm')}
            onConfirm={async () => {
              await cancel.mutateAsync(item.id);
              message.success(t('schedule.cancelled'));
              await action?.reload();
            }}
          >
            <Button size="small" type="link" danger>
              {t('schedule.cancel')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <PageContainer content={t('schedule.intro')}>
      <ListTable<ScheduledAction> rowKey="id" columns={columns} request={request} search={false} />
    </PageContainer>
  );
}
