import type { Lang, RecruitI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface RecruitCreate {
  headcount: number;
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<RecruitI18n>;
}

export interface RecruitFilter {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const COLUMNS = ['r.id', 'r.headcount', 'r.created_at', 'r.updated_at', 'ri.data'] as const;

export class RecruitRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('recruits as r')
      .innerJoin('recruit_i18n as ri', (join) =>
        join.onRef('ri.recruit_id', '=', 'r.id').on('ri.lang', '=', lang),
      )
      .where('r.enabled', '=', true);
  }

  async list(lang: Lang, filter: RecruitFilter) {
    let base = this.#published(lang);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where((eb) => containsIgnoreCase(eb.ref('ri.position'), keyword));
    }
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('r.sort')
        .orderBy('r.id', 'desc')
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang).where('r.id', '=', id).select(COLUMNS).executeTakeFirst();
  }

  async create(input: RecruitCreate): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('recruits')
        .values({
          headcount: input.headcount,
          sort: input.sort,
          enabled: input.enabled,
          ...timestamps(input.createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        recruit_id: id,
        lang,
        position: text.position,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('recruit_i18n').values(rows).execute();
      await syncFileRefs(trx, 'recruit', id, input.i18n);
      return id;
    });
  }
}
