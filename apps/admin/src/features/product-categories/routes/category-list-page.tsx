import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  PageContainer,
  type ProColumns,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
  ProTable,
} from '@ant-design/pro-components';
import type { AdminProductCategory } from '@coresense/shared';
import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { BilingualRecordDrawer } from '../../../components/bilingual-record-drawer.tsx';
import { requiredInLang } from '../../../components/bilingual-tabs.tsx';
import {
  enabledColumn,
  languagesColumn,
  rowActions,
  sortColumn,
  timeColumn,
} from '../../../components/table-columns.tsx';
import { ViewOnSite } from '../../../components/view-on-site.tsx';
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
    enabled: category?.enabled ?? true,
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

export default function CategoryListPage() {
  const access = useAccess();
  const canWrite = access['product-categories:write'];
  const table = useRef<ActionType>(null);
  const request = useProTableRequest(categoriesQueryOptions);
  const [editing, setEditing] = useState<Category | 'new'>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const reload = () => table.current?.reload();

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
    enabledColumn<Category>(
      canWrite
        ? async (category, enabled) => {
            await update.mutateAsync({ id: category.id, ...toInput(toForm(category)), enabled });
            reload();
          }
        : undefined,
    ),
    languagesColumn<Category>(),
    timeColumn<Category>('updateTime', t('common.updateTime')),
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 150,
      render: (_dom, category) =>
        rowActions({
          onEdit: () => setEditing(category),
          editLabel: canWrite ? t('common.edit') : t('common.view'),
          extra: [
            <ViewOnSite
              key="site"
              size="small"
              compact
              path="/product"
              query={{ classifyId: category.id }}
              lang={uiLang}
              published={category.enabled}
            />,
          ],
          onDelete:
            canWrite && category.productCount === 0
              ? async () => {
                  await remove.mutateAsync(category.id);
                  reload();
                }
              : undefined,
        }),
    },
  ];

  const record = editing === 'new' ? undefined : editing;
  return (
    <PageContainer>
      <ProTable<Category>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20 }}
        toolBarRender={() =>
          canWrite
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {t('common.new')}
                </Button>,
              ]
            : []
        }
      />
      {editing && (
        <BilingualRecordDrawer<CategoryForm>
          key={record?.id ?? 'new'}
          title={record ? t('categories.edit') : t('categories.new')}
          open
          width={560}
          readOnly={!canWrite}
          onOpenChange={(open) => !open && setEditing(undefined)}
          initialValues={toForm(record)}
          save={(values) =>
            record
              ? update.mutateAsync({ id: record.id, ...toInput(values) })
              : create.mutateAsync(toInput(values))
          }
          onSaved={reload}
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
