import {
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDatePicker,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import type { AdminInvestor, InvestorI18n, InvestorType } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Form, Tag } from 'antd';
import dayjs from 'dayjs';
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
import { enabledColumn, languagesColumn, timeColumn } from '../../../components/table-columns.tsx';
import { FileListInput } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCreateInvestorItem } from '../api/create-investor-item.ts';
import { useDeleteInvestorItem } from '../api/delete-investor-item.ts';
import { investorItemsQueryOptions } from '../api/get-investor-items.ts';
import { useUpdateInvestorItem } from '../api/update-investor-item.ts';

type Investor = AdminInvestor;
interface InvestorForm {
  type: InvestorType;
  enabled: boolean;
  i18n: Record<Lang, InvestorI18n>;
}

const uiLang = localeToLang(currentLocale);
const emptyLang = (): InvestorI18n => ({ title: '', summary: '', content: '', publishDate: '', files: [] });
const typeLabels = (): Record<InvestorType, string> => ({
  announcement: t('investor.announcement'),
  report: t('investor.report'),
});

function toForm(item: Investor | undefined): InvestorForm {
  return {
    type: item?.type ?? 'announcement',
    enabled: item?.enabled ?? false,
    i18n: formLanguages(item?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

function toInput(values: InvestorForm) {
  return {
    type: values.type,
    enabled: values.enabled,
    i18n: payloadLanguages(values.i18n, (value) => ({
      ...value,
      // A date left empty means the day of writing.
      publishDate: value.publishDate
        ? dayjs(value.publishDate).format('YYYY-MM-DD')
        : dayjs().format('YYYY-MM-DD'),
    })),
  };
}

function siteLink(item: Investor): SiteLink {
  return { path: '/investor/detail', query: { id: item.id }, published: item.enabled };
}

export default function InvestorListPage() {
  const access = useAccess();
  const canWrite = access['investor:write'];
  const request = useProTableRequest(investorItemsQueryOptions);
  const list = useContentList<Investor>();
  const writes = recordWrites(list, {
    create: useCreateInvestorItem(),
    update: useUpdateInvestorItem(),
    remove: useDeleteInvestorItem(),
    toForm,
    toInput,
  });
  const labels = typeLabels();

  const columns: ProColumns<Investor>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('content.title'),
      dataIndex: 'keyword',
      // Announcement titles run long: the table scrolls sideways before the title is crushed.
      minWidth: 280,
      render: (_dom, item) => displayText(item.i18n, (value) => value.title, uiLang),
    },
    {
      title: t('investor.type'),
      dataIndex: 'type',
      width: 130,
      valueType: 'select',
      valueEnum: { announcement: { text: labels.announcement }, report: { text: labels.report } },
      render: (_dom, item) => (
        <Tag color={item.type === 'report' ? 'purple' : 'blue'}>{labels[item.type]}</Tag>
      ),
    },
    {
      title: t('investor.publishDate'),
      dataIndex: 'publishDate',
      search: false,
      width: 120,
      render: (_dom, item) => displayText(item.i18n, (value) => value.publishDate, uiLang),
    },
    {
      title: t('investor.files'),
      dataIndex: 'files',
      search: false,
      width: 90,
      render: (_dom, item) => (item.i18n.zh_CN?.files.length ?? 0) + (item.i18n.en_US?.files.length ?? 0),
    },
    enabledColumn<Investor>(canWrite ? writes.setEnabled : undefined),
    languagesColumn<Investor>(),
    timeColumn<Investor>('updateTime', t('common.updateTime')),
    contentActionsColumn<Investor>({
      canWrite,
      onEdit: list.openEdit,
      siteLink,
      onDelete: writes.remove,
    }),
  ];

  const { record } = list;
  return (
    <PageContainer>
      <ListTable<Investor>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        toolBarRender={newRecordToolbar(canWrite, list.openNew)}
      />
      {list.isEditing && (
        <BilingualRecordDrawer<InvestorForm>
          key={record?.id ?? 'new'}
          title={record ? t('investor.edit') : t('investor.new')}
          open
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.reload}
          siteLink={record && siteLink(record)}
          common={
            <ProForm.Group>
              <ProFormRadio.Group
                name="type"
                label={t('investor.type')}
                radioType="button"
                options={[
                  { label: labels.announcement, value: 'announcement' },
                  { label: labels.report, value: 'report' },
                ]}
              />
              <ProFormSwitch
                name="enabled"
                label={t('common.status')}
                checkedChildren={t('common.published')}
                unCheckedChildren={t('common.unpublished')}
              />
            </ProForm.Group>
          }
          renderLang={(lang) => <InvestorLangFields lang={lang} />}
        />
      )}
    </PageContainer>
  );
}

function InvestorLangFields({ lang }: { lang: Lang }) {
  const form = Form.useFormInstance();
  const field = (name: keyof InvestorI18n) => ['i18n', lang, name];
  return (
    <>
      <ProFormText
        name={field('title')}
        label={t('content.title')}
        rules={[requiredInLang(form, lang), { max: 300 }]}
      />
      <ProFormDatePicker
        name={field('publishDate')}
        label={t('investor.publishDate')}
        tooltip={t('investor.publishDate.hint')}
      />
      <ProFormTextArea
        name={field('summary')}
        label={t('content.summary')}
        rules={[{ max: 1000 }]}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 5 } }}
      />
      <ProForm.Item name={field('content')} label={t('content.body')}>
        <RichTextEditor />
      </ProForm.Item>
      <ProForm.Item name={field('files')} label={t('investor.files')} tooltip={t('investor.files.hint')}>
        <FileListInput />
      </ProForm.Item>
    </>
  );
}
