import type {
  AdminProductCategoryListQuery,
  AdminProductListQuery,
  Lang,
  PRODUCT_CATEGORY_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  ProductI18n,
} from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { sortDirection } from '../../db/admin-queries.ts';
import { BilingualTable, type RecordColumns } from '../../db/bilingual-table.ts';
import type { I18n } from '../../db/column-types.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase, pageLimit, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

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

const PRODUCTS = new BilingualTable({
  table: 'products',
  textTable: 'product_i18n',
  owner: 'product_id',
  fileOwner: 'product',
  searchColumns: (text: ProductI18n) => ({ name: text.name, model: text.model }),
});

const CATEGORIES = new BilingualTable({
  table: 'product_categories',
  textTable: 'product_category_i18n',
  owner: 'category_id',
  searchColumns: (text: CategoryText) => ({ name: text.name }),
});

function productColumns(input: ProductCreate): RecordColumns<'products'> {
  return { classify_id: input.classifyId, sort: input.sort, enabled: input.enabled };
}

function categoryColumns(input: CategoryCreate): RecordColumns<'product_categories'> {
  return { sort: input.sort, enabled: input.enabled };
}

/** What a public read's query takes as bound values; its filters' presence sets its shape. */
interface PublicValues {
  lang: Lang;
  classifyId: number;
  pattern: string;
  offset: number;
}

const RECORD_COLUMNS = [
  'p.id',
  'p.classify_id',
  'p.sort',
  'p.created_at',
  'p.updated_at',
  'ci.name as category',
] as const;

/** Products the public sees: enabled, in an enabled category, written in `lang`. */
function publishedProducts(db: Kysely<Database>, lang: Lang) {
  return db
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

type PublishedQuery = ReturnType<typeof publishedProducts>;

/** One published product's record columns; its text is selected by the caller. */
function productRecord(db: Kysely<Database>, lang: Lang, id: number) {
  return publishedProducts(db, lang).where('p.id', '=', id).select(RECORD_COLUMNS);
}

function inListOrder<Query extends PublishedQuery>(query: Query): Query {
  return query.orderBy('c.sort').orderBy('p.classify_id').orderBy('p.sort').orderBy('p.id') as Query;
}

/** Published products only: enabled, in an enabled category, written in the language asked for. */
export class ProductRepository {
  readonly #db: Kysely<Database>;
  readonly #prepared: PreparedQueries<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#prepared = new PreparedQueries(db);
  }

  #filtered(values: PublicValues, filter: Omit<ProductFilter, 'pageNum' | 'pageSize'>) {
    let query = publishedProducts(this.#db, values.lang);
    if (filter.classifyId !== undefined) query = query.where('p.classify_id', '=', values.classifyId);
    if (filter.keyword) {
      query = query.where((eb) =>
        eb.or([
          matchesIgnoringCase(eb.ref('pi.name'), values.pattern),
          matchesIgnoringCase(eb.ref('pi.model'), values.pattern),
        ]),
      );
    }
    return query;
  }

  /**
   * The page is chosen among ids and only its own rows carry their text: sorting rows that
   * carry every product's whole text would cost several times more.
   */
  page(values: PublicValues, filter: ProductFilter) {
    const pageIds = inListOrder(this.#filtered(values, filter))
      .select('p.id')
      .limit(pageLimit(filter))
      .offset(values.offset);
    return inListOrder(publishedProducts(this.#db, values.lang).where('p.id', 'in', pageIds)).select(
      RECORD_COLUMNS,
    );
  }

  /** A page of products in list order, each with its text's JSON. */
  async list(lang: Lang, filter: ProductFilter) {
    const values: PublicValues = {
      lang,
      classifyId: filter.classifyId ?? 0,
      pattern: filter.keyword ? containsPattern(filter.keyword) : '',
      offset: pageOffset(filter),
    };
    const shape = `${filter.classifyId === undefined ? '' : 'classify,'}${filter.keyword ? 'keyword,' : ''}`;
    const [rows, [count]] = await Promise.all([
      this.#prepared.execute(`page:${shape}size ${filter.pageSize}`, values, (standIns) =>
        this.page(standIns, filter).select('pi.data'),
      ),
      this.#prepared.execute(`count:${shape}`, values, (standIns) =>
        this.#filtered(standIns, filter).select((eb) => eb.fn.countAll<number>().as('total')),
      ),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** A published product with its text's JSON. */
  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      productRecord(this.#db, values.lang, values.id).select('pi.data'),
    );
    return row;
  }

  async isPublished(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const rows = await this.#prepared.execute('published', { id }, (values) =>
      this.#db
        .selectFrom('products as p')
        .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
        .where('p.id', '=', values.id)
        .where('p.enabled', '=', true)
        .where('c.enabled', '=', true)
        .select('p.id'),
    );
    return rows.length > 0;
  }

  async categoryOptions(lang: Lang) {
    return this.#prepared.execute('category options', { lang }, (values) =>
      this.#db
        .selectFrom('product_categories as c')
        .innerJoin('product_category_i18n as ci', (join) =>
          join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
        )
        .leftJoin('products as p', (join) =>
          join.onRef('p.classify_id', '=', 'c.id').on('p.enabled', '=', true),
        )
        .leftJoin('product_i18n as pi', (join) =>
          join.onRef('pi.product_id', '=', 'p.id').on('pi.lang', '=', values.lang),
        )
        .where('c.enabled', '=', true)
        .groupBy(['c.id', 'c.sort', 'ci.name'])
        .select(['c.id', 'ci.name', sql<number>`count(${sql.ref('pi.product_id')})`.as('count')])
        .orderBy('c.sort')
        .orderBy('c.id'),
    );
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
      const matching = PRODUCTS.idsWithTextContaining(this.#db, filter.keyword, ['name', 'model']);
      base = base.where('p.id', 'in', matching);
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = base
      .selectAll('p')
      .orderBy(PRODUCT_SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('p.id', direction);
    return PRODUCTS.adminPage(this.#db, listed, base, filter);
  }

  async findStored(id: number) {
    return PRODUCTS.findStored(this.#db, id);
  }

  async insert(input: ProductCreate): Promise<number> {
    return PRODUCTS.insert(this.#db, productColumns(input), input.i18n, input.createdAt);
  }

  async update(id: number, input: ProductCreate): Promise<boolean> {
    return PRODUCTS.update(this.#db, id, productColumns(input), input.i18n);
  }

  /** Its texts and its place in applications go with it (foreign keys cascade); files stay. */
  async delete(id: number): Promise<boolean> {
    return PRODUCTS.delete(this.#db, id);
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
      base = base.where('c.id', 'in', CATEGORIES.idsWithTextContaining(this.#db, filter.keyword, ['name']));
    }
    let listed = this.#categories();
    if (filter.enabled !== undefined) listed = listed.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) listed = listed.where('c.id', 'in', base.select('c.id'));
    const direction = sortDirection(filter.sortOrder);
    listed = listed
      .orderBy(CATEGORY_SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('c.id', direction);
    return CATEGORIES.adminPage(this.#db, listed, base, filter);
  }

  /** With its product count, which the stored category row does not hold. */
  async findStoredCategory(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#categories().where('c.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [stored] = await CATEGORIES.withTexts(this.#db, [row]);
    return stored;
  }

  async insertCategory(input: CategoryCreate): Promise<number> {
    return CATEGORIES.insert(this.#db, categoryColumns(input), input.i18n, input.createdAt);
  }

  async updateCategory(id: number, input: CategoryCreate): Promise<boolean> {
    return CATEGORIES.update(this.#db, id, categoryColumns(input), input.i18n);
  }

  async deleteCategory(id: number): Promise<boolean> {
    return CATEGORIES.delete(this.#db, id);
  }

  async countInCategory(id: number): Promise<number> {
    const row = await this.#db
      .selectFrom('products')
      .where('classify_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
