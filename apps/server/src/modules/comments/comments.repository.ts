import type { AdminCommentListQuery, COMMENT_SORT_FIELDS, CommentI18n } from '@coresense/shared';
import { BilingualRepository, type BilingualWrite } from '../../content/bilingual-repository.ts';
import type { RecordColumns } from '../../content/bilingual-table.ts';
import { sortDirection } from '../../db/admin-queries.ts';
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

export class CommentRepository extends BilingualRepository<'comments', CommentI18n, CommentCreate> {
  protected readonly table = COMMENTS;

  protected columns(input: CommentCreate): RecordColumns<'comments'> {
    return { sort: input.sort, enabled: input.enabled };
  }

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
