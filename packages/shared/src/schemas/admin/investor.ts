import { z } from 'zod';
import { INVESTOR_TYPES, investorI18n } from '../content.ts';
import { adminListQuery, bilingualRecord, booleanQuery } from './content-common.ts';

/* Back-office investor announcements and reports (`/api/v1/admin/investor`). */

/** An item's own fields beside its text: announcement or report, and whether the site shows it. */
export const investorFields = {
  input: { type: z.enum(INVESTOR_TYPES), enabled: z.boolean() },
  output: { type: z.enum(INVESTOR_TYPES), enabled: z.boolean() },
};

const investor = bilingualRecord(investorI18n, investorFields);
export const adminInvestorInput = investor.input;
export type AdminInvestorInput = z.input<typeof adminInvestorInput>;

export const adminInvestor = investor.record;
export type AdminInvestor = z.infer<typeof adminInvestor>;

export const INVESTOR_SORT_FIELDS = ['id', 'createTime', 'updateTime'] as const;
export const adminInvestorListQuery = adminListQuery(INVESTOR_SORT_FIELDS).extend({
  type: z.enum(INVESTOR_TYPES).optional(),
  enabled: booleanQuery.optional(),
});
export type AdminInvestorListQuery = z.output<typeof adminInvestorListQuery>;
