import type {
  AdminApplicationListQuery,
  APPLICATION_SORT_FIELDS,
  ApplicationI18n,
  Lang,
} from '@coresense/shared';
import type { Selectable } from 'kysely';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { fetchPage, MAX_ID } from '../../db/queries.ts';
import { APPLICATIONS } from './applications.content-type.ts';
import type { ApplicationTable } from './applications.table.ts';

export interface ApplicationCreate extends BilingualWrite<ApplicationI18n> {
  sort: number;
  enabled: boolean;
  relatedProductIds: number[];
}

const SORT_COLUMNS = {
  sort: 'a.sort',
  id: 'a.id',
  createTime: 'a.created_at',
  updateTime: 'a.updated_at',
} as const satisfies Record<(typeof APPLICATION_SORT_FIELDS)[number], string>;

/** Applications and the products each relates to, in the editor's order. */
export class ApplicationRepository extends BilingualRepository<
  'applications',
  ApplicationI18n,
  ApplicationCreate
> {
  protected readonly table = APPLICATIONS;
  readonly #prepared = new PreparedQueries(this.db);

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
    const rows = await this.#prepared.execute('related products', { ids: applicationIds, lang }, (values) =>
      this.db
        .selectFrom('application_products as ap')
        .innerJoin('products as p', 'p.id', 'ap.product_id')
        .innerJoin('product_i18n as pi', (join) =>
          join.onRef('pi.product_id', '=', 'p.id').on('pi.lang', '=', values.lang),
        )
        .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
        .innerJoin('product_category_i18n as ci', (join) =>
          join.onRef('ci.category_id', '=', 'c.id').on('ci.lang', '=', values.lang),
        )
        .where('ap.application_id', 'in', values.ids)
        .where('p.enabled', '=', true)
        .where('c.enabled', '=', true)
        .select(['ap.application_id', 'ap.product_id'])
        .orderBy('ap.application_id')
        .orderBy('ap.sort'),
    );
    for (const row of rows) related.get(row.application_id)?.push(row.product_id);
    return related;
  }

  async adminList(filter: AdminApplicationListQuery) {
    let base = this.db.selectFrom('applications as a').where(APPLICATIONS.live('a.id'));
    if (filter.enabled !== undefined) base = base.where('a.enabled', '=', filter.enabled);
    if (filter.productId !== undefined) {
      const productId = filter.productId;
      base = base.where('a.id', 'in', (eb) =>
        eb
          .selectFrom('application_products as ap')
          .select('ap.application_id')
          .where('ap.product_id', '=', Math.min(productId, MAX_ID)),
      );
    }
    if (filter.keyword) {
      base = base.where('a.id', 'in', APPLICATIONS.idsWithTextContaining(this.db, filter.keyword, ['title']));
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = base
      .selectAll('a')
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('a.id', direction);
    const { rows, total } = await fetchPage(listed, base, filter);
    return { list: await this.#stored(rows), total };
  }

  /** With its related products, which the main row does not hold. */
  override async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', id)
      .where(APPLICATIONS.live('applications.id'))
      .executeTakeFirst();
    if (!row) return undefined;
    const [stored] = await this.#stored([row]);
    return stored;
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

  /** Each row with its texts and every related product (published or not), in the editor's order. */
  async #stored(rows: Array<Selectable<ApplicationTable>>) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [i18n, links] = await Promise.all([
      APPLICATIONS.texts(this.db, ids),
      this.db
        .selectFrom('application_products')
        .select(['application_id', 'product_id'])
        .where('application_id', 'in', ids)
        .orderBy('application_id')
        .orderBy('sort')
        .execute(),
    ]);
    const related = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const link of links) related.get(link.application_id)?.push(link.product_id);
    return rows.map((row) => ({
      row: { ...row, relatedProductIds: related.get(row.id) ?? [] },
      i18n: i18n.get(row.id) ?? {},
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
