import { ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import {
  type AdminDocument,
  blankOf,
  DOCUMENT_LANGS,
  DOCUMENT_TYPES,
  type DocumentType,
  documentI18n,
} from '@coresense/shared';
import { Divider, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { type ProductOption, useProductOptions } from '../../../api/get-product-options.ts';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangText } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { t } from '../../../locales/index.ts';
import { RevisionFields, type RevisionValues, revisionInput } from '../components/revision-fields.tsx';
import { RevisionHistory } from '../components/revision-history.tsx';

const TYPE_COLORS: Record<DocumentType, string> = {
  datasheet: 'blue',
  'application-note': 'cyan',
  'user-guide': 'geekblue',
  pcn: 'orange',
  certificate: 'green',
  software: 'purple',
};

const typeLabel = (type: DocumentType) => t(`documents.type.${type}`);
const typeOptions = DOCUMENT_TYPES.map((type) => ({ label: typeLabel(type), value: type }));
const langOptions = DOCUMENT_LANGS.map((lang) => ({ label: t(`documents.lang.${lang}`), value: lang }));

/** The products named in a row: their models (names where none), the first two, then a count. */
function ProductsCell({ ids, products }: { ids: number[]; products: Map<number, ProductOption> }) {
  if (ids.length === 0) return '—';
  const names = ids.map((id) => products.get(id)?.model || products.get(id)?.label || `#${id}`);
  const shown = names.slice(0, 2);
  return (
    <Tooltip title={names.length > 2 ? names.join(', ') : undefined}>
      <Space size={4} wrap>
        {shown.map((name) => (
          <Tag key={name} bordered={false}>
            {name}
          </Tag>
        ))}
        {names.length > 2 && <Typography.Text type="secondary">+{names.length - 2}</Typography.Text>}
      </Space>
    </Tooltip>
  );
}

function documentColumns(products: ProductOption[]): ListColumn<AdminDocument>[] {
  const byId = new Map(products.map((product) => [product.value, product]));
  return [
    {
      title: t('documents.number'),
      dataIndex: 'number',
      search: false,
      sorter: true,
      width: 120,
      render: (_dom, item) => item.number,
    },
    // The keyword finds a title or a number.
    textColumn<AdminDocument>(t('content.title'), (value) => value.title, {
      dataIndex: 'keyword',
      minWidth: 180,
    }),
    {
      title: t('documents.type'),
      dataIndex: 'type',
      // "产品变更通知" on one line.
      width: 120,
      valueType: 'select',
      valueEnum: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, { text: typeLabel(type) }])),
      render: (_dom, item) => (
        <Tag color={TYPE_COLORS[item.type]} bordered={false}>
          {typeLabel(item.type)}
        </Tag>
      ),
    },
    // The latest revision above its date, sorted by the date: two narrow facts in one column.
    {
      title: t('documents.latestRevision'),
      dataIndex: 'date',
      search: false,
      sorter: true,
      width: 116,
      render: (_dom, item) => {
        const latest = item.revisions[0];
        if (!latest) return '—';
        return (
          <>
            <div>{latest.revision}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(latest.date)}
            </Typography.Text>
          </>
        );
      },
    },
    {
      title: t('documents.lang'),
      dataIndex: 'lang',
      search: false,
      width: 110,
      hiddenByDefault: true,
      render: (_dom, item) => t(`documents.lang.${item.lang}`),
    },
    // Shown on demand so that the defaults fit 1280 px; its filter stays in the search form.
    {
      title: t('documents.productIds'),
      dataIndex: 'productId',
      width: 150,
      hiddenByDefault: true,
      valueType: 'select',
      fieldProps: { options: products, showSearch: true, optionFilterProp: 'label' },
      render: (_dom, item) => <ProductsCell ids={item.productIds} products={byId} />,
    },
  ];
}

/** The documents' fields beside their languages: type, number, the file's language. */
const sharedFields = (
  <>
    <ProFormSelect
      name="type"
      label={t('documents.type')}
      width="sm"
      options={typeOptions}
      rules={[{ required: true }]}
    />
    <ProFormText
      name="number"
      label={t('documents.number')}
      tooltip={t('documents.number.hint')}
      width="sm"
      rules={[{ required: true, whitespace: true }, { max: 50 }]}
    />
    <ProFormRadio.Group
      name="lang"
      label={t('documents.lang')}
      tooltip={t('documents.lang.hint')}
      radioType="button"
      options={langOptions}
    />
  </>
);

function ProductsField({ options, loading }: { options: ProductOption[]; loading: boolean }) {
  return (
    <ProFormSelect
      name="productIds"
      label={t('documents.productIds')}
      mode="multiple"
      options={options}
      fieldProps={{ loading, optionFilterProp: 'label', maxCount: 100 }}
      placeholder={t('documents.productIds.placeholder')}
    />
  );
}

/** A new document's first revision, under the languages. */
const firstRevision = (
  <>
    <Divider orientation="left" orientationMargin={0}>
      {t('documents.firstRevision')}
    </Divider>
    <Typography.Paragraph type="secondary">{t('documents.firstRevision.hint')}</Typography.Paragraph>
    <RevisionFields prefix={['revision']} />
  </>
);

/**
 * Documents with numbers and revisions (contract §9): datasheets, application notes, guides,
 * change notices, certificates and software, each linked to its products. A new document is
 * created with its first revision; later revisions are uploaded from its editor, and every
 * earlier file stays downloadable in its history.
 */
export default function DocumentListPage() {
  const products = useProductOptions('');
  const canWrite = useAccess()['documents:write'];
  const options = useMemo(() => products.data ?? [], [products.data]);
  const columns = useMemo(() => documentColumns(options), [options]);
  return (
    <BilingualListPage<AdminDocument, 'type' | 'number' | 'lang' | 'productIds'>
      resource="documents"
      titles={{ new: 'documents.new', edit: 'documents.edit' }}
      columns={columns}
      defaults={{ type: 'datasheet', number: '', lang: 'both', productIds: [] }}
      emptyLang={() => blankOf(documentI18n)}
      sharedFields={sharedFields}
      moreSharedFields={<ProductsField options={options} loading={products.isPending} />}
      langFields={() => <LangText name="title" label={t('content.title')} required max={200} />}
      creation={{
        fields: firstRevision,
        input: (values) => ({
          revision: revisionInput((values as { revision?: Partial<RevisionValues> }).revision ?? {}),
        }),
      }}
      recordPanel={(record, changed) => (
        <RevisionHistory document={record} canWrite={canWrite} onChanged={changed} />
      )}
      siteLink={(item) => ({ path: '/documents/detail', query: { id: item.id }, published: !item.hidden })}
    />
  );
}
