import type { AdminComment, AdminCommentListQuery, adminCommentInput, CommentI18n } from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { ContentAdminService, incompleteLangs, type Stored } from '../../content/admin-service.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { type CommentCreate, CommentRepository } from './comments.repository.ts';
import type { CommentTable } from './comments.table.ts';

type CommentInput = z.output<typeof adminCommentInput>;

function toAdminComment({ row, i18n }: Stored<Selectable<CommentTable>, CommentI18n>): AdminComment {
  return {
    id: row.id,
    sort: row.sort,
    enabled: toBool(row.enabled),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
    i18n,
    incompleteLangs: incompleteLangs(i18n),
  };
}

/** Customer comments in the back-office; their content is plain text, escaped where shown. */
export function commentAdminService(db: Kysely<Database>, audit: AuditLogService) {
  return new ContentAdminService<
    Selectable<CommentTable>,
    CommentI18n,
    CommentInput,
    CommentCreate,
    AdminCommentListQuery,
    AdminComment
  >(db, audit, {
    resource: 'comments',
    repository: (handle) => new CommentRepository(handle),
    toRecord: toAdminComment,
    prepare: async (input) => input,
  });
}
