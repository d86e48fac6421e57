import {
  PageContainer,
  type ProColumns,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminProductCategory } from '@coresense/shared';
import { Form } from 'antd';
import { BilingualRecordDrawer, type SiteLink } from '../../../components/bilingual-record-drawer.tsx';
import { requiredInLang } from '../../../components/bilingual-tabs.tsx';
import {
  contentActionsColumn,
  newRecordToolbar,
  recordWrites,
  useContentList,
} from '../../../components/content-list.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import {
  enabledColumn,
  languagesColumn,
  sortColumn,
  timeColumn,
} from '../../../components/table-columns.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { categoriesQueryOptions } from '../api/get-categories.ts';
import { useUpdateCategory } from '../api/update-category.ts';

type Category = AdminProductCategory;
type CategoryLang = { name: string };
interface CategoryForm {
  sort: number;
  enabled: boolean;
  i18n: Record<'zh_CN' | 'en_US', CategoryLang>;
}

const uiLang = localeToLang(currentLocale);
const emptyLang = (): CategoryLang => ({ name: '' });

function toForm(category: Category | undefined): CategoryForm {
  return {
    sort: category?.sort ?? 0,
    enabled: category?.enabled ?? false,
    i18n: formLanguages(category?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

function toInput(values: CategoryForm) {
  return {
    sort: values.sort ?? 0,
    enabled: values.enabled,
    i18n: payloadLanguages(values.i18n, (value) => value),
  };
}

function siteLink(category: Category): SiteLink {
  return { path: '/product', query: { classifyId: category.id }, published: category.enabled };
}

export default function CategoryListPage() {
  const access = useAccess();
  const canWrite = access['product-categories:write'];
  const request = useProTableRequest(categoriesQueryOptions);
  const list = useContentList<Category>();
  const writes = recordWrites(list, {
    create: useCreateCategory(),
    update: useUpdateCategory(),
    remove: useDeleteCategory(),
    toForm,
    toInput,
  });

  const columns: ProColumns<Category>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('categories.name'),
      dataIndex: 'keyword',
      render: (_dom, category) => displayText(category.i18n, (value) => value.name, uiLang),
    },
    {
      title: t('categories.productCount'),
      dataIndex: 'productCount',
      search: false,
      sorter: true,
      width: 100,
    },
    sortColumn<Category>(),
    enabledColumn<Category>(canWrite ? writes.setEnabled : undefined),
    languagesColumn<Category>(),
    timeColumn<Category>('updateTime', t('common.updateTime')),
    contentActionsColumn<Category>({
      canWrite,
      onEdit: list.openEdit,
      siteLink,
      siteLang: () => uiLang,
      onDelete: writes.remove,
      canDelete: (category) => category.productCount === 0,
    }),
  ];

  const { record } = list;
  return (
    <PageContainer>
      <ListTable<Category>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={newRecordToolbar(canWrite, list.openNew)}
      />
      {list.isEditing && (
        <BilingualRecordDrawer<CategoryForm>
          key={record?.id ?? 'new'}
          title={record ? t('categories.edit') : t('categories.new')}
          open
          width={560}
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.reload}
          common={
            <>
              <ProFormDigit
                name="sort"
                label={t('common.sort')}
                width="xs"
                min={-1_000_000}
                max={1_000_000}
                fieldProps={{ precision: 0 }}
              />
              <ProFormSwitch
                name="enabled"
                label={t('common.status')}
                checkedChildren={t('common.published')}
                unCheckedChildren={t('common.unpublished')}
              />
            </>
          }
          renderLang={(lang) => <CategoryNameField lang={lang} />}
        />
      )}
    </PageContainer>
  );
}

function CategoryNameField({ lang }: { lang: 'zh_CN' | 'en_US' }) {
  const form = Form.useFormInstance();
  return (
    <ProFormText
      name={['i18n', lang, 'name']}
      label={t('categories.name')}
      rules={[requiredInLang(form, lang), { max: 100 }]}
    />
  );
}
