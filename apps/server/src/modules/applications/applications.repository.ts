import type { ApplicationI18n, Lang, PagingQuery } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface ApplicationCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  relatedProductIds: number[];
  i18n: I18n<ApplicationI18n>;
}

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
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('applications')
        .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        application_id: id,
        lang,
        title: text.title,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('application_i18n').values(rows).execute();
      if (input.relatedProductIds.length) {
        await trx
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
      await syncFileRefs(trx, 'application', id, input.i18n);
      return id;
    });
  }
}
