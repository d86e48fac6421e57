import { ProForm, ProFormDigit } from '@ant-design/pro-components';
import { type AdminRecruit, blankOf, recruitI18n } from '@coresense/shared';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangItem, LangText } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { FileListInput } from '../../../components/upload-inputs.tsx';
import { t } from '../../../locales/index.ts';

const columns: ListColumn<AdminRecruit>[] = [
  textColumn<AdminRecruit>(t('recruit.position'), (value) => value.position, { dataIndex: 'keyword' }),
  textColumn<AdminRecruit>(t('recruit.department'), (value) => value.department, {
    dataIndex: 'department',
    search: false,
    width: 112,
    empty: '—',
  }),
  textColumn<AdminRecruit>(t('recruit.location'), (value) => value.location, {
    dataIndex: 'location',
    search: false,
    width: 112,
    empty: '—',
  }),
  {
    title: t('recruit.headcount'),
    dataIndex: 'headcount',
    search: false,
    sorter: true,
    width: 100,
    hiddenByDefault: true,
  },
];

/** Job openings, with the files an applicant may need. */
export default function RecruitListPage() {
  return (
    <BilingualListPage<AdminRecruit, 'headcount' | 'sort'>
      resource="recruit"
      titles={{ new: 'recruit.new', edit: 'recruit.edit' }}
      columns={columns}
      defaults={{ headcount: 1, sort: 0 }}
      emptyLang={() => blankOf(recruitI18n)}
      sharedFields={
        <ProFormDigit
          name="headcount"
          label={t('recruit.headcount')}
          width="xs"
          min={1}
          max={10_000}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true, message: t('validation.required') }]}
        />
      }
      langFields={() => (
        <>
          <LangText name="position" label={t('recruit.position')} required max={200} />
          <ProForm.Group>
            <LangText name="department" label={t('recruit.department')} width="md" max={200} />
            <LangText name="location" label={t('recruit.location')} width="md" max={200} />
          </ProForm.Group>
          <LangItem name="detail" label={t('recruit.requirements')}>
            <RichTextEditor />
          </LangItem>
          <LangItem name="desc" label={t('recruit.duties')}>
            <RichTextEditor />
          </LangItem>
          <LangItem name="fileList" label={t('recruit.files')}>
            <FileListInput />
          </LangItem>
        </>
      )}
      siteLink={(job) => ({ path: '/recruit/detail', query: { id: job.id }, published: !job.hidden })}
    />
  );
}
