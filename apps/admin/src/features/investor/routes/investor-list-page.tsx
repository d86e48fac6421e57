import { ProFormDatePicker, ProFormRadio } from '@ant-design/pro-components';
import { type AdminInvestor, blankOf, INVESTOR_TYPES, investorI18n } from '@coresense/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { BilingualListPage, textColumn } from '../../../components/bilingual-list-page.tsx';
import { LangItem, LangText, LangTextArea } from '../../../components/lang-fields.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { FileListInput } from '../../../components/upload-inputs.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { t } from '../../../locales/index.ts';

const columns: ListColumn<AdminInvestor>[] = [
  // Announcement titles run long.
  textColumn<AdminInvestor>(t('content.title'), (value) => value.title, {
    dataIndex: 'keyword',
    minWidth: 160,
  }),
  {
    title: t('investor.type'),
    dataIndex: 'type',
    width: 100,
    valueType: 'select',
    valueEnum: Object.fromEntries(INVESTOR_TYPES.map((type) => [type, { text: t(`investor.${type}`) }])),
    render: (_dom, item) => (
      <Tag color={item.type === 'report' ? 'purple' : 'blue'}>{t(`investor.${item.type}`)}</Tag>
    ),
  },
  textColumn<AdminInvestor>(t('investor.publishDate'), (value) => formatDate(value.publishDate), {
    dataIndex: 'publishDate',
    search: false,
    width: 124,
  }),
  {
    title: t('investor.files'),
    dataIndex: 'files',
    search: false,
    width: 80,
    hiddenByDefault: true,
    render: (_dom, item) => (item.i18n.zh_CN?.files.length ?? 0) + (item.i18n.en_US?.files.length ?? 0),
  },
];

/** Investor relations: announcements and financial reports, each with its documents. */
export default function InvestorListPage() {
  return (
    <BilingualListPage<AdminInvestor, 'type'>
      resource="investor"
      titles={{ new: 'investor.new', edit: 'investor.edit' }}
      columns={columns}
      defaults={{ type: 'announcement' }}
      emptyLang={() => blankOf(investorI18n)}
      // A date left empty means the day of writing.
      langInput={(value) => ({
        ...value,
        publishDate: dayjs(value.publishDate || undefined).format('YYYY-MM-DD'),
      })}
      sharedFields={
        <ProFormRadio.Group
          name="type"
          label={t('investor.type')}
          radioType="button"
          options={INVESTOR_TYPES.map((type) => ({ label: t(`investor.${type}`), value: type }))}
        />
      }
      langFields={(lang) => (
        <>
          <LangText name="title" label={t('content.title')} required max={300} />
          <ProFormDatePicker
            name={['i18n', lang, 'publishDate']}
            label={t('investor.publishDate')}
            tooltip={t('investor.publishDate.hint')}
          />
          <LangTextArea name="summary" label={t('content.summary')} max={1000} />
          <LangItem name="content" label={t('content.body')}>
            <RichTextEditor />
          </LangItem>
          <LangItem name="files" label={t('investor.files')} tooltip={t('investor.files.hint')}>
            <FileListInput />
          </LangItem>
        </>
      )}
      siteLink={(item) => ({ path: '/investor/detail', query: { id: item.id }, published: !item.hidden })}
    />
  );
}
