import {
  ProForm,
  ProFormDatePicker,
  ProFormDateTimePicker,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  type AdminNews,
  type AdminNewsInput,
  blankOf,
  type NewsI18n,
  type NewsType,
  newsI18n,
  type SavePublication,
} from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { BilingualRecordDrawer, type SiteLink } from '../../../components/bilingual-record-drawer.tsx';
import { requiredInLang } from '../../../components/bilingual-tabs.tsx';
import { contentActionsColumn, RecordListLayout, useContentList } from '../../../components/content-list.tsx';
import type { ListColumn } from '../../../components/list-table.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import {
  idColumn,
  languagesColumn,
  TIME_COLUMN_WIDTH,
  timeColumn,
  visibilityColumn,
} from '../../../components/table-columns.tsx';
import { ImageInput } from '../../../components/upload-inputs.tsx';
import { useAccess } from '../../../hooks/use-access.tsx';
import { displayText, formLanguages, payloadLanguages } from '../../../lib/bilingual.ts';
import { formatDate } from '../../../lib/dates.ts';
import { adminUrl, useProTableRequest } from '../../../lib/resource.ts';
import { resourceApi } from '../../../lib/resource-api.ts';
import { currentLocale, localeToLang, t } from '../../../locales/index.ts';

type News = AdminNews;
interface NewsForm {
  publishTime?: string;
  startDate?: string | null;
  endDate?: string | null;
  i18n: Record<Lang, NewsI18n>;
}

const newsApi = resourceApi<News, AdminNewsInput & SavePublication>('news');
const uiLang = localeToLang(currentLocale);
const emptyLang = (): NewsI18n => blankOf(newsI18n);

function toForm(news: News | undefined): NewsForm {
  return {
    publishTime: news?.publishTime,
    startDate: news?.startDate ?? undefined,
    endDate: news?.endDate ?? undefined,
    i18n: formLanguages(news?.i18n, (value) => ({ ...emptyLang(), ...value }), emptyLang),
  };
}

const asDate = (value: unknown) => (value ? dayjs(value as string).format('YYYY-MM-DD') : null);

/**
 * The item to save: `saved`'s visibility kept (the editor sets each language's publication only;
 * "Hide from the site" / "Show again" change `enabled`), a new item shown on the site.
 */
function toInput(type: NewsType, values: NewsForm, saved: News | undefined) {
  return {
    type,
    enabled: saved?.enabled ?? true,
    // A new item without a time is published "now" by the server.
    publishTime: values.publishTime ? dayjs(values.publishTime).toISOString() : undefined,
    startDate: type === 'activity' ? asDate(values.startDate) : null,
    endDate: type === 'activity' ? asDate(values.endDate) : null,
    i18n: payloadLanguages(values.i18n, (value) => value),
  };
}

function siteLinkOf(type: NewsType, news: News): SiteLink {
  return type === 'news'
    ? { path: '/company-news/detail', query: { id: news.id }, published: !news.hidden }
    : { path: '/activity', published: !news.hidden };
}

/** The news list and the exhibitions list: the same records, told apart by `type`. */
export function NewsTable({ type }: { type: NewsType }) {
  const access = useAccess();
  const canWrite = access['news:write'];
  const isActivity = type === 'activity';
  const request = useProTableRequest(newsApi.list);
  const list = useContentList<News>(newsApi.get);
  const create = newsApi.useCreate();
  const update = newsApi.useUpdate();
  const remove = newsApi.useRemove();

  const columns: ListColumn<News>[] = [
    idColumn<News>(),
    {
      title: isActivity ? t('news.exhibition') : t('content.title'),
      dataIndex: 'keyword',
      minWidth: 200,
      render: (_dom, item) => displayText(item.i18n, (value) => value.title, uiLang),
    },
    ...(isActivity
      ? ([
          {
            title: t('news.address'),
            dataIndex: 'address',
            search: false,
            minWidth: 140,
            ellipsis: true,
            render: (_dom, item) => displayText(item.i18n, (value) => value.address, uiLang) || '—',
          },
          {
            title: t('news.dates'),
            dataIndex: 'startDate',
            search: false,
            sorter: true,
            width: TIME_COLUMN_WIDTH,
            render: (_dom, item) =>
              [item.startDate, item.endDate].filter(Boolean).map(formatDate).join(' ~ ') || '—',
          },
        ] satisfies ListColumn<News>[])
      : []),
    // An exhibition is known by its dates; when it went on the site is secondary.
    { ...timeColumn<News>('publishTime', t('news.publishTime')), hiddenByDefault: isActivity },
    visibilityColumn<News>(),
    languagesColumn<News>(),
    contentActionsColumn<News>({
      canWrite,
      onEdit: list.openEdit,
      siteLink: (item) => siteLinkOf(type, item),
      onDelete: async (item) => {
        await remove.mutateAsync(item.id);
        list.reload();
      },
      visibility: { resource: 'news', onChanged: list.reload },
    }),
  ];

  const { record } = list;
  return (
    <RecordListLayout
      page={{ canWrite, request, list }}
      columns={columns}
      table={{ params: { type } }}
      editor={
        <BilingualRecordDrawer<NewsForm>
          title={
            record
              ? t(isActivity ? 'news.editActivity' : 'news.edit')
              : t(isActivity ? 'news.newActivity' : 'news.new')
          }
          open
          readOnly={!canWrite}
          onOpenChange={(open) => !open && list.close()}
          initialValues={toForm(record)}
          save={(values, publish) =>
            record
              ? update.mutateAsync({ id: record.id, ...toInput(type, values, record), publish })
              : create.mutateAsync({ ...toInput(type, values, undefined), publish })
          }
          onSaved={list.saved}
          publication={
            record?.publication && {
              state: record.publication,
              visibility: { enabled: record.enabled, hidden: record.hidden },
              onChanged: (changed) => {
                list.openEdit(changed as News);
                list.reload();
              },
            }
          }
          history={
            record && {
              base: adminUrl('news', record.id),
              invalidates: [newsApi.keys.all],
              toForm: (restored) => toForm(restored as News),
            }
          }
          siteLink={record && siteLinkOf(type, record)}
          common={
            <ProForm.Group>
              <ProFormDateTimePicker
                name="publishTime"
                label={t('news.publishTime')}
                tooltip={t('news.publishTime.hint')}
              />
              {isActivity && (
                <>
                  <ProFormDatePicker
                    name="startDate"
                    label={t('news.startDate')}
                    rules={[{ required: true, message: t('validation.required') }]}
                  />
                  <ProFormDatePicker
                    name="endDate"
                    label={t('news.endDate')}
                    dependencies={['startDate']}
                    rules={[
                      ({ getFieldValue }: FormInstance) => ({
                        validator: async (_rule: unknown, value: unknown) => {
                          const start = getFieldValue('startDate');
                          if (value && start && dayjs(value as string).isBefore(dayjs(start), 'day'))
                            throw new Error(t('news.endBeforeStart'));
                        },
                      }),
                    ]}
                  />
                </>
              )}
            </ProForm.Group>
          }
          renderLang={(lang) => <NewsLangFields lang={lang} isActivity={isActivity} />}
        />
      }
    />
  );
}

function NewsLangFields({ lang, isActivity }: { lang: Lang; isActivity: boolean }) {
  const form = Form.useFormInstance();
  const field = (name: keyof NewsI18n) => ['i18n', lang, name];
  return (
    <>
      <ProFormText
        name={field('title')}
        label={isActivity ? t('news.exhibition') : t('content.title')}
        rules={[requiredInLang(form, lang), { max: 300 }]}
      />
      {isActivity && (
        <ProForm.Group>
          <ProFormText name={field('address')} label={t('news.address')} width="lg" rules={[{ max: 300 }]} />
          <ProFormText name={field('booth')} label={t('news.booth')} width="sm" rules={[{ max: 100 }]} />
        </ProForm.Group>
      )}
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
