import type {
  AdminApplicationListQuery,
  APPLICATION_SORT_FIELDS,
  ApplicationI18n,
  Lang,
} from '@coresense/shared';
import type { Selectable } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns, Stored } from '../../content/bilingual-table.ts';
import { HAND_ORDER_SORT_COLUMNS } from '../../db/admin-queries.ts';
import { MAX_ID } from '../../db/queries.ts';
import { publishedProducts } from '../products/products.repository.ts';
import { APPLICATIONS } from './applications.content-type.ts';
import type { ApplicationTable } from './applications.table.ts';

export interface ApplicationCreate extends BilingualWrite<ApplicationI18n> {
  sort: number;
  enabled: boolean;
  relatedProductIds: number[];
}

/** Applications and the products each relates to, in the editor's order. */
export class ApplicationRepository extends BilingualRepository<
  'applications',
  ApplicationI18n,
  ApplicationCreate
> {
  protected readonly table = APPLICATIONS;

  protected columns(input: ApplicationCreate): RecordColumns<'applications'> {
    return { sort: input.sort, enabled: input.enabled };
  }

  /**
   * Related products of each application, those public in `lang` only (enabled, in an enabled
   * category, both written in that language), in the editor's order.
   */
  async relatedProductIds(applicationIds: number[], lang: Lang): Promise<Map<number, number[]>> {
    const related = new Map<number, number[]>(applicationIds.map((id) => [id, []]));
    if (applicationIds.length === 0) return related;
    // One query per count of ids, at most a page's size of them.
    const rows = await this.prepared.execute('related products', { ids: applicationIds, lang }, (values) =>
      publishedProducts(this.db, values.lang)
        .innerJoin('application_products as ap', 'ap.product_id', 'p.id')
        .where('ap.application_id', 'in', values.ids)
        .select(['ap.application_id', 'ap.product_id'])
        .orderBy('ap.application_id')
        .orderBy('ap.sort'),
    );
    for (const row of rows) related.get(row.application_id)?.push(row.product_id);
    return related;
  }

  async adminList(filter: AdminApplicationListQuery) {
    const { productId } = filter;
    const page = await APPLICATIONS.adminList(this.db, filter, {
      sortColumns: HAND_ORDER_SORT_COLUMNS satisfies Record<(typeof APPLICATION_SORT_FIELDS)[number], string>,
      keywordColumns: ['title'],
      narrow: (query) =>
        productId === undefined
          ? query
          : query.where(
              'r.id',
              'in',
              this.db
                .selectFrom('application_products as ap')
                .select('ap.application_id')
                .where('ap.product_id', '=', Math.min(productId, MAX_ID)),
            ),
    });
    return { list: await this.#withRelatedProducts(page.list), total: page.total };
  }

  /** With its related products, which the main row does not hold. */
  override async findStored(id: number) {
    const stored = await super.findStored(id);
    if (!stored) return undefined;
    const [withRelated] = await this.#withRelatedProducts([stored]);
    return withRelated;
  }

  override async insert(input: ApplicationCreate): Promise<number> {
    const id = await super.insert(input);
    await this.#writeRelatedProducts(id, input.relatedProductIds);
    return id;
  }

  override async update(id: number, input: ApplicationCreate): Promise<boolean> {
    if (!(await super.update(id, input))) return false;
    await this.db.deleteFrom('application_products').where('application_id', '=', id).execute();
    await this.#writeRelatedProducts(id, input.relatedProductIds);
    return true;
  }

  /** Each record with every related product (published or not), in the editor's order. */
  async #withRelatedProducts(records: Array<Stored<Selectable<ApplicationTable>, ApplicationI18n>>) {
    const ids = records.map(({ row }) => row.id);
    if (ids.length === 0) return [];
    const links = await this.db
      .selectFrom('application_products')
      .select(['application_id', 'product_id'])
      .where('application_id', 'in', ids)
      .orderBy('application_id')
      .orderBy('sort')
      .execute();
    const related = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const link of links) related.get(link.application_id)?.push(link.product_id);
    return records.map(({ row, i18n }) => ({
      row: { ...row, relatedProductIds: related.get(row.id) ?? [] },
      i18n,
    }));
  }

  async #writeRelatedProducts(id: number, productIds: readonly number[]) {
    if (productIds.length === 0) return;
    await this.db
      .insertInto('application_products')
      .values(productIds.map((productId, sort) => ({ application_id: id, product_id: productId, sort })))
      .execute();
  }
}
