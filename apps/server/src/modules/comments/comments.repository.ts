import type { CommentI18n, Lang, PagingQuery } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { type I18n, i18nEntries, timestamps } from '../../db/column-types.ts';
import { MAX_ID, pageOffset } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';
import { syncFileRefs } from '../files/file-refs.ts';

export interface CommentCreate {
  sort: number;
  enabled: boolean;
  createdAt?: string;
  i18n: I18n<CommentI18n>;
}

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
    return this.#db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('comments')
        .values({ sort: input.sort, enabled: input.enabled, ...timestamps(input.createdAt) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = i18nEntries(input.i18n).map(([lang, text]) => ({
        comment_id: id,
        lang,
        name: text.name,
        data: JSON.stringify(text),
      }));
      if (rows.length) await trx.insertInto('comment_i18n').values(rows).execute();
      await syncFileRefs(trx, 'comment', id, input.i18n);
      return id;
    });
  }
}
