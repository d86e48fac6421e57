import type { ProColumns } from '@ant-design/pro-components';
import type { AdminProductCategory } from '@coresense/shared';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangText } from '../../../components/lang-fields.tsx';
import { t } from '../../../locales/index.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { useUpdateCategory } from '../api/update-category.ts';

const columns: ProColumns<AdminProductCategory>[] = [
  textColumn<AdminProductCategory>(t('categories.name'), (value) => value.name, { dataIndex: 'keyword' }),
  {
    title: t('categories.productCount'),
    dataIndex: 'productCount',
    search: false,
    sorter: true,
    width: 100,
  },
];

/** Product categories; one still holding products cannot be deleted. */
export default function CategoryListPage() {
  return (
    <BilingualListPage<AdminProductCategory, 'sort' | 'enabled'>
      writeAuthority="product-categories:write"
      api={{
        list: categoriesQueryOptions,
        useCreate: useCreateCategory,
        useUpdate: useUpdateCategory,
        useRemove: useDeleteCategory,
      }}
      titles={{ new: 'categories.new', edit: 'categories.edit' }}
      columns={columns}
      defaults={{ sort: 0, enabled: false }}
      emptyLang={() => ({ name: '' })}
      langFields={() => <LangText name="name" label={t('categories.name')} required max={100} />}
      siteLink={(category) => ({
        path: '/product',
        query: { classifyId: category.id },
        published: category.enabled,
      })}
      siteLang="interface"
      canDelete={(category) => category.productCount === 0}
      drawerWidth={560}
      table={{ pagination: { defaultPageSize: 20 } }}
    />
  );
}
