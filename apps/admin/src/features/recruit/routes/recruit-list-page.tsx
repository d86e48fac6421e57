import {
  PageContainer,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { AdminRecruit, RecruitI18n } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
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
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import {
  enabledColumn,
  languagesColumn,
  sortColumn,
  timeColumn,
} from '../../../components/table-columns.tsx';
import { FileListInput } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { useProTableRequest } from '../../../lib/resource.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';
import { useCreateJob } from '../api/create-job.ts';
import { useDeleteJob } from '../api/delete-job.ts';
import { jobsQueryOptions } from '../api/get-jobs.ts';
import { useUpdateJob } from '../api/update-job.ts';

type Job = AdminRecruit;
interface JobForm {
  headcount: number;
  sort: number;
  enabled: boolean;
  i18n: Record<Lang, RecruitI18n>;
}

const uiLang = localeToLang(currentLocale);
const emptyLang = (): RecruitI18n => ({
  position: '',
  department: '',
  location: '',
  detail: '',
  desc: '',
  fileList: [],
});

function toForm(job: Job | undefined): JobForm {
  return {
    headcount: job?.headcount ?? 1,
    sort: job?.sort ?? 0,
    enabled: job?.enabled ?? false,
    i18n: formLanguages(job?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

function toInput(values: JobForm) {
  return {
    headcount: values.headcount,
    sort: values.sort ?? 0,
    enabled: values.enabled,
    i18n: payloadLanguages(values.i18n, (value) => value),
  };
}

function siteLink(job: Job): SiteLink {
  return { path: '/recruit/detail', query: { id: job.id }, published: job.enabled };
}

export default function RecruitListPage() {
  const access = useAccess();
  const canWrite = access['recruit:write'];
  const request = useProTableRequest(jobsQueryOptions);
  const list = useContentList<Job>();
  const writes = recordWrites(list, {
    create: useCreateJob(),
    update: useUpdateJob(),
    remove: useDeleteJob(),
    toForm,
    toInput,
  });

  const columns: ProColumns<Job>[] = [
    { title: 'ID', dataIndex: 'id', search: false, width: 70, sorter: true },
    {
      title: t('recruit.position'),
      dataIndex: 'keyword',
      render: (_dom, job) => displayText(job.i18n, (value) => value.position, uiLang),
    },
    {
      title: t('recruit.department'),
      dataIndex: 'department',
      search: false,
      render: (_dom, job) => displayText(job.i18n, (value) => value.department, uiLang) || '—',
    },
    {
      title: t('recruit.location'),
      dataIndex: 'location',
      search: false,
      render: (_dom, job) => displayText(job.i18n, (value) => value.location, uiLang) || '—',
    },
    { title: t('recruit.headcount'), dataIndex: 'headcount', search: false, sorter: true, width: 100 },
    sortColumn<Job>(),
    enabledColumn<Job>(canWrite ? writes.setEnabled : undefined),
    languagesColumn<Job>(),
    timeColumn<Job>('updateTime', t('common.updateTime')),
    contentActionsColumn<Job>({
      canWrite,
      onEdit: list.openEdit,
      siteLink,
      onDelete: writes.remove,
    }),
  ];

  const { record } = list;
  return (
    <PageContainer>
      <ListTable<Job>
        rowKey="id"
        actionRef={list.table}
        columns={columns}
        request={request}
        search={{ labelWidth: 'auto' }}
        toolBarRender={newRecordToolbar(canWrite, list.openNew)}
      />
      {list.isEditing && (
        <BilingualRecordDrawer<JobForm>
          key={record?.id ?? 'new'}
          title={record ? t('recruit.edit') : t('recruit.new')}
          open
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={writes.save}
          onSaved={list.reload}
          siteLink={record && siteLink(record)}
          common={
            <ProForm.Group>
              <ProFormDigit
                name="headcount"
                label={t('recruit.headcount')}
                width="xs"
                min={1}
                max={10_000}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true, message: t('validation.required') }]}
              />
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
          }
          renderLang={(lang) => <JobLangFields lang={lang} />}
        />
      )}
    </PageContainer>
  );
}

function JobLangFields({ lang }: { lang: Lang }) {
  const form = Form.useFormInstance();
  const field = (name: keyof RecruitI18n) => ['i18n', lang, name];
  return (
    <>
      <ProFormText
        name={field('position')}
        label={t('recruit.position')}
        rules={[requiredInLang(form, lang), { max: 200 }]}
      />
      <ProForm.Group>
        <ProFormText
          name={field('department')}
          label={t('recruit.department')}
          width="md"
          rules={[{ max: 200 }]}
        />
        <ProFormText
          name={field('location')}
          label={t('recruit.location')}
          width="md"
          rules={[{ max: 200 }]}
        />
      </ProForm.Group>
      <ProForm.Item name={field('detail')} label={t('recruit.requirements')}>
        <RichTextEditor />
      </ProForm.Item>
      <ProForm.Item name={field('desc')} label={t('recruit.duties')}>
        <RichTextEditor />
      </ProForm.Item>
      <ProForm.Item name={field('fileList')} label={t('recruit.files')}>
        <FileListInput />
      </ProForm.Item>
    </>
  );
}
