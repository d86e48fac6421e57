import type { CommentI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import { PublicReads } from '../../content/public-reads.ts';
import type { Database } from '../../db/schema.ts';

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

/** Published customer comments, in the editor's order. */
export const publicComments = (db: Kysely<Database>) =>
  new PublicReads(db, COMMENTS, {
    columns: [],
    order: [
      ['r.sort', 'asc'],
      ['r.id', 'asc'],
    ],
  });
