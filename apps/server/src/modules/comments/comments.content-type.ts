import {
  type AdminComment,
  adminCommentListQuery,
  type CommentI18n,
  type CommentRecord,
  commentFields,
  commentI18n,
} from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';
import { type JsonContentSpec, jsonContentRepository } from '../../content/json-content.ts';
import { HAND_ORDER_SORT_COLUMNS } from '../../db/admin-queries.ts';
import { toBool } from '../../db/column-types.ts';

export const COMMENTS = new ContentType({
  resource: 'comments',
  table: 'comments',
  textTable: 'comment_i18n',
  owner: 'comment_id',
  fileOwner: 'comment',
  searchColumns: (text: CommentI18n) => ({ name: text.name }),
  sitePage: { path: '/index', section: 'home-comments' },
  titleField: 'name',
  countedAs: 'comments',
});

/** Customer comments' whole API (contract §3, §5, §10), derived from this definition; their text is plain, escaped where shown. */
export const COMMENT_CONTENT: JsonContentSpec<AdminComment, CommentRecord> = {
  type: COMMENTS,
  text: commentI18n,
  fields: commentFields,
  columns: (fields) => ({ sort: Number(fields.sort), enabled: Boolean(fields.enabled) }),
  fieldsOf: (row) => ({ sort: row.sort, enabled: toBool(row.enabled as boolean | number) }),
  adminList: {
    query: adminCommentListQuery,
    sortColumns: HAND_ORDER_SORT_COLUMNS,
    keywordColumns: ['name'],
  },
  publicReads: {
    columns: [],
    order: [
      ['r.sort', 'asc'],
      ['r.id', 'asc'],
    ],
  },
  routes: {
    list: '/customer/comment/list',
    detail: '/customer/comment/detail',
    tag: 'Customer comments',
    adminTag: 'Admin: customer comments',
    noun: 'customer comment',
    listSummary: 'Published customer comments, paged',
    detailSummary: 'One published customer comment',
  },
};

/** The comments' repository: seeds and test fixtures create comments through it. */
export const CommentRepository = jsonContentRepository(COMMENT_CONTENT);
