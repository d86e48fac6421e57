import type { NewsI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';
import { plainText } from '../../lib/rich-text.ts';

export const NEWS = new ContentType({
  resource: 'news',
  table: 'news',
  textTable: 'news_i18n',
  owner: 'news_id',
  fileOwner: 'news',
  searchColumns: (text: NewsI18n) => ({
    title: text.title,
    summary: text.summary,
    cover: text.cover,
    address: text.address,
    booth: text.booth,
  }),
  sitePage: { path: '/company-news/detail', key: 'id' },
  titleField: 'title',
  headerSearch: {
    columns: ['title'],
    page: (row) => `/admin/${row.type === 'activity' ? 'activities' : 'news'}?open=${row.id}`,
  },
  countedAs: { column: 'type', keys: { news: 'news', activity: 'activities' } },
  siteSearch: {
    type: (row) => (row.type === 'activity' ? 'activity' : 'news'),
    text: (text) => [text.summary, text.address, text.booth, plainText(text.content)].join(' '),
  },
});
