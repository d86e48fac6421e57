import type {
  AdminInvestorListQuery,
  INVESTOR_SORT_FIELDS,
  InvestorI18n,
  InvestorType,
  Lang,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface InvestorCreate {
  type: InvestorType;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<InvestorI18n>;
}

export interface InvestorFilter {
  type?: InvestorType;
  pageNum: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  id: 'i.id',
  createTime: 'i.created_at',
  updateTime: 'i.updated_at',
} as const satisfies Record<(typeof INVESTOR_SORT_FIELDS)[number], string>;

const COLUMNS = ['i.id', 'i.type', 'i.enabled', 'i.created_at', 'i.updated_at', 'ii.data'] as const;

export class InvestorRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('investor_items as i')
      .innerJoin('investor_i18n as ii', (join) =>
        join.onRef('ii.item_id', '=', 'i.id').on('ii.lang', '=', lang),
      )
      .where('i.enabled', '=', true);
  }

  async list(lang: Lang, filter: InvestorFilter) {
    let base = this.#published(lang);
    if (filter.type) base = base.where('i.type', '=', filter.type);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('ii.publish_date', 'desc')
        .orderBy('i.id', 'desc')
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang).where('i.id', '=', id).select(COLUMNS).executeTakeFirst();
  }

  async create(input: InvestorCreate): Promise<number> {
    return this.#db.transaction().execute((trx) => new InvestorRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminInvestorListQuery) {
    let base = this.#db.selectFrom('investor_items as i');
    if (filter.type !== undefined) base = base.where('i.type', '=', filter.type);
    if (filter.enabled !== undefined) base = base.where('i.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('i.id', 'in', (eb) =>
        eb
          .selectFrom('investor_i18n as t')
          .select('t.item_id')
          .where((text) => containsIgnoreCase(text.ref('t.title'), keyword)),
      );
    }
    // Newest first unless the editor sorts by a column.
    const direction = sortDirection(filter.sortOrder, filter.sortField ? 'asc' : 'desc');
    const [rows, count] = await Promise.all([
      base
        .selectAll('i')
        .orderBy(SORT_COLUMNS[filter.sortField ?? 'createTime'], direction)
        .orderBy('i.id', direction)
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
    const row = await this.#db
      .selectFrom('investor_items')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#texts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insert(input: InvestorCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('investor_items')
      .values({ type: input.type, enabled: input.enabled, ...timestamps(input.createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeTexts(id, input.i18n);
    return id;
  }

  async update(id: number, input: InvestorCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('investor_items')
      .set({ type: input.type, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('investor_i18n').where('item_id', '=', id).execute();
    await this.#writeTexts(id, input.i18n);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('investor_items').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'investor', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  async #texts(ids: number[]) {
    if (ids.length === 0) return groupTexts<InvestorI18n>(ids, []);
    const rows = await this.#db
      .selectFrom('investor_i18n')
      .select(['item_id as owner', 'lang', 'data'])
      .where('item_id', 'in', ids)
      .execute();
    return groupTexts<InvestorI18n>(ids, rows);
  }

  async #writeTexts(id: number, i18n: I18n<InvestorI18n>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      item_id: id,
      lang,
      title: text.title,
      publish_date: text.publishDate,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('investor_i18n').values(rows).execute();
    await syncFileRefs(this.#db, 'investor', id, i18n);
  }
}
