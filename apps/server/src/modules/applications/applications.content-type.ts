import type { ApplicationI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';

export const APPLICATIONS = new ContentType({
  resource: 'applications',
  table: 'applications',
  textTable: 'application_i18n',
  owner: 'application_id',
  fileOwner: 'application',
  searchColumns: (text: ApplicationI18n) => ({ title: text.title }),
  titleField: 'title',
  partTables: ['application_products'],
  countedAs: 'applications',
});
