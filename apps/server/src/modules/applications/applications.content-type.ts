import type { ApplicationI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import { PublicReads } from '../../content/public-reads.ts';
import type { Database } from '../../db/schema.ts';
import { plainText } from '../../lib/rich-text.ts';

export const APPLICATIONS = new ContentType({
  resource: 'applications',
  table: 'applications',
  textTable: 'application_i18n',
  owner: 'application_id',
  fileOwner: 'application',
  searchColumns: (text: ApplicationI18n) => ({ title: text.title }),
  sitePage: { path: '/application/detail', key: 'id' },
  titleField: 'title',
  partTables: ['application_products'],
  countedAs: 'applications',
  siteSearch: {
    type: 'application',
    text: (text) => `${text.summary} ${plainText(text.content)}`,
  },
});

/** Published applications, in the editor's order. */
export const publicApplications = (db: Kysely<Database>) =>
  new PublicReads(db, APPLICATIONS, {
    columns: ['sort'],
    order: [
      ['r.sort', 'asc'],
      ['r.id', 'asc'],
    ],
  });
