import { z } from 'zod';
import { idParam } from '../common.ts';
import { applicationI18n } from '../content.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  recordId,
  sortKey,
} from './content-common.ts';

/* Back-office applications (`/api/v1/admin/applications`). */

export const adminApplicationInput = z.object({
  sort: sortKey,
  enabled: z.boolean(),
  relatedProductIds: z
    .array(recordId)
    .max(100)
    .default([])
    .describe('Related products in display order; repeats are dropped'),
  i18n: bilingualInput(applicationI18n),
});
export type AdminApplicationInput = z.input<typeof adminApplicationInput>;

export const adminApplication = z.object({
  ...adminRecordFields,
  sort: z.number().int(),
  enabled: z.boolean(),
  relatedProductIds: z.array(z.number().int()),
  i18n: bilingualOutput(applicationI18n),
});
export type AdminApplication = z.infer<typeof adminApplication>;

export const APPLICATION_SORT_FIELDS = ['sort', 'id', 'createTime', 'updateTime'] as const;
export const adminApplicationListQuery = adminListQuery(APPLICATION_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
  productId: idParam.optional().describe('Only applications related to this product'),
});
export type AdminApplicationListQuery = z.output<typeof adminApplicationListQuery>;
