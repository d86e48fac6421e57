import { z } from 'zod';
import { recruitI18n } from '../content.ts';
import {
  adminListQuery,
  adminRecordFields,
  bilingualInput,
  bilingualOutput,
  booleanQuery,
  sortKey,
} from './content-common.ts';

/* Back-office jobs (`/api/v1/admin/recruit`). */

export const adminRecruitInput = z.object({
  headcount: z.number().int().min(1).max(10_000),
  sort: sortKey,
  enabled: z.boolean(),
  i18n: bilingualInput(recruitI18n),
});
export type AdminRecruitInput = z.input<typeof adminRecruitInput>;

export const adminRecruit = z.object({
  ...adminRecordFields,
  headcount: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  i18n: bilingualOutput(recruitI18n),
});
export type AdminRecruit = z.infer<typeof adminRecruit>;

export const RECRUIT_SORT_FIELDS = ['sort', 'headcount', 'id', 'createTime', 'updateTime'] as const;
export const adminRecruitListQuery = adminListQuery(RECRUIT_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
});
export type AdminRecruitListQuery = z.output<typeof adminRecruitListQuery>;
