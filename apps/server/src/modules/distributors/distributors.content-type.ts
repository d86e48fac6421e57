import {
  type AdminDistributor,
  adminDistributorListQuery,
  DISTRIBUTOR_REGIONS,
  type DistributorI18n,
  type DistributorRecord,
  distributorFields,
  distributorI18n,
  distributorPublicFields,
} from '@coresense/shared/schemas/distributors';
import { z } from 'zod';
import { ContentType } from '../../content/content-type.ts';
import { type JsonContentSpec, jsonContentRepository } from '../../content/json-content.ts';
import { HAND_ORDER_SORT_COLUMNS } from '../../db/admin-queries.ts';
import { toBool } from '../../db/column-types.ts';

/** Where to buy (contract §13): the distributors listed on `/where-to-buy` and on each part row. */
export const DISTRIBUTORS = new ContentType({
  resource: 'distributors',
  table: 'distributors',
  textTable: 'distributor_i18n',
  owner: 'distributor_id',
  searchColumns: (text: DistributorI18n) => ({ name: text.name }),
  sitePage: { path: '/where-to-buy', section: 'distributors' },
  titleField: 'name',
});

const publicFieldsOf = (row: Readonly<Record<string, unknown>>) => ({
  regions: String(row.regions).split(',').filter(Boolean),
  website: row.website,
  partSearchUrl: row.part_search_url,
  phone: row.phone,
  email: row.email,
  logo: row.logo,
  sort: row.sort,
});

/** The distributors' whole API, derived from this definition. */
export const DISTRIBUTOR_CONTENT: JsonContentSpec<AdminDistributor, DistributorRecord> = {
  type: DISTRIBUTORS,
  text: distributorI18n,
  fields: distributorFields,
  columns: (fields) => ({
    regions: (fields.regions as string[]).join(','),
    website: fields.website,
    part_search_url: fields.partSearchUrl,
    phone: fields.phone,
    email: fields.email,
    logo: fields.logo,
    sort: Number(fields.sort),
    enabled: Boolean(fields.enabled),
  }),
  // A version's snapshot holds the record's fields as the back-office names them.
  fieldsOf: (row) => ({ ...publicFieldsOf(row), enabled: toBool(row.enabled as boolean | number) }),
  adminList: {
    query: adminDistributorListQuery,
    sortColumns: HAND_ORDER_SORT_COLUMNS,
    keywordColumns: ['name'],
    narrow: (query, filter) =>
      filter.region === undefined ? query : query.where('r.regions', 'like', `%${filter.region}%`),
  },
  publicReads: {
    columns: ['regions', 'website', 'part_search_url', 'phone', 'email', 'logo', 'sort'],
    order: [
      ['r.sort', 'asc'],
      ['r.id', 'asc'],
    ],
    // No region's token is part of another's, so containing it is being in that region.
    filters: { region: { column: 'r.regions', match: 'contains' } },
  },
  publicFields: { shape: distributorPublicFields, of: publicFieldsOf },
  publicQuery: {
    region: z.enum(DISTRIBUTOR_REGIONS).optional().describe('cn, apac, emea or americas; absent: all'),
  },
  routes: {
    list: '/distributor/list',
    detail: '/distributor/detail',
    tag: 'Where to buy',
    adminTag: 'Admin: distributors',
    noun: 'distributor',
    listSummary: 'Enabled distributors, paged, optionally of one region',
    detailSummary: 'One enabled distributor',
  },
};

/** The distributors' repository: seeds and test fixtures create them through it. */
export const DistributorRepository = jsonContentRepository(DISTRIBUTOR_CONTENT);
