import type { AdminProductCategoryListQuery, Lang, PRODUCT_CATEGORY_SORT_FIELDS } from '@coresense/shared';
import { type SqlBool, sql } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { notInTrash } from '../../content/trash/trash.repository.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { toBool } from '../../db/column-types.ts';
import { MAX_ID } from '../../db/queries.ts';
import { CATEGORIES, type CategoryText } from './product-categories.content-type.ts';
import { ProductDataRepository } from './product-data.repository.ts';

export interface CategoryCreate extends BilingualWrite<CategoryText> {
  sort: number;
  enabled: boolean;
  /** The parameters of its products, in display order; absent: none. */
  parameterIds?: number[];
}

const SORT_COLUMNS = {
  sort: 'c.sort',
  id: 'c.id',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
  productCount: 'product_count',
} as const satisfies Record<(typeof PRODUCT_CATEGORY_SORT_FIELDS)[number], string>;

/** Product categories in the back-office; the public reads them with the products. */
export class ProductCategoryRepository extends BilingualRepository<
  'product_categories',
  CategoryText,
  CategoryCreate
> {
  protected readonly table = CATEGORIES;

  protected columns(input: CategoryCreate): RecordColumns<'product_categories'> {
    return { sort: input.sort, enabled: input.enabled };
  }

  /** Live categories (not in the trash), each with how many live products it holds. */
  #withProductCount() {
    return this.db
      .selectFrom('product_categories as c')
      .where(CATEGORIES.live('c.id'))
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .whereRef('p.classify_id', '=', 'c.id')
          .where(notInTrash('products', 'p.id'))
          .select(eb.fn.countAll<number>().as('count'))
          .as('product_count'),
      );
  }

  async adminList(filter: AdminProductCategoryListQuery) {
    let base = this.db.selectFrom('product_categories as c').where(CATEGORIES.live('c.id'));
    if (filter.enabled !== undefined) base = base.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where('c.id', 'in', CATEGORIES.idsWithTextContaining(this.db, filter.keyword, ['name']));
    }
    let listed = this.#withProductCount();
    if (filter.enabled !== undefined) listed = listed.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) listed = listed.where('c.id', 'in', base.select('c.id'));
    const direction = sortDirection(filter.sortOrder);
    listed = listed.orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction).orderBy('c.id', direction);
    const page = await CATEGORIES.adminPage(this.db, listed, base, filter);
    const rows = await this.#withParameterKeys(page.list.map((stored) => stored.row));
    return {
      list: rows.map((row, index) => ({ row, i18n: page.list[index]?.i18n ?? {} })),
      total: page.total,
    };
  }

  /** Each row with its parameters' keys in display order. */
  async #withParameterKeys<Row extends { id: number }>(rows: Row[]) {
    const ids = rows.map((row) => row.id);
    const links = ids.length
      ? await this.db
          .selectFrom('product_category_parameters as cp')
          .innerJoin('product_parameters as d', 'd.id', 'cp.parameter_id')
          .select(['cp.category_id', 'd.key'])
          .where('cp.category_id', 'in', ids)
          .orderBy('cp.category_id')
          .orderBy('cp.sort')
          .execute()
      : [];
    return rows.map((row) => ({
      ...row,
      parameter_keys: links.filter((link) => link.category_id === row.id).map((link) => link.key),
    }));
  }

  override async insert(input: CategoryCreate): Promise<number> {
    const id = await super.insert(input);
    await this.#writeParameters(id, input.parameterIds ?? []);
    return id;
  }

  /**
   * Its products lose their values of parameters it no longer lists, and every product whose
   * public data may change (its own, and those naming them as replacements) is refreshed.
   */
  override async update(id: number, input: CategoryCreate): Promise<boolean> {
    if (!(await super.update(id, input))) return false;
    const parameterIds = input.parameterIds ?? [];
    await this.#writeParameters(id, parameterIds);
    const data = new ProductDataRepository(this.db);
    await data.dropValuesOutside(id, parameterIds);
    const products = await data.productsInCategory(id);
    await data.refreshFacts([...products, ...(await data.referrersOf(products))]);
    return true;
  }

  /** Its products' public data names the category in each language, so it is refreshed. */
  override async removeTexts(id: number, langs: readonly Lang[]): Promise<void> {
    await super.removeTexts(id, langs);
    const data = new ProductDataRepository(this.db);
    const products = await data.productsInCategory(id);
    await data.refreshFacts([...products, ...(await data.referrersOf(products))]);
  }

  async #writeParameters(id: number, parameterIds: readonly number[]) {
    await this.db.deleteFrom('product_category_parameters').where('category_id', '=', id).execute();
    if (parameterIds.length) {
      await this.db
        .insertInto('product_category_parameters')
        .values(
          parameterIds.map((parameterId, sort) => ({ category_id: id, parameter_id: parameterId, sort })),
        )
        .execute();
    }
  }

  /** With its product count, which the stored category row does not hold. */
  override async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const found = await this.#withProductCount().where('c.id', '=', id).executeTakeFirst();
    if (!found) return undefined;
    const [row] = await this.#withParameterKeys([found]);
    if (!row) return undefined;
    const [stored] = await CATEGORIES.withTexts(this.db, [row]);
    return stored;
  }

  /** Whether the category exists and is live, is in the trash, or does not exist (any more). */
  async state(id: number): Promise<'live' | 'inTrash' | 'missing'> {
    if (id > MAX_ID) return 'missing';
    const row = await this.db
      .selectFrom('product_categories as c')
      .select(['c.id', sql<number>`(${CATEGORIES.live('c.id')})`.as('live')])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) return 'missing';
    return toBool(row.live) ? 'live' : 'inTrash';
  }

  /** How many products the category holds: live ones, or those in the trash. */
  async countProducts(id: number, where: 'live' | 'inTrash' = 'live'): Promise<number> {
    const live = notInTrash('products', 'products.id');
    const row = await this.db
      .selectFrom('products')
      .where('classify_id', '=', id)
      .where(where === 'live' ? live : sql<SqlBool>`not ${live}`)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
