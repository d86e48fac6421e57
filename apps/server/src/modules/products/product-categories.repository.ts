import type { AdminProductCategoryListQuery, PRODUCT_CATEGORY_SORT_FIELDS } from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import { BilingualTable, type RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { MAX_ID } from '../../db/queries.ts';

interface CategoryText {
  name: string;
}

export interface CategoryCreate extends BilingualWrite<CategoryText> {
  sort: number;
  enabled: boolean;
}

const SORT_COLUMNS = {
  sort: 'c.sort',
  id: 'c.id',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
  productCount: 'product_count',
} as const satisfies Record<(typeof PRODUCT_CATEGORY_SORT_FIELDS)[number], string>;

const CATEGORIES = new BilingualTable({
  table: 'product_categories',
  textTable: 'product_category_i18n',
  owner: 'category_id',
  searchColumns: (text: CategoryText) => ({ name: text.name }),
});

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

  #withProductCount() {
    return this.db
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

  async adminList(filter: AdminProductCategoryListQuery) {
    let base = this.db.selectFrom('product_categories as c');
    if (filter.enabled !== undefined) base = base.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where('c.id', 'in', CATEGORIES.idsWithTextContaining(this.db, filter.keyword, ['name']));
    }
    let listed = this.#withProductCount();
    if (filter.enabled !== undefined) listed = listed.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) listed = listed.where('c.id', 'in', base.select('c.id'));
    const direction = sortDirection(filter.sortOrder);
    listed = listed.orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction).orderBy('c.id', direction);
    return CATEGORIES.adminPage(this.db, listed, base, filter);
  }

  /** With its product count, which the stored category row does not hold. */
  override async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#withProductCount().where('c.id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [stored] = await CATEGORIES.withTexts(this.db, [row]);
    return stored;
  }

  async exists(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const row = await this.db
      .selectFrom('product_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countProducts(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .where('classify_id', '=', id)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
