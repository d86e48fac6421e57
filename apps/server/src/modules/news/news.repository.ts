import type { Lang, NewsI18n, NewsType } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface NewsCreate {
  type: NewsType;
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
  createdAt?: string;
  i18n: I18n<NewsI18n>;
}

export interface NewsFilter {
  type: NewsType;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const COLUMNS = [
  'n.id',
  'n.type',
  'n.start_date',
  'n.end_date',
  'n.created_at',
  'n.updated_at',
  'ni.data',
] as const;

export class NewsRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang, type: NewsType) {
    return this.#db
      .selectFrom('news as n')
      .innerJoin('news_i18n as ni', (join) => join.onRef('ni.news_id', '=', 'n.id').on('ni.lang', '=', lang))
      .where('n.enabled', '=', true)
      .where('n.type', '=', type);
  }

  async list(lang: Lang, filter: NewsFilter) {
    let base = this.#published(lang, filter.type);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where((eb) => containsIgnoreCase(eb.ref('ni.title'), keyword));
    }
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy(filter.type === 'activity' ? 'n.start_date' : 'n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#db
      .selectFrom('news as n')
      .innerJoin('news_i18n as ni', (join) => join.onRef('ni.news_id', '=', 'n.id').on('ni.lang', '=', lang))
      .where('n.enabled', '=', true)
      .where('n.id', '=', id)
      .select(COLUMNS)
      .executeTakeFirst();
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
    const key = type === 'activity' ? 'n.start_date' : 'n.created_at';
    const value = type === 'activity' ? (row.start_date ?? '') : row.created_at;
    const neighbour = (direction: 'newer' | 'older') =>
      this.#published(lang, type)
        .where((eb) =>
          direction === 'newer'
            ? eb.or([eb(key, '>', value), eb.and([eb(key, '=', value), eb('n.id', '>', row.id)])])
            : eb.or([eb(key, '<', value), eb.and([eb(key, '=', value), eb('n.id', '<', row.id)])]),
        )
        .select('n.id')
        .orderBy(key, direction === 'newer' ? 'asc' : 'desc')
        .orderBy('n.id', direction === 'newer' ? 'asc' : 'desc')
        .limit(1)
        .executeTakeFirst();
    const [newer, older] = await Promise.all([neighbour('newer'), neighbour('older')]);
    return [newer?.id ?? null, older?.id ?? null] as const;
  }

  async create(input: NewsCreate): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('news')
        .values({
          type: input.type,
          enabled: input.enabled,
          start_date: input.startDate,
          end_date: input.endDate,
          ...timestamps(input.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        news_id: id,
        lang,
        title: text.title,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('news_i18n').values(rows).execute();
      await syncFileRefs(trx, 'news', id, input.i18n);
      return id;
    });
  }
}
