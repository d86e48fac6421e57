import { ProFormSelect } from '@ant-design/pro-components';
import { type AdminApplication, applicationI18n, blankOf } from '@coresense/shared';
import { useProductOptions } from '../../../api/get-product-options.ts';
import { BilingualListPage, listText, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangItem, LangText, LangTextArea } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { ImageInput, StaffImage } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';

const columns: ListColumn<AdminApplication>[] = [
  {
    title: t('content.cover'),
    dataIndex: 'cover',
    search: false,
    width: 90,
    render: (_dom, item) => {
      const cover = listText(item, (value) => value.cover);
      return cover ? <StaffImage url={cover} width={64} height={40} style={{ objectFit: 'cover' }} /> : '—';
    },
  },
  textColumn<AdminApplication>(t('content.title'), (value) => value.title, {
    dataIndex: 'keyword',
    minWidth: 160,
  }),
  {
    title: t('applications.relatedProducts'),
    dataIndex: 'relatedProductIds',
    search: false,
    width: 110,
    render: (_dom, item) => item.relatedProductIds.length,
  },
];

/** Application notes: how the sensors serve an industry, with the products they use. */
export default function ApplicationListPage() {
  return (
    <BilingualListPage<AdminApplication, 'sort' | 'relatedProductIds'>
      resource="applications"
      titles={{ new: 'applications.new', edit: 'applications.edit' }}
      columns={columns}
      defaults={{ sort: 0, relatedProductIds: [] }}
      emptyLang={() => blankOf(applicationI18n)}
      moreSharedFields={<RelatedProductsField />}
      langFields={() => (
        <>
          <LangText name="title" label={t('content.title')} required max={200} />
          <LangTextArea name="summary" label={t('content.summary')} max={1000} />
          <LangItem name="cover" label={t('content.cover')}>
            <ImageInput />
          </LangItem>
          <LangItem name="content" label={t('content.body')}>
            <RichTextEditor />
          </LangItem>
        </>
      )}
      siteLink={(item) => ({ path: '/application/detail', query: { id: item.id }, published: !item.hidden })}
    />
  );
}

function RelatedProductsField() {
  const products = useProductOptions('');
  return (
    <ProFormSelect
      name="relatedProductIds"
      label={t('applications.relatedProducts')}
      mode="multiple"
      options={products.data ?? []}
      fieldProps={{ loading: products.isPending, optionFilterProp: 'label', maxCount: 100 }}
      placeholder={t('applications.relatedProducts.placeholder')}
    />
  );
}
