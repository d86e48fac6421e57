import { z } from 'zod';
import { INVESTOR_TYPES, investorI18n } from '../content.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
} from './content-common.ts';

/* Back-office investor announcements and reports (`/api/v1/admin/investor`). */

export const adminInvestorInput = z.object({
  type: z.enum(INVESTOR_TYPES),
  enabled: z.boolean(),
  i18n: bilingualInput(investorI18n),
});
export type AdminInvestorInput = z.input<typeof adminInvestorInput>;

export const adminInvestor = z.object({
  ...adminRecordFields,
  type: z.enum(INVESTOR_TYPES),
  enabled: z.boolean(),
  i18n: bilingualOutput(investorI18n),
});
export type AdminInvestor = z.infer<typeof adminInvestor>;

export const INVESTOR_SORT_FIELDS = ['id', 'createTime', 'updateTime'] as const;
export const adminInvestorListQuery = adminListQuery(INVESTOR_SORT_FIELDS).extend({
  type: z.enum(INVESTOR_TYPES).optional(),
  enabled: booleanQuery.optional(),
});
export type AdminInvestorListQuery = z.output<typeof adminInvestorListQuery>;
