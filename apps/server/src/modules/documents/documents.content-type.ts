import type { DocumentI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';

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
});
