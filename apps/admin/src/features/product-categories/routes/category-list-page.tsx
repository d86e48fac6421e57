import { type ProColumns, ProForm } from '@ant-design/pro-components';
import { type AdminProductCategory, blankOf, productCategoryI18n } from '@coresense/shared';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangText } from '../../../components/lang-fields.tsx';
import { t } from '../../../locales/index.ts';
import { ParameterKeysInput } from '../components/parameter-keys-input.tsx';

const columns: ProColumns<AdminProductCategory>[] = [
  textColumn<AdminProductCategory>(t('categories.name'), (value) => value.name, { dataIndex: 'keyword' }),
  {
    title: t('categories.productCount'),
    dataIndex: 'productCount',
    search: false,
    sorter: true,
    width: 100,
  },
  {
    title: t('categories.parameters'),
    dataIndex: 'parameterKeys',
    search: false,
    width: 100,
    render: (_dom, category) => category.parameterKeys.length,
  },
];

/** Product categories; one still holding products cannot be deleted. */
export default function CategoryListPage() {
  return (
    <BilingualListPage<AdminProductCategory, 'sort' | 'parameterKeys'>
      resource="product-categories"
      titles={{ new: 'categories.new', edit: 'categories.edit' }}
      columns={columns}
      defaults={{ sort: 0, parameterKeys: [] }}
      emptyLang={() => blankOf(productCategoryI18n)}
      moreSharedFields={
        <ProForm.Item
          name="parameterKeys"
          label={t('categories.parameters')}
          tooltip={t('categories.parameters.hint')}
        >
          <ParameterKeysInput />
        </ProForm.Item>
      }
      langFields={() => <LangText name="name" label={t('categories.name')} required max={100} />}
      siteLink={(category) => ({
        path: '/product',
        query: { classifyId: category.id },
        published: !category.hidden,
      })}
      siteLang="interface"
      canDelete={(category) => category.productCount === 0}
      drawerWidth={560}
      table={{ pagination: { defaultPageSize: 20 } }}
    />
  );
}
