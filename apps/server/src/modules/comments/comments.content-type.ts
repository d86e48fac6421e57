import type { CommentI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';

export const COMMENTS = new ContentType({
  resource: 'comments',
  table: 'comments',
  textTable: 'comment_i18n',
  owner: 'comment_id',
  fileOwner: 'comment',
  searchColumns: (text: CommentI18n) => ({ name: text.name }),
  titleField: 'name',
  countedAs: 'comments',
});
