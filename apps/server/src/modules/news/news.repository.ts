import type { AdminNewsListQuery, Lang, NEWS_SORT_FIELDS, NewsI18n, NewsType } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
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

const SORT_COLUMNS = {
  publishTime: 'n.created_at',
  startDate: 'n.start_date',
  id: 'n.id',
  createTime: 'n.created_at',
  updateTime: 'n.updated_at',
} as const satisfies Record<(typeof NEWS_SORT_FIELDS)[number], string>;

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
    return this.#db.transaction().execute((trx) => new NewsRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminNewsListQuery) {
    let base = this.#db.selectFrom('news as n');
    if (filter.type !== undefined) base = base.where('n.type', '=', filter.type);
    if (filter.enabled !== undefined) base = base.where('n.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('n.id', 'in', (eb) =>
        eb
          .selectFrom('news_i18n as ni')
          .select('ni.news_id')
          .where((text) => containsIgnoreCase(text.ref('ni.title'), keyword)),
      );
    }
    // Newest first unless the editor sorts by a column.
    const direction = sortDirection(filter.sortOrder, filter.sortField ? 'asc' : 'desc');
    const [rows, count] = await Promise.all([
      base
        .selectAll('n')
        .orderBy(SORT_COLUMNS[filter.sortField ?? 'publishTime'], direction)
        .orderBy('n.id', direction)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const texts = await this.#texts(rows.map((row) => row.id));
    return {
      list: rows.map((row) => ({ row, i18n: texts.get(row.id) ?? {} })),
      total: Number(count.total),
    };
  }

  async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#texts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insert(input: NewsCreate): Promise<number> {
    const { id } = await this.#db
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
    await this.#writeTexts(id, input.i18n);
    return id;
  }

  /** `createdAt`, when given, moves the publication time (the public createTime). */
  async update(id: number, input: NewsCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('news')
      .set({
        type: input.type,
        enabled: input.enabled,
        start_date: input.startDate,
        end_date: input.endDate,
        updated_at: nowIso(),
        ...(input.createdAt ? { created_at: input.createdAt } : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('news_i18n').where('news_id', '=', id).execute();
    await this.#writeTexts(id, input.i18n);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'news', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  async #texts(ids: number[]) {
    if (ids.length === 0) return groupTexts<NewsI18n>(ids, []);
    const rows = await this.#db
      .selectFrom('news_i18n')
      .select(['news_id as owner', 'lang', 'data'])
      .where('news_id', 'in', ids)
      .execute();
    return groupTexts<NewsI18n>(ids, rows);
  }

  async #writeTexts(id: number, i18n: I18n<NewsI18n>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      news_id: id,
      lang,
      title: text.title,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('news_i18n').values(rows).execute();
    await syncFileRefs(this.#db, 'news', id, i18n);
  }
}
