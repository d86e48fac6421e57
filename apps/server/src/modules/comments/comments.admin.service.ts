import {
  type AdminComment,
  type AdminCommentListQuery,
  adminCommentInput,
  type CommentI18n,
} from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  ContentAdminService,
  type ContentTypes,
  incompleteLangs,
  type SavedRecord,
} from '../../content/admin-service.ts';
import type { Stored } from '../../content/bilingual-table.ts';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { COMMENTS } from './comments.content-type.ts';
import { type CommentCreate, CommentRepository } from './comments.repository.ts';
import type { CommentTable } from './comments.table.ts';

type CommentInput = z.output<typeof adminCommentInput>;

function toAdminComment({
  row,
  i18n,
}: Stored<Selectable<CommentTable>, CommentI18n>): SavedRecord<AdminComment> {
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

interface CommentContent extends ContentTypes {
  row: Selectable<CommentTable>;
  text: CommentI18n;
  input: CommentInput;
  write: CommentCreate;
  filter: AdminCommentListQuery;
  record: AdminComment;
}

/** Customer comments in the back-office; their content is plain text, escaped where shown. */
export function commentAdminService(db: Kysely<Database>, audit: AuditRecorder) {
  return new ContentAdminService<CommentContent>(db, audit, {
    type: COMMENTS,
    versioned: true,
    input: adminCommentInput,
    repository: (handle) => new CommentRepository(handle),
    toRecord: toAdminComment,
    prepare: async (input) => input,
  });
}
