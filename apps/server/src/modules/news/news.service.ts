import type { AdminNews, Lang, NewsDetail, NewsI18n, NewsItem, NewsType, Paged } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type NewsFilter, NewsRepository } from './news.repository.ts';

type NewsItemRow = Pick<
  Awaited<ReturnType<NewsRepository['list']>>['rows'][number],
  | 'id'
  | 'type'
  | 'title'
  | 'summary'
  | 'cover'
  | 'address'
  | 'booth'
  | 'start_date'
  | 'end_date'
  | 'created_at'
  | 'updated_at'
>;

function toItem(row: NewsItemRow): NewsItem {
  const item: NewsItem = {
    id: row.id,
    type: row.type as NewsType,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
  if (row.type === 'activity') {
    Object.assign(item, {
      address: row.address,
      booth: row.booth,
      startDate: row.start_date,
      endDate: row.end_date,
    });
  }
  return item;
}

/**
 * The public article a back-office record (a version's snapshot) would be in `lang`, as a
 * preview shows it; undefined when it is not written in `lang`. Its neighbours are the caller's.
 */
export function newsDetailOf(record: AdminNews, lang: Lang): NewsDetail | undefined {
  const text = record.i18n[lang];
  if (!text) return undefined;
  const item = toItem({
    id: record.id,
    type: record.type,
    title: text.title,
    summary: text.summary,
    cover: text.cover,
    address: text.address,
    booth: text.booth,
    start_date: record.startDate,
    end_date: record.endDate,
    created_at: record.publishTime,
    updated_at: record.updateTime,
  });
  return { ...item, content: text.content, prevId: null, nextId: null };
}

export class NewsService {
  readonly #news: NewsRepository;

  constructor(db: Kysely<Database>) {
    this.#news = new NewsRepository(db);
  }

  async list(lang: Lang, filter: NewsFilter): Promise<Paged<NewsItem>> {
    const { rows, total } = await this.#news.list(lang, filter);
    return {
      list: rows.map(toItem),
      total,
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
    };
  }

  /** Every published item of `type` in `lang` as the sitemap lists it, newest first. */
  async sitemap(lang: Lang, type: NewsType): Promise<Array<{ id: number; updateTime: string }>> {
    const rows = await this.#news.sitemap(lang, type);
    return rows.map((row) => ({ id: row.id, updateTime: toIso(row.updated_at) }));
  }

  async detail(lang: Lang, id: number): Promise<NewsDetail | undefined> {
    const row = await this.#news.findPublished(lang, id);
    if (!row) return undefined;
    const text: NewsI18n = JSON.parse(row.data);
    return { ...toItem(row), content: text.content, prevId: row.prevId, nextId: row.nextId };
  }
}
