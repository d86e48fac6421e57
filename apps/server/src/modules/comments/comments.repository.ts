import type {
  AdminCommentListQuery,
  COMMENT_SORT_FIELDS,
  CommentI18n,
  Lang,
  PagingQuery,
} from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
import { PreparedQueries } from '../../db/prepared-queries.ts';
import { MAX_ID } from '../../db/queries.ts';
import { COMMENTS } from './comments.content-type.ts';

export interface CommentCreate extends BilingualWrite<CommentI18n> {
  sort: number;
  enabled: boolean;
}

const SORT_COLUMNS = {
  sort: 'c.sort',
  id: 'c.id',
  createTime: 'c.created_at',
  updateTime: 'c.updated_at',
} as const satisfies Record<(typeof COMMENT_SORT_FIELDS)[number], string>;

const COLUMNS = ['c.id', 'c.created_at', 'c.updated_at', 'ci.data'] as const;

export class CommentRepository extends BilingualRepository<'comments', CommentI18n, CommentCreate> {
  protected readonly table = COMMENTS;
  readonly #prepared = new PreparedQueries(this.db);

  protected columns(input: CommentCreate): RecordColumns<'comments'> {
    return { sort: input.sort, enabled: input.enabled };
  }

  #published(lang: Lang) {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('comment_i18n as ci', (join) =>
        join.onRef('ci.comment_id', '=', 'c.id').on('ci.lang', '=', lang),
      )
      .where('c.enabled', '=', true);
  }

  async list(lang: Lang, paging: PagingQuery) {
    return this.#prepared.page(
      'list',
      { lang },
      paging,
      (values) => this.#published(values.lang),
      (query) => query.select(COLUMNS).orderBy('c.sort').orderBy('c.id'),
    );
  }

  async findPublished(lang: Lang, id: number) {
    if (id > MAX_ID) return undefined;
    const [row] = await this.#prepared.execute('detail', { lang, id }, (values) =>
      this.#published(values.lang).where('c.id', '=', values.id).select(COLUMNS),
    );
    return row;
  }

  /* The back-office side: every record, published or not. */

  async adminList(filter: AdminCommentListQuery) {
    let base = this.db.selectFrom('comments as c').where(COMMENTS.live('c.id'));
    if (filter.enabled !== undefined) base = base.where('c.enabled', '=', filter.enabled);
    if (filter.keyword) {
      base = base.where('c.id', 'in', COMMENTS.idsWithTextContaining(this.db, filter.keyword, ['name']));
    }
    const direction = sortDirection(filter.sortOrder);
    const listed = base
      .selectAll('c')
      .orderBy(SORT_COLUMNS[filter.sortField ?? 'sort'], direction)
      .orderBy('c.id', direction);
    return COMMENTS.adminPage(this.db, listed, base, filter);
  }
}
