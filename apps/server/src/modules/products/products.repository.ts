import type { AdminProductListQuery, Lang, PRODUCT_SORT_FIELDS, ProductI18n } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import { BilingualTable, type RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { containsPattern, MAX_ID, matchesIgnoringCase, pageLimit, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

export interface ProductCreate extends BilingualWrite<ProductI18n> {
  classifyId: number;
  sort: number;
  enabled: boolean;
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

const PRODUCTS = new BilingualTable({
  table: 'products',
  textTable: 'product_i18n',
  owner: 'product_id',
  fileOwner: 'product',
  searchColumns: (text: ProductI18n) => ({ name: text.name, model: text.model }),
});

/** What a public read's query takes as bound values; a filter left out is `undefined`. */
interface PublicValues {
  lang: Lang;
  classifyId: number | undefined;
  pattern: string | undefined;
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
export class ProductRepository extends BilingualRepository<'products', ProductI18n, ProductCreate> {
  protected readonly table = PRODUCTS;
  readonly #prepared = new PreparedQueries(this.db);

  protected columns(input: ProductCreate): RecordColumns<'products'> {
    return { classify_id: input.classifyId, sort: input.sort, enabled: input.enabled };
  }

  #filtered(values: PublicValues) {
    let query = publishedProducts(this.db, values.lang);
    if (values.classifyId !== undefined) query = query.where('p.classify_id', '=', values.classifyId);
    const pattern = values.pattern;
    if (pattern !== undefined) {
      query = query.where((eb) =>
        eb.or([
          matchesIgnoringCase(eb.ref('pi.name'), pattern),
          matchesIgnoringCase(eb.ref('pi.model'), pattern),
        ]),
      );
    }
    return query;
  }

  /**
   * The page is chosen among ids and only its own rows carry their text: sorting rows that
   * carry every product's whole text would cost several times more.
   */
  #page(values: PublicValues, literals: { pageSize: number }) {
    const pageIds = inListOrder(this.#filtered(values))
      .select('p.id')
      .limit(pageLimit(literals))
      .offset(values.offset);
    return inListOrder(publishedProducts(this.db, values.lang).where('p.id', 'in', pageIds)).select(
      RECORD_COLUMNS,
    );
  }

  /** A page of products in list order, each with its text's JSON. */
  async list(lang: Lang, filter: ProductFilter) {
    const values: PublicValues = {
      lang,
      classifyId: filter.classifyId,
      pattern: filter.keyword ? containsPattern(filter.keyword) : undefined,
      offset: pageOffset(filter),
    };
    const [rows, [count]] = await Promise.all([
      this.#prepared.execute(
        'page',
        values,
        (standIns, literals) => this.#page(standIns, literals).select('pi.data'),
        { pageSize: filter.pageSize },
      ),
      this.#prepared.execute('count', values, (standIns) =>
        this.#filtered(standIns).select((eb) => eb.fn.countAll<number>().as('total')),
      ),
    ]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** A published product with its text's JSON. */
  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      productRecord(this.db, values.lang, values.id).select('pi.data'),
    );
    return row;
  }

  async isPublished(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const rows = await this.#prepared.execute('published', { id }, (values) =>
      this.db
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
      this.db
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

  /* The back-office side: every record, published or not. */

  async adminList(filter: AdminProductListQuery) {
    let base = this.db.selectFrom('products as p');
    if (filter.classifyId !== undefined) base = base.where('p.classify_id', '=', filter.classifyId);
    if (filter.enabled !== undefined) base = base.where('p.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const matching = PRODUCTS.idsWithTextContaining(this.db, filter.keyword, ['name', 'model']);
      base = base.where('p.id', 'in', matching);
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = base
      .selectAll('p')
      .orderBy(PRODUCT_SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('p.id', direction);
    return PRODUCTS.adminPage(this.db, listed, base, filter);
  }

  /** The products that exist among `ids`. */
  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const wanted = ids.filter((id) => id <= MAX_ID);
    if (wanted.length === 0) return new Set();
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', wanted).execute();
    return new Set(rows.map((row) => row.id));
  }
}
