import { z } from 'zod';
import { commentI18n } from '../content.ts';
import { adminListQuery, bilingualRecord, booleanQuery, sortKey } from './content-common.ts';

/* Back-office customer comments (`/api/v1/admin/comments`). */

/** A comment's own fields beside its text: its place in the list and whether the site shows it. */
export const commentFields = {
  input: { sort: sortKey, enabled: z.boolean() },
  output: { sort: z.number().int(), enabled: z.boolean() },
};

const comments = bilingualRecord(commentI18n, commentFields);
export const adminCommentInput = comments.input;
export type AdminCommentInput = z.input<typeof adminCommentInput>;

export const adminComment = comments.record;
export type AdminComment = z.infer<typeof adminComment>;

export const COMMENT_SORT_FIELDS = ['sort', 'id', 'createTime', 'updateTime'] as const;
export const adminCommentListQuery = adminListQuery(COMMENT_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
});
export type AdminCommentListQuery = z.output<typeof adminCommentListQuery>;
