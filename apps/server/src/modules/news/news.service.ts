import type { Lang, NewsDetail, NewsI18n, NewsItem, NewsType, Paged } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type NewsFilter, NewsRepository } from './news.repository.ts';

type NewsItemRow = Awaited<ReturnType<NewsRepository['list']>>['rows'][number];

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

  async detail(lang: Lang, id: number): Promise<NewsDetail | undefined> {
    const row = await this.#news.findPublished(lang, id);
    if (!row) return undefined;
    const text: NewsI18n = JSON.parse(row.data);
    return { ...toItem(row), content: text.content, prevId: row.prevId, nextId: row.nextId };
  }
}
