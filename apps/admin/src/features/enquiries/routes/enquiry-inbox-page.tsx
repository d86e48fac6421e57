import { DownloadOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer } from '@ant-design/pro-components';
import type { EnquiryKind, EnquiryStatus } from '@coresense/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import { rowActions, timeColumn } from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import type { Query } from '../../../lib/api-client.ts';
import { keysetPaging, proTableRequest } from '../../../lib/pro-table.ts';
import { t } from '../../../locales/index.ts';
import { useDeleteEnquiry } from '../api/delete-enquiry.ts';
import { exportEnquiriesUrl } from '../api/export-enquiries.ts';
import { enquiriesQueryOptions } from '../api/get-enquiries.ts';
import { EnquiryDrawer } from '../components/enquiry-drawer.tsx';
import { KIND_COLORS, kindLabels, STATUS_BADGES, statusLabels } from '../components/labels.ts';
import type { Enquiry } from '../types.ts';

/** Product enquiries, contact-form messages and job applications in one list, newest first. */
export default function EnquiryInboxPage() {
  const access = useAccess();
  const canWrite = access['enquiries:write'];
  const queryClient = useQueryClient();
  const table = useRef<ActionType>(null);
  const [params, setParams] = useSearchParams();
  const [lastQuery, setLastQuery] = useState<Query>({});
  const openId = params.get('open');
  const remove = useDeleteEnquiry();
  const kinds = kindLabels();
  const statuses = statusLabels();

  // The export must take exactly the filters the list shows; the pages either side of the one
  // shown are read past its cursors (a million enquiries page from an index).
  const request = useMemo(() => {
    const fetchPage = keysetPaging((query) =>
      queryClient.fetchQuery({ ...enquiriesQueryOptions(query), staleTime: 0 }),
    );
    return proTableRequest<Enquiry>((query) => {
      setLastQuery(query);
      return fetchPage(query);
    });
  }, [queryClient]);

  const open = (id: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('open');
        else next.set('open', String(id));
        return next;
      },
      { replace: true },
    );

  const columns: ListColumn<Enquiry>[] = [
    {
      ...timeColumn<Enquiry>('createTime', t('inbox.received')),
      defaultSortOrder: 'descend',
      responsive: ['sm'],
    },
    {
      title: t('inbox.received'),
      dataIndex: 'dateRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: ([dateFrom, dateTo]: [string, string]) => ({ dateFrom, dateTo }) },
    },
    {
      title: t('common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('inbox.keyword') },
    },
    {
      title: t('inbox.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      width: 88,
      responsive: ['sm'],
      valueEnum: Object.fromEntries(
        (Object.keys(kinds) as EnquiryKind[]).map((kind) => [kind, { text: kinds[kind] }]),
      ),
      render: (_dom, enquiry) => <Tag color={KIND_COLORS[enquiry.kind]}>{kinds[enquiry.kind]}</Tag>,
    },
    {
      title: t('inbox.from'),
      dataIndex: 'name',
      search: false,
      sorter: true,
      minWidth: 140,
      render: (_dom, enquiry) => (
        <Typography.Link onClick={() => open(enquiry.id)} strong={enquiry.status === 'new'}>
          {enquiry.name}
          {enquiry.company ? ` · ${enquiry.company}` : ''}
        </Typography.Link>
      ),
    },
    {
      title: t('inbox.contact'),
      dataIndex: 'email',
      search: false,
      width: 180,
      ellipsis: true,
      hiddenByDefault: true,
      render: (_dom, enquiry) => (
        <span>
          {enquiry.email}
          <br />
          <Typography.Text type="secondary">{enquiry.phone}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('inbox.subject'),
      dataIndex: 'product',
      search: false,
      ellipsis: true,
      width: 120,
      render: (_dom, enquiry) =>
        enquiry.kind === 'job'
          ? (enquiry.jobPosition ?? '—')
          : enquiry.kind === 'sample'
            ? enquiry.parts.map((part) => `${part.partNumber} × ${part.quantity}`).join(', ')
            : (enquiry.productName ?? (enquiry.product || '—')),
    },
    {
      title: t('inbox.message'),
      dataIndex: 'mind',
      search: false,
      ellipsis: true,
      minWidth: 120,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 88,
      sorter: true,
      valueEnum: Object.fromEntries(
        (Object.keys(statuses) as EnquiryStatus[]).map((status) => [
          status,
          { text: statuses[status], status: STATUS_BADGES[status] },
        ]),
      ),
      render: (_dom, enquiry) => (
        <Badge status={STATUS_BADGES[enquiry.status]} text={statuses[enquiry.status]} />
      ),
    },
    {
      title: t('inbox.note'),
      dataIndex: 'note',
      search: false,
      ellipsis: true,
      width: 120,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      // "Details" and the delete icon.
      width: 96,
      // Pinned: a window narrower than the inbox scrolls it sideways, and its actions stay in reach.
      fixed: 'right',
      render: (_dom, enquiry) =>
        rowActions({
          onEdit: () => open(enquiry.id),
          editLabel: t('common.detail'),
          onDelete: canWrite
            ? async () => {
                await remove.mutateAsync(enquiry.id);
                table.current?.reload();
              }
            : undefined,
        }),
    },
  ];

  const initialStatus = params.get('status');
  return (
    <PageContainer>
      <ListTable<Enquiry>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        // Status and Kind are what the inbox is sorted by: shown at once, not behind "Expand".
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ initialValues: initialStatus ? { status: initialStatus } : {} }}
        rowClassName={(enquiry) => (enquiry.status === 'new' ? 'enquiry-row-new' : '')}
        toolBarRender={() => [
          <Button
            key="export"
            icon={<DownloadOutlined />}
            href={exportEnquiriesUrl(lastQuery)}
            data-testid="export-csv"
          >
            {t('common.export')}
          </Button>,
        ]}
      />
      {openId && (
        <EnquiryDrawer
          id={Number(openId)}
          canWrite={canWrite}
          onClose={() => {
            open(undefined);
            table.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
