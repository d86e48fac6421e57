import type { AdminCrossReferenceListQuery, Lang } from '@coresense/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import { timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, containsPattern, fetchPage, MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { PRODUCTS } from '../products/products.content-type.ts';
import type { CrossReferenceTable } from './cross-references.table.ts';

export type CrossReferenceWrite = Omit<Insertable<CrossReferenceTable>, 'id' | 'created_at' | 'updated_at'>;

/** How many references one public lookup answers at most: a short prefix of a common maker's numbers. */
export const LOOKUP_LIMIT = 100;

const SORT_COLUMNS = {
  competitorPartNumber: 'x.part_key',
  manufacturer: 'x.manufacturer',
  match: 'x.match',
  updateTime: 'x.updated_at',
} as const;

/** `key` followed by anything, for `like`, with `%`, `_` and `\` taken literally. */
function prefixPattern(key: string): string {
  return `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class CrossReferenceRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** With the product's name and model in `lang` where it has them, else in the other language. */
  #withProduct(lang: Lang) {
    return this.#db
      .selectFrom('cross_references as x')
      .selectAll('x')
      .select((eb) => {
        const productText = (column: 't.name' | 't.model') =>
          eb
            .selectFrom('product_i18n as t')
            .select(column)
            .whereRef('t.product_id', '=', 'x.product_id')
            .orderBy(sql`case when t.lang = ${lang} then 0 else 1 end`)
            .limit(1);
        return [productText('t.name').as('product_name'), productText('t.model').as('product_model')];
      });
  }

  #filtered(query: AdminCrossReferenceListQuery, key: (text: string) => string) {
    let base = this.#db.selectFrom('cross_references as x');
    if (query.match) base = base.where('x.match', '=', query.match);
    if (query.productId) base = base.where('x.product_id', '=', query.productId);
    if (query.manufacturer) {
      base = base.where(sql<boolean>`lower(x.manufacturer) = ${query.manufacturer.toLowerCase()}`);
    }
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or([
          eb('x.part_key', 'like', containsPattern(key(keyword))),
          containsIgnoreCase(eb.ref('x.manufacturer'), keyword),
        ]),
      );
    }
    return base;
  }

  async list(lang: Lang, query: AdminCrossReferenceListQuery, key: (text: string) => string) {
    const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
    const listed = this.#withProduct(lang)
      .where('x.id', 'in', this.#filtered(query, key).select('x.id'))
      .orderBy(SORT_COLUMNS[query.sortField ?? 'competitorPartNumber'], direction)
      .orderBy('x.id', direction);
    return fetchPage(listed, this.#filtered(query, key), query);
  }

  async find(id: number, lang: Lang = 'zh_CN') {
    if (id > MAX_ID) return undefined;
    return this.#withProduct(lang).where('x.id', '=', id).executeTakeFirst();
  }

  /** The manufacturers named so far, for the back-office's filter. */
  async manufacturers(): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('cross_references')
      .select('manufacturer')
      .distinct()
      .orderBy('manufacturer')
      .execute();
    return rows.map((row) => row.manufacturer);
  }

  async insert(row: CrossReferenceWrite): Promise<number> {
    const { id } = await this.#db
      .insertInto('cross_references')
      .values({ ...row, ...timestamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, row: CrossReferenceWrite): Promise<void> {
    await this.#db
      .updateTable('cross_references')
      .set({ ...row, updated_at: timestamps().updated_at })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('cross_references').where('id', '=', id).execute();
  }

  /** The reference of `productId` to the competitor's part `partKey`, if there is one. */
  async idOf(partKey: string, productId: number): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('cross_references')
      .select('id')
      .where('part_key', '=', partKey)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row?.id;
  }

  /** Whether the product exists and is out of the trash (published or not). */
  async productExists(productId: number): Promise<boolean> {
    if (productId > MAX_ID) return false;
    const row = await this.#db
      .selectFrom('products as p')
      .select('p.id')
      .where('p.id', '=', productId)
      .where(PRODUCTS.live('p.id'))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every live product's id, models (in any language) and part numbers: what an import names them by. */
  async productCatalogue() {
    const [models, parts] = await Promise.all([
      this.#db
        .selectFrom('products as p')
        .innerJoin('product_i18n as t', 't.product_id', 'p.id')
        .select(['p.id', 't.model'])
        .where(PRODUCTS.live('p.id'))
        .execute(),
      this.#db
        .selectFrom('product_parts as part')
        .innerJoin('products as p', 'p.id', 'part.product_id')
        .select(['part.product_id', 'part.part_number'])
        .where(PRODUCTS.live('p.id'))
        .execute(),
    ]);
    return { models, parts };
  }

  async partNumbersOf(productId: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('product_parts')
      .select('part_number')
      .where('product_id', '=', productId)
      .execute();
    return rows.map((row) => row.part_number);
  }

  /**
   * The references whose compacted part number holds `key`, to products published in `lang`
   * (enabled, out of the trash, in an enabled category): the exact ones first, then those that
   * start with it, then the rest, each group in part-number order.
   */
  async lookup(lang: Lang, key: string) {
    return this.#db
      .selectFrom('cross_references as x')
      .innerJoin('products as p', 'p.id', 'x.product_id')
      .innerJoin('product_i18n as t', (join) =>
        join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang),
      )
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .select([
        'x.competitor_part_number',
        'x.manufacturer',
        'x.match',
        'x.i18n',
        'x.part_number',
        'p.id as product_id',
        't.name',
        't.model',
      ])
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .where(PRODUCTS.live('p.id'))
      .where(sql<boolean>`x.part_key like ${containsPattern(key)} escape '\\'`)
      .orderBy(
        sql`case when x.part_key = ${key} then 0 when x.part_key like ${prefixPattern(key)} escape '\\' then 1 else 2 end`,
      )
      .orderBy('x.part_key')
      .orderBy('t.model')
      .limit(LOOKUP_LIMIT)
      .execute();
  }

  /** The references of `productIds` whose compacted part number holds `key`, exact ones first. */
  async ofProductsMatching(productIds: readonly number[], key: string) {
    if (productIds.length === 0) return [];
    return this.#db
      .selectFrom('cross_references as x')
      .select(['x.product_id', 'x.competitor_part_number', 'x.match'])
      .where('x.product_id', 'in', productIds)
      .where(sql<boolean>`x.part_key like ${containsPattern(key)} escape '\\'`)
      .orderBy(sql`case when x.part_key = ${key} then 0 else 1 end`)
      .orderBy('x.part_key')
      .execute();
  }
}
