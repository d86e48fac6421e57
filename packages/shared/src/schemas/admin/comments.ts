import { z } from 'zod';
import { commentI18n } from '../content.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  sortKey,
} from './content-common.ts';

/* Back-office customer comments (`/api/v1/admin/comments`). */

export const adminCommentInput = z.object({
  sort: sortKey,
  enabled: z.boolean(),
  i18n: bilingualInput(commentI18n),
});
export type AdminCommentInput = z.input<typeof adminCommentInput>;

export const adminComment = z.object({
  ...adminRecordFields,
  sort: z.number().int(),
  enabled: z.boolean(),
  i18n: bilingualOutput(commentI18n),
});
export type AdminComment = z.infer<typeof adminComment>;

export const COMMENT_SORT_FIELDS = ['sort', 'id', 'createTime', 'updateTime'] as const;
export const adminCommentListQuery = adminListQuery(COMMENT_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
});
export type AdminCommentListQuery = z.output<typeof adminCommentListQuery>;
