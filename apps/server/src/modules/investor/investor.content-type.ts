import {
  type AdminInvestor,
  adminInvestorListQuery,
  INVESTOR_TYPES,
  type InvestorI18n,
  type InvestorRecord,
  investorFields,
  investorI18n,
} from '@coresense/shared';
import { z } from 'zod';
import { ContentType } from '../../content/content-type.ts';
import { resolveFileRefs } from '../../content/file-refs.ts';
import { type JsonContentSpec, jsonContentRepository } from '../../content/json-content.ts';
import { type I18n, toBool } from '../../db/column-types.ts';
import { plainText } from '../../lib/rich-text.ts';

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
  siteSearch: {
    type: 'investor',
    text: (text) => `${text.summary} ${plainText(text.content)}`,
  },
});

const ownFields = (row: Readonly<Record<string, unknown>>) => ({
  type: row.type,
  enabled: toBool(row.enabled as boolean | number),
});

/** Investor announcements and reports, with their attached files: their whole API, derived from this definition. */
export const INVESTOR_CONTENT: JsonContentSpec<AdminInvestor, InvestorRecord> = {
  type: INVESTOR_ITEMS,
  text: investorI18n,
  fields: investorFields,
  columns: (fields) => ({ type: fields.type, enabled: Boolean(fields.enabled) }),
  fieldsOf: ownFields,
  richTextFields: ['content'],
  async prepare(input, db) {
    return { ...input, i18n: await resolveFileRefs(db, input.i18n as I18n<InvestorI18n>, 'files') };
  },
  adminList: {
    query: adminInvestorListQuery,
    // The first sorts when the editor chose none: newest first.
    sortColumns: { createTime: 'created_at', id: 'id', updateTime: 'updated_at' },
    keywordColumns: ['title'],
    unsortedDirection: 'desc',
    narrow: (query, filter) => (filter.type === undefined ? query : query.where('r.type', '=', filter.type)),
  },
  publicReads: {
    columns: ['type', 'enabled'],
    order: [
      ['t.publish_date', 'desc'],
      ['r.id', 'desc'],
    ],
    filters: { type: { column: 'r.type', match: 'equals' } },
  },
  publicFields: { shape: { type: z.enum(INVESTOR_TYPES), enabled: z.boolean() }, of: ownFields },
  publicQuery: {
    type: z.enum(INVESTOR_TYPES).optional().describe('announcement or report; absent: both'),
  },
  routes: {
    list: '/investor/list',
    detail: '/investor/detail',
    tag: 'Investor',
    adminTag: 'Admin: investor relations',
    noun: 'investor announcement or report',
    listSummary: 'Published announcements and reports, paged',
    detailSummary: 'One published announcement or report',
  },
};

/** The items' repository: seeds and test fixtures create them through it. */
export const InvestorRepository = jsonContentRepository(INVESTOR_CONTENT);
