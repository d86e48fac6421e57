import type { InvestorI18n } from '@coresense/shared';
import { ContentType } from '../../content/content-type.ts';

export const INVESTOR_ITEMS = new ContentType({
  resource: 'investor',
  table: 'investor_items',
  textTable: 'investor_i18n',
  owner: 'item_id',
  fileOwner: 'investor',
  searchColumns: (text: InvestorI18n) => ({ title: text.title, publish_date: text.publishDate }),
  titleField: 'title',
  countedAs: 'investor',
});
