import type { DocumentI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import type { Database } from '../../db/schema.ts';

/** Document numbers (`CS-DS-0012`), kept on the main row: the site search finds them as part numbers are found. */
async function documentNumbers(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('documents').select(['id', 'number']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, [row.number]]));
}

/**
 * Documents (contract §9): a number, a type, a title per language, the products they are about
 * and their revisions. Their files are owned through the revisions (`document-revisions.ts`),
 * not the texts, so the definition names no `fileOwner`.
 */
export const DOCUMENTS = new ContentType({
  resource: 'documents',
  table: 'documents',
  textTable: 'document_i18n',
  owner: 'document_id',
  searchColumns: (text: DocumentI18n) => ({ title: text.title }),
  partTables: ['document_revisions', 'document_products'],
  sitePage: { path: '/documents/detail', key: 'id' },
  titleField: 'title',
  siteSearch: {
    type: 'document',
    text: (text) => text.title,
    storedCodes: documentNumbers,
  },
});
