import type { InvestorI18n, InvestorType, Lang } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface InvestorCreate {
  type: InvestorType;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<InvestorI18n>;
}

export interface InvestorFilter {
  type?: InvestorType;
  pageNum: number;
  pageSize: number;
}

const COLUMNS = ['i.id', 'i.type', 'i.enabled', 'i.created_at', 'i.updated_at', 'ii.data'] as const;

export class InvestorRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('investor_items as i')
      .innerJoin('investor_i18n as ii', (join) =>
        join.onRef('ii.item_id', '=', 'i.id').on('ii.lang', '=', lang),
      )
      .where('i.enabled', '=', true);
  }

  async list(lang: Lang, filter: InvestorFilter) {
    let base = this.#published(lang);
    if (filter.type) base = base.where('i.type', '=', filter.type);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('ii.publish_date', 'desc')
        .orderBy('i.id', 'desc')
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang).where('i.id', '=', id).select(COLUMNS).executeTakeFirst();
  }

  async create(input: InvestorCreate): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('investor_items')
        .values({ type: input.type, enabled: input.enabled, ...timestamps(input.createdAt) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        item_id: id,
        lang,
        title: text.title,
        publish_date: text.publishDate,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('investor_i18n').values(rows).execute();
      await syncFileRefs(trx, 'investor', id, input.i18n);
      return id;
    });
  }
}
