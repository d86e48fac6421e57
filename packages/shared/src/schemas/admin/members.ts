import { z } from 'zod';
import { optionalEmail, optionalPhone, optionalText, requiredName } from './back-office-common.ts';
import { adminListQuery, booleanQuery } from './content-common.ts';

/* Members: the company's customers (`/api/v1/admin/members`). */

export const MEMBER_LEVELS = ['standard', 'silver', 'gold', 'platinum'] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export const adminMemberInput = z.object({
  name: requiredName(100),
  company: optionalText(200),
  contactName: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  address: optionalText(500),
  level: z.enum(MEMBER_LEVELS).default('standard'),
  enabled: z.boolean().default(true),
  note: optionalText(2000),
});
export type AdminMemberInput = z.input<typeof adminMemberInput>;

export const adminMember = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  level: z.string(),
  enabled: z.boolean(),
  note: z.string(),
  contractCount: z.number().int().describe('Read-only'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminMember = z.infer<typeof adminMember>;

export const MEMBER_SORT_FIELDS = ['id', 'name', 'company', 'level', 'createTime', 'updateTime'] as const;
export const adminMemberListQuery = adminListQuery(MEMBER_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
  level: z.enum(MEMBER_LEVELS).optional(),
});
export type AdminMemberListQuery = z.output<typeof adminMemberListQuery>;
