import type { AdminRecruitListQuery, Lang, RECRUIT_SORT_FIELDS, RecruitI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
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

const SORT_COLUMNS = {
  sort: 'r.sort',
  headcount: 'r.headcount',
  id: 'r.id',
  createTime: 'r.created_at',
  updateTime: 'r.updated_at',
} as const satisfies Record<(typeof RECRUIT_SORT_FIELDS)[number], string>;

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
    return this.#db.transaction().execute((trx) => new RecruitRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminRecruitListQuery) {
    let base = this.#db.selectFrom('recruits as r');
    if (filter.enabled !== undefined) base = base.where('r.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('r.id', 'in', (eb) =>
        eb
          .selectFrom('recruit_i18n as t')
          .select('t.recruit_id')
          .where((text) => containsIgnoreCase(text.ref('t.position'), keyword)),
      );
    }
    const direction = sortDirection(filter.sortOrder);
    const [rows, count] = await Promise.all([
      base
        .selectAll('r')
        .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
        .orderBy('r.id', direction)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const texts = await this.#texts(rows.map((row) => row.id));
    return {
      list: rows.map((row) => ({ row, i18n: texts.get(row.id) ?? {} })),
      total: Number(count.total),
    };
  }

  async findStored(id: number) {
    if (id > MAX_ID) return undefined;
    const row = await this.#db.selectFrom('recruits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#texts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insert(input: RecruitCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('recruits')
      .values({
        headcount: input.headcount,
        sort: input.sort,
        enabled: input.enabled,
        ...timestamps(input.createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeTexts(id, input.i18n);
    return id;
  }

  async update(id: number, input: RecruitCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('recruits')
      .set({ headcount: input.headcount, sort: input.sort, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('recruit_i18n').where('recruit_id', '=', id).execute();
    await this.#writeTexts(id, input.i18n);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('recruits').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'recruit', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  async #texts(ids: number[]) {
    if (ids.length === 0) return groupTexts<RecruitI18n>(ids, []);
    const rows = await this.#db
      .selectFrom('recruit_i18n')
      .select(['recruit_id as owner', 'lang', 'data'])
      .where('recruit_id', 'in', ids)
      .execute();
    return groupTexts<RecruitI18n>(ids, rows);
  }

  async #writeTexts(id: number, i18n: I18n<RecruitI18n>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      recruit_id: id,
      lang,
      position: text.position,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('recruit_i18n').values(rows).execute();
    await syncFileRefs(this.#db, 'recruit', id, i18n);
  }
}
