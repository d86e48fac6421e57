import {
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminApplication, ApplicationI18n } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Form } from 'antd';
import { useProductOptions } from '../../../api/get-product-options.ts';
import { BilingualRecordDrawer, type SiteLink } from '../../../components/bilingual-record-drawer.tsx';
import { requiredInLang } from '../../../components/bilingual-tabs.tsx';
import {
  contentActionsColumn,
  newRecordToolbar,
  recordWrites,
  useContentList,
} from '../../../components/content-list.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import {
  enabledColumn,
  languagesColumn,
  sortColumn,
  timeColumn,
} from '../../../components/table-columns.tsx';
import { ImageInput, StaffImage } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useDeleteApplication } from '../api/delete-application.ts';
import { applicationsQueryOptions } from '../api/get-applications.ts';
import { useUpdateApplication } from '../api/update-application.ts';

type Application = AdminApplication;
interface ApplicationForm {
  sort: number;
  enabled: boolean;
  relatedProductIds: number[];
  i18n: Record<Lang, ApplicationI18n>;
}

const uiLang = localeToLang(currentLocale);
const emptyLang = (): ApplicationI18n => ({ title: '', summary: '', cover: '', content: '' });

function toForm(application: Application | undefined): ApplicationForm {
  return {
    sort: application?.sort ?? 0,
    enabled: application?.enabled ?? false,
    relatedProductIds: application?.relatedProductIds ?? [],
    i18n: formLanguages(application?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

function toInput(values: ApplicationForm) {
  return {
    sort: values.sort ?? 0,
    enabled: values.enabled,
    relatedProductIds: values.relatedProductIds ?? [],
    i18n: payloadLanguages(values.i18n, (value) => value),
  };
}

function siteLink(item: Application): SiteLink {
  return { path: '/application/detail', query: { id: item.id }, published: item.enabled };
}

export default function ApplicationListPage() {
  const access = useAccess();
  const canWrite = access['applications:write'];
  const request = useProTableRequest(applicationsQueryOptions);
  const list = useContentList<Application>();
  const writes = recordWrites(list, {
    create: useCreateApplication(),
    update: useUpdateApplication(),
    remove: useDeleteApplication(),
    toForm,
    toInput,
  });

  const columns: ProColumns<Application>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('content.cover'),
      dataIndex: 'cover',
      search: false,
      width: 90,
      render: (_dom, item) => {
        const cover = displayText(item.i18n, (value) => value.cover, uiLang);
        return cover ? <StaffImage url={cover} width={64} height={40} style={{ objectFit: 'cover' }} /> : '—';
      },
    },
    {
      title: t('content.title'),
      dataIndex: 'keyword',
      render: (_dom, item) => displayText(item.i18n, (value) => value.title, uiLang),
    },
    {
      title: t('applications.relatedProducts'),
      dataIndex: 'relatedProductIds',
      search: false,
      width: 110,
      render: (_dom, item) => item.relatedProductIds.length,
    },
    sortColumn<Application>(),
    enabledColumn<Application>(canWrite ? writes.setEnabled : undefined),
    languagesColumn<Application>(),
    timeColumn<Application>('updateTime', t('common.updateTime')),
    contentActionsColumn<Application>({
      canWrite,
      onEdit: list.openEdit,
      siteLink,
      onDelete: writes.remove,
    }),
  ];

  const { record } = list;
  return (
    <PageContainer>
      <ListTable<Application>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        toolBarRender={newRecordToolbar(canWrite, list.openNew)}
      />
      {list.isEditing && (
        <BilingualRecordDrawer<ApplicationForm>
          key={record?.id ?? 'new'}
          title={record ? t('applications.edit') : t('applications.new')}
          open
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.reload}
          siteLink={record && siteLink(record)}
          common={<ApplicationCommonFields />}
          renderLang={(lang) => <ApplicationLangFields lang={lang} />}
        />
      )}
    </PageContainer>
  );
}

function ApplicationCommonFields() {
  const products = useProductOptions('');
  return (
    <>
      <ProForm.Group>
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
      </ProForm.Group>
      <ProFormSelect
        name="relatedProductIds"
        label={t('applications.relatedProducts')}
        mode="multiple"
        options={products.data ?? []}
        fieldProps={{ loading: products.isPending, optionFilterProp: 'label', maxCount: 100 }}
        placeholder={t('applications.relatedProducts.placeholder')}
      />
    </>
  );
}

function ApplicationLangFields({ lang }: { lang: Lang }) {
  const form = Form.useFormInstance();
  const field = (name: keyof ApplicationI18n) => ['i18n', lang, name];
  return (
    <>
      <ProFormText
        name={field('title')}
        label={t('content.title')}
        rules={[requiredInLang(form, lang), { max: 200 }]}
      />
      <ProFormTextArea
        name={field('summary')}
        label={t('content.summary')}
        rules={[{ max: 1000 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 5 } }}
      />
      <ProForm.Item name={field('cover')} label={t('content.cover')}>
        <ImageInput />
      </ProForm.Item>
      <ProForm.Item name={field('content')} label={t('content.body')}>
        <RichTextEditor />
      </ProForm.Item>
    </>
  );
}
