import { EditOutlined, EyeOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIST_PAGINATION } from '../../../components/list-table.tsx';
import { HiddenTag } from '../../../components/publication/visibility.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StaffImage } from '../../../components/upload-inputs.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
import { displayText, shownLang } from '../../../lib/bilingual.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { productsApi } from '../api/products-api.ts';
import type { Product } from '../types.ts';

const uiLang = localeToLang(currentLocale);

/**
 * The products as cards (the "card list" of product-spec §2): cover, name, model, category and
 * status, with the list's search by name or model and by category.
 */
export function ProductCards({ canWrite, onNew }: { canWrite: boolean; onNew: () => void }) {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 12 });
  const [keyword, setKeyword] = useState('');
  const [classifyId, setClassifyId] = useState<number>();
  const categories = useCategoryOptions();
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  const page = useQuery({
    ...productsApi.list({ ...paging, keyword, classifyId, sortField: 'sort', sortOrder: 'ascend' }),
    placeholderData: (previous) => previous,
  });

  const filter = (change: () => void) => {
    change();
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <Card className="product-cards" data-testid="product-cards">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('products.keyword')}
            aria-label={t('products.keyword')}
            style={{ width: 240 }}
            onSearch={(value) => filter(() => setKeyword(value.trim()))}
          />
          <Select
            allowClear
            placeholder={t('products.category')}
            aria-label={t('products.category')}
            style={{ width: 180 }}
            value={classifyId}
            options={(categories.data ?? []).map((category) => ({
              label: category.name,
              value: category.id,
            }))}
            onChange={(value?: number) => filter(() => setClassifyId(value))}
          />
        </Space>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
            {t('common.new')}
          </Button>
        )}
      </Space>
      {page.isError ? (
        <QueryError error={page.error} onRetry={() => page.refetch()} />
      ) : (
        <List<Product>
          grid={{ gutter: 16, xs: 1, sm: 2, md: 2, lg: 3, xl: 4, xxl: 4 }}
          loading={page.isPending}
          dataSource={page.data?.list ?? []}
          pagination={{
            ...LIST_PAGINATION,
            pageSizeOptions: [12, 24, 48, 96],
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: page.data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
          renderItem={(product) => (
            <List.Item>
              <ProductCard
                product={product}
                category={categoryNames.get(product.classifyId)}
                canWrite={canWrite}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ProductCard({
  product,
  category,
  canWrite,
}: {
  product: Product;
  category: string | undefined;
  canWrite: boolean;
}) {
  const name = displayText(product.i18n, (value) => value.name, uiLang) || `#${product.id}`;
  const model = displayText(product.i18n, (value) => value.model, uiLang);
  const cover = displayText(product.i18n, (value) => value.cover, uiLang);
  const to = `/admin/products/${product.id}`;
  return (
    <Card
      className="product-card"
      data-testid="product-card"
      size="small"
      cover={
        cover ? (
          <StaffImage url={cover} alt="" style={{ maxWidth: '100%', maxHeight: 150, objectFit: 'contain' }} />
        ) : (
          <PictureOutlined className="product-card-cover-empty" />
        )
      }
      actions={[
        <Link key="edit" to={to}>
          {canWrite ? <EditOutlined /> : <EyeOutlined />} {canWrite ? t('common.edit') : t('common.view')}
        </Link>,
        <ViewOnSite
          key="site"
          size="small"
          compact
          path="/product/detail"
          query={{ id: product.id }}
          lang={shownLang(product.incompleteLangs, uiLang)}
          published={!product.hidden}
        />,
      ]}
    >
      <Card.Meta
        title={
          <Link to={to} title={name}>
            {name}
          </Link>
        }
        description={
          <Space direction="vertical" size={4}>
            <Typography.Text code>{model || t('products.noModel')}</Typography.Text>
            <Space size={4} wrap>
              {category && <Tag>{category}</Tag>}
              <HiddenTag hidden={product.hidden} />
            </Space>
          </Space>
        }
      />
    </Card>
  );
}
