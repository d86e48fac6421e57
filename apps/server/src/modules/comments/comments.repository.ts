import type {
  AdminCommentListQuery,
  COMMENT_SORT_FIELDS,
  CommentI18n,
  Lang,
  PagingQuery,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import { groupTexts, sortDirection } from '../../db/admin-queries.ts';
import { type I18n, i18nEntries, nowIso, timestamps } from '../../db/column-types.ts';
import { containsIgnoreCase, MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface CommentCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<CommentI18n>;
}

const SORT_COLUMNS = {
  sort: 'c.sort',
  id: 'c.id',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
} as const satisfies Record<(typeof COMMENT_SORT_FIELDS)[number], string>;

const COLUMNS = ['c.id', 'c.created_at', 'c.updated_at', 'ci.data'] as const;

export class CommentRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #published(lang: Lang) {
    return this.#db
      .selectFrom('comments as c')
      .innerJoin('comment_i18n as ci', (join) =>
        join.onRef('ci.comment_id', '=', 'c.id').on('ci.lang', '=', lang),
      )
      .where('c.enabled', '=', true);
  }

  async list(lang: Lang, paging: PagingQuery) {
    const base = this.#published(lang);
    const [rows, count] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('c.sort')
        .orderBy('c.id')
        .limit(paging.pageSize)
        .offset(pageOffset(paging))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    return this.#published(lang).where('c.id', '=', id).select(COLUMNS).executeTakeFirst();
  }

  async create(input: CommentCreate): Promise<number> {
    return this.#db.transaction().execute((trx) => new CommentRepository(trx).insert(input));
  }

  /* The back-office side: every record, published or not. Writes use this repository's own
     connection, so callers run them inside a transaction. */

  async adminList(filter: AdminCommentListQuery) {
    let base = this.#db.selectFrom('comments as c');
    if (filter.enabled !== undefined) base = base.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) {
      const keyword = filter.keyword;
      base = base.where('c.id', 'in', (eb) =>
        eb
          .selectFrom('comment_i18n as t')
          .select('t.comment_id')
          .where((text) => containsIgnoreCase(text.ref('t.name'), keyword)),
      );
    }
    const direction = sortDirection(filter.sortOrder);
    const [rows, count] = await Promise.all([
      base
        .selectAll('c')
        .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
        .orderBy('c.id', direction)
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
    const row = await this.#db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const texts = await this.#texts([id]);
    return { row, i18n: texts.get(id) ?? {} };
  }

  async insert(input: CommentCreate): Promise<number> {
    const { id } = await this.#db
      .insertInto('comments')
      .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.#writeTexts(id, input.i18n);
    return id;
  }

  async update(id: number, input: CommentCreate): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db
      .updateTable('comments')
      .set({ sort: input.sort, enabled: input.enabled, updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.#db.deleteFrom('comment_i18n').where('comment_id', '=', id).execute();
    await this.#writeTexts(id, input.i18n);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id > MAX_ID) return false;
    const result = await this.#db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
    await syncFileRefs(this.#db, 'comment', id, null);
    return Number(result.numDeletedRows) > 0;
  }

  async #texts(ids: number[]) {
    if (ids.length === 0) return groupTexts<CommentI18n>(ids, []);
    const rows = await this.#db
      .selectFrom('comment_i18n')
      .select(['comment_id as owner', 'lang', 'data'])
      .where('comment_id', 'in', ids)
      .execute();
    return groupTexts<CommentI18n>(ids, rows);
  }

  async #writeTexts(id: number, i18n: I18n<CommentI18n>) {
    const rows = i18nEntries(i18n).map(([lang, text]) => ({
      comment_id: id,
      lang,
      name: text.name,
      data: JSON.stringify(text),
    }));
    if (rows.length) await this.#db.insertInto('comment_i18n').values(rows).execute();
    await syncFileRefs(this.#db, 'comment', id, i18n);
  }
}
