import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer } from '@ant-design/pro-components';
import { Segmented, Typography } from 'antd';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contentActionsColumn, newRecordToolbar } from '../../../components/content-list.tsx';
import { type ListColumn, ListTable } from '../../../components/list-table.tsx';
import {
  idColumn,
  languagesColumn,
  sortColumn,
  timeColumn,
  visibilityColumn,
} from '../../../components/table-columns.tsx';
import { StaffImage } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { productsApi } from '../api/products-api.ts';
import { ProductCards } from '../components/product-cards.tsx';
import { ProductStatusTag } from '../components/product-status-tag.tsx';
import type { Product } from '../types.ts';

const uiLang = localeToLang(currentLocale);

export default function ProductListPage() {
  const access = useAccess();
  const canWrite = access['products:write'];
  const navigate = useNavigate();
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(productsApi.list);
  const categories = useCategoryOptions();
  const remove = productsApi.useRemove();
  // In the address, so that a reload, a link or going back shows the same view.
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'card' ? 'card' : 'list';
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.name]));

  const columns: ListColumn<Product>[] = [
    idColumn<Product>(),
    {
      title: t('products.cover'),
      dataIndex: 'cover',
      search: false,
      width: 84,
      hiddenByDefault: true,
      render: (_dom, product) => {
        const cover = displayText(product.i18n, (value) => value.cover, uiLang);
        return cover ? (
          <StaffImage url={cover} width={56} height={42} style={{ objectFit: 'contain' }} />
        ) : (
          '—'
        );
      },
    },
    {
      title: t('products.name'),
      dataIndex: 'name',
      search: false,
      minWidth: 160,
      render: (_dom, product) => (
        <Link to={`/admin/products/${product.id}`}>
          {displayText(product.i18n, (value) => value.name, uiLang) || `#${product.id}`}
        </Link>
      ),
    },
    {
      title: t('products.model'),
      dataIndex: 'model',
      search: false,
      width: 104,
      responsive: ['sm'],
      render: (_dom, product) => (
        <Typography.Text code>
          {displayText(product.i18n, (value) => value.model, uiLang) || '—'}
        </Typography.Text>
      ),
    },
    {
      title: t('common.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('products.keyword') },
    },
    {
      title: t('products.category'),
      dataIndex: 'classifyId',
      valueType: 'select',
      width: 140,
      ellipsis: true,
      hiddenByDefault: true,
      fieldProps: {
        options: (categories.data ?? []).map((category) => ({ label: category.name, value: category.id })),
      },
      render: (_dom, product) => categoryNames.get(product.classifyId) ?? `#${product.classifyId}`,
    },
    {
      title: t('products.status'),
      dataIndex: 'status',
      search: false,
      width: 108,
      render: (_dom, product) => <ProductStatusTag status={product.status} />,
    },
    sortColumn<Product>(),
    visibilityColumn<Product>(),
    languagesColumn<Product>(),
    { ...timeColumn<Product>('updateTime', t('common.updateTime')), responsive: ['sm'] },
    contentActionsColumn<Product>({
      canWrite,
      onEdit: (product) => navigate(`/admin/products/${product.id}`),
      siteLink: (product) => ({
        path: '/product/detail',
        query: { id: product.id },
        published: !product.hidden,
      }),
      onDelete: async (product) => {
        await remove.mutateAsync(product.id);
        table.current?.reload();
      },
      visibility: { resource: 'products', onChanged: () => table.current?.reload() },
    }),
  ];

  const viewSwitch = (
    <Segmented
      key="view"
      aria-label={t('products.view')}
      value={view}
      onChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'card') next.set('view', 'card');
            else next.delete('view');
            return next;
          },
          { replace: true },
        )
      }
      options={[
        { value: 'list', icon: <BarsOutlined />, label: t('products.view.list') },
        { value: 'card', icon: <AppstoreOutlined />, label: t('products.view.card') },
      ]}
    />
  );

  if (view === 'card') {
    return (
      <PageContainer extra={[viewSwitch]}>
        <ProductCards canWrite={canWrite} onNew={() => navigate('/admin/products/new')} />
      </PageContainer>
    );
  }
  return (
    <PageContainer extra={[viewSwitch]}>
      <ListTable<Product>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        toolBarRender={newRecordToolbar(canWrite, () => navigate('/admin/products/new'))}
      />
    </PageContainer>
  );
}
