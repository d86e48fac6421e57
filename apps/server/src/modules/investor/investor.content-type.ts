import type { InvestorI18n } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { ContentType } from '../../content/content-type.ts';
import { PublicReads } from '../../content/public-reads.ts';
import type { Database } from '../../db/schema.ts';

export const INVESTOR_ITEMS = new ContentType({
  resource: 'investor',
  table: 'investor_items',
  textTable: 'investor_i18n',
  owner: 'item_id',
  fileOwner: 'investor',
  searchColumns: (text: InvestorI18n) => ({ title: text.title, publish_date: text.publishDate }),
  sitePage: { path: '/investor/detail', key: 'id' },
  titleField: 'title',
  countedAs: 'investor',
});

/** Published investor items, latest first, of one type when asked. */
export const publicInvestorItems = (db: Kysely<Database>) =>
  new PublicReads(db, INVESTOR_ITEMS, {
    columns: ['type', 'enabled'],
    order: [
      ['t.publish_date', 'desc'],
      ['r.id', 'desc'],
    ],
    filters: { type: { column: 'r.type', match: 'equals' } },
  });
