import type { Lang, ProductI18n } from '@coresense/shared';
import { type Kysely, sql } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface CategoryCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<{ name: string }>;
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
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('product_categories')
        .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        category_id: id,
        lang,
        name: text.name,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('product_category_i18n').values(rows).execute();
      return id;
    });
  }

  async create(input: ProductCreate): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('products')
        .values({
          classify_id: input.classifyId,
          sort: input.sort,
          enabled: input.enabled,
          ...timestamps(input.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        product_id: id,
        lang,
        name: text.name,
        model: text.model,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('product_i18n').values(rows).execute();
      await syncFileRefs(trx, 'product', id, input.i18n);
      return id;
    });
  }
}
