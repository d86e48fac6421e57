import type {
  AdminApplicationListQuery,
  APPLICATION_SORT_FIELDS,
  ApplicationI18n,
  Lang,
  PagingQuery,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';
import type { ApplicationTable } from './applications.table.ts';

export interface ApplicationCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  relatedProductIds: number[];
  i18n: I18n<ApplicationI18n>;
}

const SORT_COLUMNS = {
  sort: 'a.sort',
  id: 'a.id',
  createTime: 'a.created_at',
  updateTime: 'a.updated_at',
} as const satisfies Record<(typeof APPLICATION_SORT_FIELDS)[number], string>;

const COLUMNS = ['a.id', 'a.sort', 'a.created_at', 'a.updated_at', 'ai.data'] as const;

export class ApplicationRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('applications as a')
      .innerJoin('application_i18n as ai', (join) =>
        join.onRef('ai.application_id', '=', 'a.id').on('ai.lang', '=', lang),
      )
      .where('a.enabled', '=', true);
  }

  async list(lang: Lang, paging: PagingQuery) {
    const base = this.#published(lang);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('a.sort')
        .orderBy('a.id')
        .limit(paging.pageSize)
        .offset(pageOffset(paging))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang).where('a.id', '=', id).select(COLUMNS).executeTakeFirst();
  }

  /** Related products of each application, published ones only, in the editor's order. */
  async relatedProductIds(applicationIds: number[]): Promise<Map<number, number[]>> {
    const related = new Map<number, number[]>(applicationIds.map((id) => [id, []]));
    if (applicationIds.length === 0) return related;
    const rows = await this.#db
      .selectFrom('application_products as ap')
      .innerJoin('products as p', 'p.id', 'ap.product_id')
      .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
      .where('ap.application_id', 'in', applicationIds)
      .where('p.enabled', '=', true)
      .where('c.enabled', '=', true)
      .select(['ap.application_id', 'ap.product_id'])
      .orderBy('ap.application_id')
      .orderBy('ap.sort')
      .execute();
    for (const row of rows) related.get(row.application_id)?.push(row.product_id);
    return related;
  }

  async create(input: ApplicationCreate): Promise<number> {
    return this.#db.transaction().execute((trx) => new ApplicationRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminApplicationListQuery) {
    let base = this.#db.selectFrom('applications as a');
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
      const keyword = filter.keyword;
      base = base.where('a.id', 'in', (eb) =>
        eb
          .selectFrom('application_i18n as ai')
          .select('ai.application_id')
          .where((text) => containsIgnoreCase(text.ref('ai.title'), keyword)),
      );
    }
    const direction = sortDirection(filter.sortOrder);
    const [rows, count] = await Promise.all([
      base
        .selectAll('a')
        .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
        .orderBy('a.id', direction)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { list: await this.#stored(rows), total: Number(count.total) };
  }

  async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const [stored] = await this.#stored([row]);
    return stored;
  }

  async insert(input: ApplicationCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('applications')
      .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeDetails(id, input);
    return id;
  }

  async update(id: number, input: ApplicationCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('applications')
      .set({ sort: input.sort, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('application_i18n').where('application_id', '=', id).execute();
    await this.#db.deleteFrom('application_products').where('application_id', '=', id).execute();
    await this.#writeDetails(id, input);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('applications').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'application', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  /** Each row with its texts and every related product (published or not), in the editor's order. */
  async #stored(rows: Array<Selectable<ApplicationTable>>) {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [texts, links] = await Promise.all([
      this.#db
        .selectFrom('application_i18n')
        .select(['application_id as owner', 'lang', 'data'])
        .where('application_id', 'in', ids)
        .execute(),
      this.#db
        .selectFrom('application_products')
        .select(['application_id', 'product_id'])
        .where('application_id', 'in', ids)
        .orderBy('application_id')
        .orderBy('sort')
        .execute(),
    ]);
    const i18n = groupTexts<ApplicationI18n>(ids, texts);
    const related = new Map<number, number[]>(ids.map((id) => [id, []]));
    for (const link of links) related.get(link.application_id)?.push(link.product_id);
    return rows.map((row) => ({
      row: { ...row, relatedProductIds: related.get(row.id) ?? [] },
      i18n: i18n.get(row.id) ?? {},
    }));
  }

  async #writeDetails(id: number, input: ApplicationCreate) {
    const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
      application_id: id,
      lang,
      title: text.title,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('application_i18n').values(rows).execute();
    if (input.relatedProductIds.length) {
      await this.#db
        .insertInto('application_products')
        .values(
          input.relatedProductIds.map((productId, sort) => ({
            application_id: id,
            product_id: productId,
            sort,
          })),
        )
        .execute();
    }
    await syncFileRefs(this.#db, 'application', id, input.i18n);
  }
}
