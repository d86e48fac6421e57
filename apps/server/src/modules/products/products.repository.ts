import type {
  AdminProductListQuery,
  Lang,
  PRODUCT_SORT_FIELDS,
  ProductI18n,
  ProductStatus,
} from '@coresense/shared';
import { type Kysely, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { HAND_ORDER_SORT_COLUMNS } from '../../db/admin-queries.ts';
import { padded, slotsFor } from '../../db/prepared-queries.ts';
import {
  containsPattern,
  jsonTextAt,
  MAX_ID,
  matchesIgnoringCase,
  pageLimit,
  pageLimitFor,
  pageOffset,
} from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import {
  type ParameterDefinition,
  ProductParameterRepository,
} from '../product-parameters/product-parameters.repository.ts';
import { type ProductData, ProductDataRepository } from './product-data.repository.ts';
import { PRODUCTS } from './products.content-type.ts';
import type { ProductTable } from './products.table.ts';

export interface ProductCreate extends BilingualWrite<ProductI18n> {
  classifyId: number;
  sort: number;
  enabled: boolean;
  /** Status, values, parts and replacements; absent: an active product without any. */
  data?: ProductData;
}

/** A parameter filter resolved against its definition (contract §8). */
export type ParameterFilter =
  | { kind: 'number'; parameterId: number; min: number | null; max: number | null }
  | { kind: 'tokens'; parameterId: number; tokens: string[] };

/** What narrows the public list and the category counts; the service has checked it. */
export interface ProductMatch {
  keyword?: string;
  statuses?: ProductStatus[];
  parameters?: ParameterFilter[];
}

export interface ProductFilter extends ProductMatch {
  classifyId?: number;
  pageNum: number;
  pageSize: number;
  /** Numeric order by a number parameter; products without it come last either way. */
  sort?: { parameterId: number; descending: boolean };
}

/** Products the CSV export reads at a time. */
export const EXPORT_BATCH = 200;

const EMPTY_DATA: ProductData = {
  status: 'active',
  lastOrderDate: null,
  lastShipDate: null,
  replacementIds: [],
  values: [],
  parts: [],
};

/**
 * A part number as people type it: "csa3110", "CSA 3110" and "CSA-3110" are one, so the keyword
 * and the numbers it is compared with both lose their case, hyphens and spaces.
 */
function compactPartNumber(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '');
}

/** `column` lower-cased without hyphens and spaces, in SQL, as `compactPartNumber` does. */
function compactColumn(column: string): RawBuilder<string> {
  return sql<string>`replace(replace(lower(${sql.ref(column)}), '-', ''), ' ', '')`;
}

/**
 * What a public read's query takes as bound values; a filter left out is `undefined`. Parameter
 * filters travel as parallel lists so that the prepared query's shape depends only on how many
 * there are: a number filter's open end is bound as the largest double, the statuses and each
 * token filter are padded (by repeating a value, which matches nothing more) to a fixed count.
 * The number filters and the token filters each come in a power of two of slots, the last ones
 * empty (`null`), so that 1 to 18 filters make 6 query texts (1, 2, 4 … 32), not 18 (issue 23).
 */
interface MatchValues {
  lang: Lang;
  classifyId?: number | undefined;
  pattern: string | undefined;
  partPattern: string | undefined;
  /** The keyword without case, hyphens and spaces, contained in a model or starting a part number. */
  compactPattern: string | undefined;
  compactPartPattern: string | undefined;
  statuses: string[] | undefined;
  numberIds: Array<number | null> | undefined;
  numberMins: Array<number | null> | undefined;
  numberMaxes: Array<number | null> | undefined;
  tokenIds: Array<number | null> | undefined;
  /** Each token filter's tokens, `tokenWidth` of them per filter. */
  tokens: string[] | undefined;
}

interface PublicValues extends MatchValues {
  offset: number;
}

interface SortedValues extends PublicValues {
  sortId: number;
}

interface MatchLiterals {
  [name: string]: string | number | boolean;
  tokenWidth: number;
}

interface PageLiterals extends MatchLiterals {
  pageSize: number;
  descending: boolean;
}

/** Statuses are five; a status filter always binds five. */
const STATUS_SLOTS = 5;

/** `items` in `slotsFor` their count of slots, the slots past them `null`; none stay none. */
function inSlots<T>(items: readonly T[]): Array<T | null> {
  return Array.from(
    { length: items.length ? slotsFor(items.length) : 0 },
    (_, index) => items[index] ?? null,
  );
}

/**
 * Whether a filter's slot can be empty: `slotsFor` gives more than half the slots to filters, so
 * those up to the half always hold one, and their condition stays as plain as it was.
 */
function mayBeEmpty(index: number, slots: number): boolean {
  return index > slots / 2;
}

/** The `like` pattern of "starts with `keyword`", ignoring case, with `%`, `_` and `\` taken literally. */
function prefixPattern(keyword: string): string {
  return `${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchValues(
  lang: Lang,
  match: ProductMatch,
  classifyId?: number,
): { values: MatchValues; tokenWidth: number } {
  const numbers = inSlots((match.parameters ?? []).filter((filter) => filter.kind === 'number'));
  const tokenFilters = inSlots((match.parameters ?? []).filter((filter) => filter.kind === 'tokens'));
  const tokenWidth = slotsFor(Math.max(1, ...tokenFilters.map((filter) => filter?.tokens.length ?? 1)));
  const values: MatchValues = {
    lang,
    classifyId,
    pattern: match.keyword ? containsPattern(match.keyword) : undefined,
    partPattern: match.keyword ? prefixPattern(match.keyword) : undefined,
    compactPattern: match.keyword
      ? containsPattern(compactPartNumber(match.keyword) || match.keyword)
      : undefined,
    compactPartPattern: match.keyword
      ? prefixPattern(compactPartNumber(match.keyword) || match.keyword)
      : undefined,
    statuses: match.statuses?.length ? padded(match.statuses, STATUS_SLOTS) : undefined,
    numberIds: numbers.length ? numbers.map((filter) => filter?.parameterId ?? null) : undefined,
    numberMins: numbers.length
      ? numbers.map((filter) => (filter ? (filter.min ?? -Number.MAX_VALUE) : null))
      : undefined,
    numberMaxes: numbers.length
      ? numbers.map((filter) => (filter ? (filter.max ?? Number.MAX_VALUE) : null))
      : undefined,
    tokenIds: tokenFilters.length ? tokenFilters.map((filter) => filter?.parameterId ?? null) : undefined,
    tokens: tokenFilters.length
      ? tokenFilters.flatMap((filter) => padded(filter?.tokens ?? [''], tokenWidth))
      : undefined,
  };
  return { values, tokenWidth };
}

const RECORD_COLUMNS = [
  'p.id',
  'p.classify_id',
  'p.sort',
  'p.created_at',
  'p.updated_at',
  'ci.name as category',
] as const;

/** A product's main row as the back-office reads it, with what it stores beside its texts. */
export type StoredProductRow = Selectable<ProductTable> & {
  data: ProductData;
  /** The parameter definitions by id, to name the values by key. */
  definitions?: ReadonlyMap<number, ParameterDefinition>;
};

/**
 * How a list's total is had: `count()` runs the count; a caller may keep it by `key` (which
 * names the language and every filter) until published content changes.
 */
export type KeptTotals = (key: string, count: () => Promise<number>) => Promise<number>;

/** Products the public sees: enabled, in an enabled category, written in `lang`. */
export function publishedProducts(db: Kysely<Database>, lang: Lang) {
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

/**
 * The same products as `publishedProducts`, joined so that SQLite reads them in list order
 * (`inListOrder`): the categories along `product_categories_listing`, each one's products along
 * `products_listing`. A page then stops once it is full, where the joins of `publishedProducts`
 * read every product and sort them all (on 10,000 products, most of the plain list's time); a
 * count looks each category up once instead of once per product (2.6 against 1.7 ms there).
 * SQLite keeps a CROSS JOIN's tables in the order written; PostgreSQL plans it as any join.
 */
function publishedInListOrder(db: Kysely<Database>, lang: Lang): PublishedQuery {
  return db
    .selectFrom('product_categories as c')
    .crossJoin('product_category_i18n as ci')
    .crossJoin('products as p')
    .crossJoin('product_i18n as pi')
    .whereRef('ci.category_id', '=', 'c.id')
    .where('ci.lang', '=', lang)
    .whereRef('p.classify_id', '=', 'c.id')
    .whereRef('pi.product_id', '=', 'p.id')
    .where('pi.lang', '=', lang)
    .where('p.enabled', '=', true)
    .where('c.enabled', '=', true);
}

/** One published product's record columns; its text is selected by the caller. */
function productRecord(db: Kysely<Database>, lang: Lang, id: number) {
  return publishedProducts(db, lang).where('p.id', '=', id).select(RECORD_COLUMNS);
}

/** Categories in their order, then each one's products by `sort` and id (the order of the indexes). */
function inListOrder<Query extends PublishedQuery>(query: Query): Query {
  return query.orderBy('c.sort').orderBy('c.id').orderBy('p.sort').orderBy('p.id') as Query;
}

/** Published products only: enabled, in an enabled category, written in the language asked for. */
export class ProductRepository extends BilingualRepository<'products', ProductI18n, ProductCreate> {
  protected readonly table = PRODUCTS;

  /**
   * Products enabled themselves but hidden by their disabled category (contract §10's
   * `published`): among `ids`, or all of them.
   */
  async hiddenByParent(ids?: readonly number[]): Promise<Set<number>> {
    if (ids?.length === 0) return new Set();
    let query = this.db
      .selectFrom('products as p')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', false);
    if (ids) query = query.where('p.id', 'in', [...ids]);
    const rows = await query.select('p.id').execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The products' names in `lang`, else in another language they have; gone products are left out. */
  async names(ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    if (ids.length === 0) return names;
    const rows = await this.db
      .selectFrom('product_i18n')
      .where('product_id', 'in', [...new Set(ids)])
      .select(['product_id', 'lang', 'name'])
      .execute();
    for (const row of rows) {
      if (row.lang === lang || !names.has(row.product_id)) names.set(row.product_id, row.name);
    }
    return names;
  }

  protected columns(input: ProductCreate): RecordColumns<'products'> {
    return {
      classify_id: input.classifyId,
      sort: input.sort,
      enabled: input.enabled,
      status: input.data?.status ?? 'active',
    };
  }

  /**
   * The conditions of every filter present, on the aliases `p` (products) and `pi` (the text).
   * Parameter filters are written as `p.id in (…)`, which SQLite answers with one list per filter
   * (the cheapest for a whole list or count), or `correlated`, as `exists (…)` per product, for
   * the sorted page, which stops after a page's worth of products. A slot that may be empty is
   * `(cast(id as integer) is null or …)`: PostgreSQL plans each query with its bound values and
   * drops an empty slot's subquery; SQLite skips it per row (planning 32 subqueries, where 17
   * filters were asked for, cost PostgreSQL 0.5 s a request).
   */
  #conditions(values: MatchValues, literals: MatchLiterals, correlated: boolean): RawBuilder<SqlBool>[] {
    const conditions: RawBuilder<SqlBool>[] = [];
    if (values.classifyId !== undefined) conditions.push(sql<SqlBool>`p.classify_id = ${values.classifyId}`);
    const { pattern, partPattern, compactPattern, compactPartPattern } = values;
    if (
      pattern !== undefined &&
      partPattern !== undefined &&
      compactPattern !== undefined &&
      compactPartPattern !== undefined
    ) {
      // Name and model as typed, the model and part numbers also as people type them
      // ("csa3110"), and the prose, kept in lower case in `search_text`.
      const like = (text: RawBuilder<string>, bound: string) =>
        sql<SqlBool>`${text} like ${bound} escape '\\'`;
      conditions.push(
        sql<SqlBool>`(${matchesIgnoringCase(sql.ref('pi.name'), pattern)} or ${matchesIgnoringCase(
          sql.ref('pi.model'),
          pattern,
        )} or ${like(compactColumn('pi.model'), compactPattern)} or ${like(
          sql<string>`${sql.ref('pi.search_text')}`,
          pattern,
        )} or p.id in (select part.product_id from product_parts part where ${matchesIgnoringCase(
          sql.ref('part.part_number'),
          partPattern,
        )} or ${like(compactColumn('part.part_number'), compactPartPattern)}))`,
      );
    }
    if (values.statuses !== undefined) {
      conditions.push(sql<SqlBool>`p.status in (${sql.join(values.statuses)})`);
    }
    const holding = (
      parameterId: number | null,
      condition: RawBuilder<unknown>,
      index: number,
      slots: number,
    ) => {
      const held = correlated
        ? sql<SqlBool>`exists (select 1 from product_parameter_values v where v.product_id = p.id and v.parameter_id = ${parameterId} and ${condition})`
        : sql<SqlBool>`p.id in (select v.product_id from product_parameter_values v where v.parameter_id = ${parameterId} and ${condition})`;
      return mayBeEmpty(index, slots)
        ? sql<SqlBool>`(cast(${parameterId} as integer) is null or ${held})`
        : held;
    };
    const { numberIds, numberMins, numberMaxes } = values;
    numberIds?.forEach((parameterId, index) => {
      // Overlap: the value starts at or below the filter's top and ends at or above its bottom.
      const top = numberMaxes?.[index];
      const bottom = numberMins?.[index];
      conditions.push(
        holding(
          parameterId,
          sql`(v.num_min is null or v.num_min <= ${top}) and (v.num_max is null or v.num_max >= ${bottom})`,
          index,
          numberIds.length,
        ),
      );
    });
    const { tokenIds, tokens } = values;
    tokenIds?.forEach((parameterId, index) => {
      const accepted = (tokens ?? []).slice(index * literals.tokenWidth, (index + 1) * literals.tokenWidth);
      conditions.push(
        holding(parameterId, sql`v.text_value in (${sql.join(accepted)})`, index, tokenIds.length),
      );
    });
    return conditions;
  }

  /** Published products in `values.lang` matching every filter present. */
  #filtered(values: MatchValues, literals: MatchLiterals, published = publishedProducts) {
    let query = published(this.db, values.lang);
    for (const condition of this.#conditions(values, literals, false)) query = query.where(condition);
    return query;
  }

  /**
   * The page is chosen among ids and only its own rows carry their text: sorting rows that
   * carry every product's whole text would cost several times more.
   */
  #page(values: PublicValues, literals: PageLiterals) {
    const pageIds = inListOrder(this.#filtered(values, literals, publishedInListOrder))
      .select('p.id')
      .limit(pageLimit(literals))
      .offset(values.offset);
    return inListOrder(publishedProducts(this.db, values.lang).where('p.id', 'in', pageIds)).select(
      RECORD_COLUMNS,
    );
  }

  /**
   * A page of the matching products that hold the sort parameter, by its value (a range by its
   * lower end, an open-below range by its upper end), ties by id. Read along the parameter's
   * sort index, it stops once the page is full instead of sorting every match.
   */
  #sortedPage(values: SortedValues, literals: PageLiterals) {
    const direction = literals.descending ? 'desc' : 'asc';
    const sortValue = sql`coalesce(s.num_min, s.num_max)`;
    let pageIds = this.db
      .selectFrom('product_parameter_values as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('product_i18n as pi', (join) =>
        join.onRef('pi.product_id', '=', 'p.id').on('pi.lang', '=', values.lang),
      )
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .innerJoin('product_category_i18n as ci', (join) =>
        join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
      )
      .where('s.parameter_id', '=', values.sortId)
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true);
    for (const condition of this.#conditions(values, literals, true)) pageIds = pageIds.where(condition);
    const ids = pageIds
      .select('s.product_id')
      .orderBy(sortValue, direction)
      .orderBy('s.product_id', direction)
      .limit(pageLimit(literals))
      .offset(values.offset);
    return publishedProducts(this.db, values.lang)
      .innerJoin('product_parameter_values as s', (join) =>
        join.onRef('s.product_id', '=', 'p.id').on('s.parameter_id', '=', values.sortId),
      )
      .where('p.id', 'in', ids)
      .orderBy(sortValue, direction)
      .orderBy('p.id', direction)
      .select(RECORD_COLUMNS);
  }

  /** Matching products without the sort parameter: they come after those holding it. */
  #withoutSortValue(values: SortedValues, literals: MatchLiterals) {
    return this.#filtered(values, literals, publishedInListOrder).where(
      sql<SqlBool>`not exists (select 1 from product_parameter_values s where s.product_id = p.id and s.parameter_id = ${values.sortId})`,
    );
  }

  /**
   * A page of products in list order (or the parameter's), each with its text's and facts' JSON.
   * Each query reads `pageLimitFor` the page size and the page keeps its own size of the rows.
   */
  async list(lang: Lang, filter: ProductFilter, totals?: KeptTotals) {
    const { values: match, tokenWidth } = matchValues(lang, filter, filter.classifyId);
    const offset = pageOffset(filter);
    const literals: PageLiterals = {
      tokenWidth,
      pageSize: pageLimitFor(filter.pageSize),
      descending: filter.sort?.descending ?? false,
    };
    const count = async () => {
      const [counted] = await this.prepared.execute(
        'count',
        match,
        (standIns, countLiterals) =>
          this.#filtered(standIns, countLiterals, publishedInListOrder).select((eb) =>
            eb.fn.countAll<number>().as('total'),
          ),
        { tokenWidth },
      );
      return Number(counted?.total ?? 0);
    };
    const counting = totals ? totals(JSON.stringify([match, tokenWidth]), count) : count();
    if (!filter.sort) {
      const [rows, total] = await Promise.all([
        this.prepared.execute(
          'page',
          { ...match, offset },
          (standIns, pageLiterals) => this.#page(standIns, pageLiterals).select(['pi.data', 'pi.facts']),
          literals,
        ),
        counting,
      ]);
      return { rows: rows.slice(0, filter.pageSize), total };
    }
    const sorted: SortedValues = { ...match, sortId: filter.sort.parameterId, offset };
    const [holdingRows, total] = await Promise.all([
      this.prepared.execute(
        'sorted page',
        sorted,
        (standIns, pageLiterals) => this.#sortedPage(standIns, pageLiterals).select(['pi.data', 'pi.facts']),
        literals,
      ),
      counting,
    ]);
    const rows = holdingRows.slice(0, filter.pageSize);
    if (rows.length === filter.pageSize || offset + rows.length >= total) return { rows, total };
    // The page reaches past the products holding the value: the rest come in list order.
    const { offset: _offset, ...countValues } = sorted;
    const [holding] = await this.prepared.execute(
      'count holding sort value',
      countValues,
      (standIns, countLiterals) =>
        this.#filtered(standIns, countLiterals, publishedInListOrder)
          .where(
            sql<SqlBool>`exists (select 1 from product_parameter_values s where s.product_id = p.id and s.parameter_id = ${standIns.sortId})`,
          )
          .select((eb) => eb.fn.countAll<number>().as('total')),
      { tokenWidth },
    );
    const rest = await this.prepared.execute(
      'page without sort value',
      { ...countValues, offset: Math.max(0, offset - Number(holding?.total ?? 0)) },
      (standIns, restLiterals) => {
        const ids = inListOrder(this.#withoutSortValue(standIns, restLiterals))
          .select('p.id')
          .limit(pageLimit(restLiterals))
          .offset(standIns.offset);
        return inListOrder(publishedProducts(this.db, standIns.lang).where('p.id', 'in', ids)).select([
          ...RECORD_COLUMNS,
          'pi.data',
          'pi.facts',
        ]);
      },
      { tokenWidth, pageSize: pageLimitFor(filter.pageSize - rows.length) },
    );
    return { rows: [...rows, ...rest.slice(0, filter.pageSize - rows.length)], total };
  }

  /**
   * Every matching product's id, in the list's order (or by the sort parameter, those without it
   * after them in list order, as the list pages them): what the CSV export reads in batches.
   * Ids only, so 10,000 products take 80 KB whatever their texts.
   */
  async matchingIds(lang: Lang, filter: Omit<ProductFilter, 'pageNum' | 'pageSize'>): Promise<number[]> {
    const { values, tokenWidth } = matchValues(lang, filter, filter.classifyId);
    const rows = await this.prepared.execute(
      'matching ids',
      { ...values, sortId: filter.sort?.parameterId },
      (standIns, literals) => {
        const query = this.#filtered(standIns, literals, publishedInListOrder);
        if (standIns.sortId === undefined) return inListOrder(query).select('p.id');
        const direction = literals.descending ? 'desc' : 'asc';
        const sortId = standIns.sortId;
        return query
          .leftJoin('product_parameter_values as s', (join) =>
            join.onRef('s.product_id', '=', 'p.id').on('s.parameter_id', '=', sortId),
          )
          .orderBy(sql`case when s.product_id is null then 1 else 0 end`)
          .orderBy(sql`coalesce(s.num_min, s.num_max)`, direction)
          .orderBy(sql`case when s.product_id is null then null else p.id end`, direction)
          .orderBy('c.sort')
          .orderBy('c.id')
          .orderBy('p.sort')
          .orderBy('p.id')
          .select('p.id');
      },
      { tokenWidth, descending: filter.sort?.descending ?? false },
    );
    return rows.map((row) => row.id);
  }

  /**
   * What the CSV export writes of the published products among `ids` (at most
   * `EXPORT_BATCH`), in no particular order: names and facts, not the whole texts.
   */
  async exportRows(lang: Lang, ids: readonly number[]) {
    if (ids.length === 0) return [];
    // One query text for every batch: the last one is padded by repeating an id.
    return this.prepared.execute('export rows', { lang, ids: padded(ids, EXPORT_BATCH) }, (values) =>
      publishedProducts(this.db, values.lang)
        .where('p.id', 'in', values.ids)
        .select(['p.id', 'pi.name', 'pi.model', 'pi.facts']),
    );
  }

  /** A published product with its text's JSON. */
  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.prepared.execute('detail', { lang, id }, (values) =>
      productRecord(this.db, values.lang, values.id).select(['pi.data', 'pi.facts']),
    );
    return row;
  }

  /**
   * Whether the public sees the product in some language: enabled, in an enabled category, both
   * written in that language (a draft, or a product in the trash, has no text to show).
   */
  async isPublished(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const rows = await this.prepared.execute('published', { id }, (values) =>
      this.db
        .selectFrom('products as p')
        .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
        .where('p.id', '=', values.id)
        .where('p.enabled', '=', true)
        .where('c.enabled', '=', true)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('product_i18n as pi')
              .innerJoin('product_category_i18n as ci', (join) =>
                join.onRef('ci.category_id', '=', 'c.id').onRef('ci.lang', '=', 'pi.lang'),
              )
              .select('pi.lang')
              .whereRef('pi.product_id', '=', 'p.id'),
          ),
        )
        .select('p.id'),
    );
    return rows.length > 0;
  }

  /**
   * Every published product in `lang` as the sitemap names it: its id, category, last change and
   * the stored lists its files come from, without its text or facts (a catalogue of 100,000
   * products read whole took a minute and 1.5 GB to list).
   */
  async sitemap(lang: Lang) {
    return this.prepared.execute('sitemap', { lang }, (values) =>
      publishedProducts(this.db, values.lang)
        .select([
          'p.id',
          'p.classify_id',
          'p.updated_at',
          jsonTextAt(this.db as Kysely<unknown>, 'pi.data', ['files']).as('files'),
          jsonTextAt(this.db as Kysely<unknown>, 'pi.facts', ['documentFiles']).as('document_files'),
        ])
        .orderBy('p.id'),
    );
  }

  /** Each published category with how many products match `match` in it (contract §8). */
  async categoryOptions(lang: Lang, match: ProductMatch = {}) {
    const { values, tokenWidth } = matchValues(lang, match);
    return this.prepared.execute(
      'category options',
      values,
      (standIns, literals) =>
        this.db
          .selectFrom('product_categories as c')
          .innerJoin('product_category_i18n as ci', (join) =>
            join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', standIns.lang),
          )
          .leftJoin(
            this.#filtered(standIns, literals).select(['p.id', 'p.classify_id']).as('f'),
            'f.classify_id',
            'c.id',
          )
          .where('c.enabled', '=', true)
          .groupBy(['c.id', 'c.sort', 'ci.name'])
          .select(['c.id', 'ci.name', sql<number>`count(${sql.ref('f.id')})`.as('count')])
          .orderBy('c.sort')
          .orderBy('c.id'),
      { tokenWidth },
    );
  }

  /**
   * Per parameter (and per enum or boolean value) among the published products in `lang`, of
   * one category or all: how many hold it, and the smallest and largest ends of their numbers.
   */
  async parameterStatistics(lang: Lang, classifyId?: number) {
    return this.prepared.execute('parameter statistics', { lang, classifyId }, (values) => {
      let published = publishedProducts(this.db, values.lang).select('p.id');
      if (values.classifyId !== undefined)
        published = published.where('p.classify_id', '=', values.classifyId);
      return this.db
        .selectFrom('product_parameter_values as v')
        .where('v.product_id', 'in', published)
        .groupBy(['v.parameter_id', 'v.text_value'])
        .select((eb) => [
          'v.parameter_id',
          'v.text_value',
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('v.num_min').as('min_low'),
          eb.fn.min('v.num_max').as('min_high'),
          eb.fn.max('v.num_min').as('max_low'),
          eb.fn.max('v.num_max').as('max_high'),
        ]);
    });
  }

  /** The parameters a published category lists, in order; none for another id. */
  async publishedCategoryParameterIds(lang: Lang, classifyId: number): Promise<number[]> {
    if (classifyId > MAX_ID) return [];
    const rows = await this.prepared.execute('category parameters', { lang, classifyId }, (values) =>
      this.db
        .selectFrom('product_category_parameters as cp')
        .innerJoin('product_categories as c', 'c.id', 'cp.category_id')
        .innerJoin('product_category_i18n as ci', (join) =>
          join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
        )
        .where('c.id', '=', values.classifyId)
        .where('c.enabled', '=', true)
        .select('cp.parameter_id')
        .orderBy('cp.sort'),
    );
    return rows.map((row) => row.parameter_id);
  }

  /** Which parameters each published category lists. */
  async publishedCategoryParameters(lang: Lang) {
    return this.prepared.execute('parameters by category', { lang }, (values) =>
      this.db
        .selectFrom('product_category_parameters as cp')
        .innerJoin('product_categories as c', 'c.id', 'cp.category_id')
        .innerJoin('product_category_i18n as ci', (join) =>
          join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
        )
        .where('c.enabled', '=', true)
        .select(['cp.category_id', 'cp.parameter_id']),
    );
  }

  /** The parameters any published category lists. */
  async publishedParameterIds(lang: Lang): Promise<Set<number>> {
    const rows = await this.prepared.execute('published parameters', { lang }, (values) =>
      this.db
        .selectFrom('product_category_parameters as cp')
        .innerJoin('product_categories as c', 'c.id', 'cp.category_id')
        .innerJoin('product_category_i18n as ci', (join) =>
          join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
        )
        .where('c.enabled', '=', true)
        .select('cp.parameter_id')
        .distinct(),
    );
    return new Set(rows.map((row) => row.parameter_id));
  }

  /** The published products among `ids`, with their texts and facts, in no particular order. */
  async findPublishedMany(lang: Lang, ids: number[]) {
    const wanted = ids.filter((id) => id <= MAX_ID);
    if (wanted.length === 0) return [];
    return this.prepared.execute('many', { lang, ids: wanted }, (values) =>
      publishedProducts(this.db, values.lang)
        .where('p.id', 'in', values.ids)
        .select([...RECORD_COLUMNS, 'p.status', 'pi.data', 'pi.facts']),
    );
  }

  /* The back-office side: every record, published or not. */

  async adminList(filter: AdminProductListQuery) {
    const { classifyId } = filter;
    const page = await PRODUCTS.adminList(this.db, filter, {
      sortColumns: HAND_ORDER_SORT_COLUMNS satisfies Record<(typeof PRODUCT_SORT_FIELDS)[number], string>,
      keywordColumns: ['name', 'model'],
      narrow: (query) => (classifyId === undefined ? query : query.where('r.classify_id', '=', classifyId)),
    });
    const data = await new ProductDataRepository(this.db).read(page.list.map((stored) => stored.row.id));
    const definitions = await this.#definitionsById();
    return {
      list: page.list.map((stored) => {
        const row: StoredProductRow = {
          ...stored.row,
          data: data.get(stored.row.id) ?? EMPTY_DATA,
          definitions,
        };
        return { ...stored, row };
      }),
      total: page.total,
    };
  }

  async #definitionsById() {
    const definitions = await new ProductParameterRepository(this.db).definitions();
    return new Map(definitions.map((definition) => [definition.id, definition]));
  }

  /** With its status, values, parts and replacements. */
  override async findStored(id: number) {
    const stored = await super.findStored(id);
    if (!stored) return undefined;
    const data = await new ProductDataRepository(this.db).read([id]);
    const definitions = await this.#definitionsById();
    const row: StoredProductRow = { ...stored.row, data: data.get(id) ?? EMPTY_DATA, definitions };
    return { ...stored, row };
  }

  override async insert(input: ProductCreate): Promise<number> {
    const id = await super.insert(input);
    await this.#writeData(id, input);
    return id;
  }

  override async update(id: number, input: ProductCreate): Promise<boolean> {
    if (!(await super.update(id, input))) return false;
    await this.#writeData(id, input);
    return true;
  }

  /** The products naming it as a replacement list it only in the languages it is still public in. */
  override async removeTexts(id: number, langs: readonly Lang[]): Promise<void> {
    await super.removeTexts(id, langs);
    const data = new ProductDataRepository(this.db);
    await data.refreshFacts(await data.referrersOf([id]));
  }

  override async delete(id: number): Promise<boolean> {
    const data = new ProductDataRepository(this.db);
    const referrers = await data.referrersOf([id]);
    if (!(await super.delete(id))) return false;
    await data.refreshFacts(referrers);
    return true;
  }

  /** The product's data, then the facts of it and of the products it may replace. */
  async #writeData(id: number, input: ProductCreate) {
    const data = new ProductDataRepository(this.db);
    await data.write(id, input.data ?? EMPTY_DATA);
    await data.refreshFacts([id, ...(await data.referrersOf([id]))]);
  }

  /** Which of `partNumbers` (lower case) belong to products other than `id`. */
  async partNumbersOfOthers(partNumbers: readonly string[], id?: number): Promise<Set<string>> {
    if (partNumbers.length === 0) return new Set();
    let query = this.db
      .selectFrom('product_parts')
      .select(sql<string>`lower(part_number)`.as('part'))
      .where(
        sql`lower(part_number)`,
        'in',
        partNumbers.map((part) => part.toLowerCase()),
      );
    if (id !== undefined) query = query.where('product_id', '<>', id);
    const rows = await query.execute();
    return new Set(rows.map((row) => row.part));
  }

  /** The category the product's live row is in, trash or not; undefined for no such product. */
  async categoryOf(id: number): Promise<number | undefined> {
    if (id > MAX_ID) return undefined;
    const row = await this.db
      .selectFrom('products')
      .select('classify_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.classify_id;
  }

  /** The products that exist among `ids`. */
  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    const wanted = ids.filter((id) => id <= MAX_ID);
    if (wanted.length === 0) return new Set();
    const rows = await this.db.selectFrom('products').select('id').where('id', 'in', wanted).execute();
    return new Set(rows.map((row) => row.id));
  }
}
