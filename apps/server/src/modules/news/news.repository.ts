import type { AdminNewsListQuery, Lang, NEWS_SORT_FIELDS, NewsI18n, NewsType } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { NEWS } from './news.content-type.ts';

export interface NewsCreate extends BilingualWrite<NewsI18n> {
  type: NewsType;
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface NewsFilter {
  type: NewsType;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  publishTime: 'n.created_at',
  startDate: 'n.start_date',
  id: 'n.id',
  createTime: 'n.created_at',
  updateTime: 'n.updated_at',
} as const satisfies Record<(typeof NEWS_SORT_FIELDS)[number], string>;

/** What a list item shows; a detail adds the whole text. */
const ITEM_COLUMNS = [
  'n.id',
  'n.type',
  'n.start_date',
  'n.end_date',
  'n.created_at',
  'n.updated_at',
  'ni.title',
  'ni.summary',
  'ni.cover',
  'ni.address',
  'ni.booth',
] as const;

/** News items the public sees: enabled, of `type`, written in `lang`. */
function publishedNews(db: Kysely<Database>, lang: Lang, type: NewsType) {
  return db
    .selectFrom('news as n')
    .innerJoin('news_i18n as ni', (join) => join.onRef('ni.news_id', '=', 'n.id').on('ni.lang', '=', lang))
    .where('n.enabled', '=', true)
    .where('n.type', '=', type);
}

/** List order, newest first: exhibitions by their first day, news by publication. */
function orderKey(type: NewsType) {
  return type === 'activity' ? 'n.start_date' : 'n.created_at';
}

export class NewsRepository extends BilingualRepository<'news', NewsI18n, NewsCreate> {
  protected readonly table = NEWS;

  protected columns(input: NewsCreate): RecordColumns<'news'> {
    return { type: input.type, enabled: input.enabled, start_date: input.startDate, end_date: input.endDate };
  }

  async list(lang: Lang, filter: NewsFilter) {
    const values = { lang, pattern: filter.keyword ? containsPattern(filter.keyword) : undefined };
    return this.prepared.page(
      'list',
      values,
      filter,
      (standIns, literals) => {
        const base = publishedNews(this.db, standIns.lang, literals.type);
        const pattern = standIns.pattern;
        return pattern === undefined
          ? base
          : base.where((eb) => matchesIgnoringCase(eb.ref('ni.title'), pattern));
      },
      (query, literals) =>
        query.select(ITEM_COLUMNS).orderBy(orderKey(literals.type), 'desc').orderBy('n.id', 'desc'),
      // The type chooses the list's order column.
      { type: filter.type },
    );
  }

  /** Every published item's id and last change, without its text: the sitemap of 20,000 items. */
  async sitemap(lang: Lang, type: NewsType) {
    return this.prepared.execute(
      'sitemap',
      { lang },
      (values, literals) =>
        publishedNews(this.db, values.lang, literals.type)
          .select(['n.id', 'n.updated_at'])
          .orderBy(orderKey(literals.type), 'desc')
          .orderBy('n.id', 'desc'),
      { type },
    );
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.prepared.execute('detail', { lang, id }, (values) =>
      this.db
        .selectFrom('news as n')
        .innerJoin('news_i18n as ni', (join) =>
          join.onRef('ni.news_id', '=', 'n.id').on('ni.lang', '=', values.lang),
        )
        .where('n.enabled', '=', true)
        .where('n.id', '=', values.id)
        .select(ITEM_COLUMNS)
        .select('ni.data'),
    );
    if (!row) return undefined;
    const [prevId, nextId] = await this.#neighbours(lang, row);
    return { ...row, prevId, nextId };
  }

  /** The items either side in list order (newest first): previous is newer, next is older. */
  async #neighbours(
    lang: Lang,
    row: { id: number; type: string; start_date: string | null; created_at: string | Date },
  ) {
    const type = row.type as NewsType;
    const values = { lang, id: row.id, at: type === 'activity' ? (row.start_date ?? '') : row.created_at };
    const neighbour = async (direction: 'newer' | 'older') => {
      const [found] = await this.prepared.execute(
        'neighbour',
        values,
        (standIns, literals) => {
          const key = orderKey(literals.type);
          const newer = literals.direction === 'newer';
          return publishedNews(this.db, standIns.lang, literals.type)
            .where((eb) =>
              eb.or([
                eb(key, newer ? '>' : '<', standIns.at),
                eb.and([eb(key, '=', standIns.at), eb('n.id', newer ? '>' : '<', standIns.id)]),
              ]),
            )
            .select('n.id')
            .orderBy(key, newer ? 'asc' : 'desc')
            .orderBy('n.id', newer ? 'asc' : 'desc')
            .limit(1);
        },
        // The type chooses the order column, the direction the comparisons and the order.
        { type, direction },
      );
      return found?.id ?? null;
    };
    return Promise.all([neighbour('newer'), neighbour('older')]);
  }

  /* The back-office side: every record, published or not. */

  async adminList(filter: AdminNewsListQuery) {
    let base = this.db.selectFrom('news as n').where(NEWS.live('n.id'));
    if (filter.type !== undefined) base = base.where('n.type', '=', filter.type);
    if (filter.enabled !== undefined) base = base.where('n.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where('n.id', 'in', NEWS.idsWithTextContaining(this.db, filter.keyword, ['title']));
    }
    // Newest first unless the editor sorts by a column.
    const direction = sortDirection(filter.sortOrder, filter.sortField ? 'asc' : 'desc');
    const listed = base
      .selectAll('n')
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'publishTime'], direction)
      .orderBy('n.id', direction);
    return NEWS.adminPage(this.db, listed, base, filter);
  }
}
