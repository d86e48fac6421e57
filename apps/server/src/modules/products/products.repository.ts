import type {
  AdminProductCategoryListQuery,
  AdminProductListQuery,
  Lang,
  PRODUCT_CATEGORY_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  ProductI18n,
} from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

interface CategoryText {
  name: string;
}

export interface CategoryCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<CategoryText>;
}

export interface ProductCreate {
  classifyId: number;
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<ProductI18n>;
}

export interface ProductFilter {
  classifyId?: number;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const PRODUCT_SORT_COLUMNS = {
  sort: 'p.sort',
  id: 'p.id',
  createTime: 'p.created_at',
  updateTime: 'p.updated_at',
} as const satisfies Record<(typeof PRODUCT_SORT_FIELDS)[number], string>;

const CATEGORY_SORT_COLUMNS = {
  sort: 'c.sort',
  id: 'c.id',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
  productCount: 'product_count',
} as const satisfies Record<(typeof PRODUCT_CATEGORY_SORT_FIELDS)[number], string>;

/** Published products only: enabled, in an enabled category, written in the language asked for. */
export class ProductRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('products as p')
      .innerJoin('product_i18n as pi', (join) =>
        join.onRef('pi.product_id', '=', 'p.id').on('pi.lang', '=', lang),
      )
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .innerJoin('product_category_i18n as ci', (join) =>
        join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', lang),
      )
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true);
  }

  #filtered(lang: Lang, filter: Omit<ProductFilter, 'pageNum' | 'pageSize'>) {
    let query = this.#published(lang);
    if (filter.classifyId !== undefined) query = query.where('p.classify_id', '=', filter.classifyId);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsIgnoreCase(eb.ref('pi.name'), keyword),
          containsIgnoreCase(eb.ref('pi.model'), keyword),
        ]),
      );
    }
    return query;
  }

  async list(lang: Lang, filter: ProductFilter) {
    const base = this.#filtered(lang, filter);
    const [rows, count] = await Promise.all([
      base
        .select([
          'p.id',
          'p.classify_id',
          'p.sort',
          'p.created_at',
          'p.updated_at',
          'pi.data',
          'ci.name as category',
        ])
        .orderBy('c.sort')
        .orderBy('p.classify_id')
        .orderBy('p.sort')
        .orderBy('p.id')
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang)
      .where('p.id', '=', id)
      .select([
        'p.id',
        'p.classify_id',
        'p.sort',
        'p.created_at',
        'p.updated_at',
        'pi.data',
        'ci.name as category',
      ])
      .executeTakeFirst();
  }

  async isPublished(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const row = await this.#db
      .selectFrom('products as p')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .where('p.id', '=', id)
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .select('p.id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async categoryOptions(lang: Lang) {
    return this.#db
      .selectFrom('product_categories as c')
      .innerJoin('product_category_i18n as ci', (join) =>
        join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', lang),
      )
      .leftJoin('products as p', (join) =>
        join.onRef('p.classify_id', '=', 'c.id').on('p.enabled', '=', true),
      )
      .leftJoin('product_i18n as pi', (join) =>
        join.onRef('pi.product_id', '=', 'p.id').on('pi.lang', '=', lang),
      )
      .where('c.enabled', '=', true)
      .groupBy(['c.id', 'c.sort', 'ci.name'])
      .select(['c.id', 'ci.name', sql<number>`count(${sql.ref('pi.product_id')})`.as('count')])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  async createCategory(input: CategoryCreate): Promise<number> {
    return this.#db.transaction().execute((trx) => new ProductRepository(trx).insertCategory(input));
  }

  async create(input: ProductCreate): Promise<number> {
    return this.#db.transaction().execute((trx) => new ProductRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminProductListQuery) {
    let base = this.#db.selectFrom('products as p');
    if (filter.classifyId !== undefined) base = base.where('p.classify_id', '=', filter.classifyId);
    if (filter.enabled !== undefined) base = base.where('p.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('p.id', 'in', (eb) =>
        eb
          .selectFrom('product_i18n as pi')
          .select('pi.product_id')
          .where((text) =>
            text.or([
              containsIgnoreCase(text.ref('pi.name'), keyword),
              containsIgnoreCase(text.ref('pi.model'), keyword),
            ]),
          ),
      );
    }
    const direction = sortDirection(filter.sortOrder);
    const [rows, count] = await Promise.all([
      base
        .selectAll('p')
        .orderBy(PRODUCT_SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
        .orderBy('p.id', direction)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const texts = await this.#productTexts(rows.map((row) => row.id));
    return {
      list: rows.map((row) => ({ row, i18n: texts.get(row.id) ?? {} })),
      total: Number(count.total),
    };
  }

  async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#productTexts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insert(input: ProductCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('products')
      .values({
        classify_id: input.classifyId,
        sort: input.sort,
        enabled: input.enabled,
        ...timestamps(input.createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeProductTexts(id, input.i18n);
    return id;
  }

  async update(id: number, input: ProductCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('products')
      .set({ classify_id: input.classifyId, sort: input.sort, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('product_i18n').where('product_id', '=', id).execute();
    await this.#writeProductTexts(id, input.i18n);
    return true;
  }

  /** Its texts and its place in applications go with it (foreign keys cascade); files stay. */
  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'product', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  async categoryExists(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const row = await this.#db
      .selectFrom('product_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The products that exist among `ids`. */
  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const wanted = ids.filter((id) => id <= MAX_ID);
    if (wanted.length === 0) return new Set();
    const rows = await this.#db.selectFrom('products').select('id').where('id', 'in', wanted).execute();
    return new Set(rows.map((row) => row.id));
  }

  #categories() {
    return this.#db
      .selectFrom('product_categories as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .whereRef('p.classify_id', '=', 'c.id')
          .select(eb.fn.countAll<number>().as('count'))
          .as('product_count'),
      );
  }

  async adminCategoryList(filter: AdminProductCategoryListQuery) {
    let base = this.#db.selectFrom('product_categories as c');
    if (filter.enabled !== undefined) base = base.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('c.id', 'in', (eb) =>
        eb
          .selectFrom('product_category_i18n as ci')
          .select('ci.category_id')
          .where((text) => containsIgnoreCase(text.ref('ci.name'), keyword)),
      );
    }
    let listed = this.#categories();
    if (filter.enabled !== undefined) listed = listed.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) listed = listed.where('c.id', 'in', base.select('c.id'));
    const direction = sortDirection(filter.sortOrder);
    const [rows, count] = await Promise.all([
      listed
        .orderBy(CATEGORY_SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
        .orderBy('c.id', direction)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const texts = await this.#categoryTexts(rows.map((row) => row.id));
    return {
      list: rows.map((row) => ({ row, i18n: texts.get(row.id) ?? {} })),
      total: Number(count.total),
    };
  }

  async findStoredCategory(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#categories().where('c.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#categoryTexts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insertCategory(input: CategoryCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('product_categories')
      .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeCategoryTexts(id, input.i18n);
    return id;
  }

  async updateCategory(id: number, input: CategoryCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('product_categories')
      .set({ sort: input.sort, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('product_category_i18n').where('category_id', '=', id).execute();
    await this.#writeCategoryTexts(id, input.i18n);
    return true;
  }

  async deleteCategory(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('product_categories').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async countInCategory(id: number): Promise<number> {
    const row = await this.#db
      .selectFrom('products')
      .where('classify_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async #productTexts(ids: number[]) {
    if (ids.length === 0) return groupTexts<ProductI18n>(ids, []);
    const rows = await this.#db
      .selectFrom('product_i18n')
      .select(['product_id as owner', 'lang', 'data'])
      .where('product_id', 'in', ids)
      .execute();
    return groupTexts<ProductI18n>(ids, rows);
  }

  async #writeProductTexts(id: number, i18n: I18n<ProductI18n>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      product_id: id,
      lang,
      name: text.name,
      model: text.model,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('product_i18n').values(rows).execute();
    await syncFileRefs(this.#db, 'product', id, i18n);
  }

  async #categoryTexts(ids: number[]) {
    if (ids.length === 0) return groupTexts<CategoryText>(ids, []);
    const rows = await this.#db
      .selectFrom('product_category_i18n')
      .select(['category_id as owner', 'lang', 'data'])
      .where('category_id', 'in', ids)
      .execute();
    return groupTexts<CategoryText>(ids, rows);
  }

  async #writeCategoryTexts(id: number, i18n: I18n<CategoryText>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      category_id: id,
      lang,
      name: text.name,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('product_category_i18n').values(rows).execute();
  }
}
