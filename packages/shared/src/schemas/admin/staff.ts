import { z } from 'zod';
import { ALL_AUTHORITIES, type Authority } from '../../authorities.ts';
import { idParam } from '../common.ts';
import { removedBinding } from '../sign-in-providers.ts';
import { siteImageUrl } from '../urls.ts';
import { optionalEmail, optionalPhone, optionalText } from './back-office-common.ts';
import { adminListQuery, booleanQuery, recordId } from './content-common.ts';

/* Back-office staff users, roles and the authority list (`/api/v1/admin/staff`, `/roles`, `/authorities`). */

export const STAFF_PASSWORD_MIN = 8;
export const staffPassword = z.string().min(STAFF_PASSWORD_MIN).max(200);

const staffFields = {
  username: z
    .string()
    .trim()
    .min(1, 'required')
    .max(50)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'invalidFormat')
    .describe('Letters, digits and _ . @ -; unique'),
  name: optionalText(100),
  email: optionalEmail,
  phone: optionalPhone,
  avatar: siteImageUrl.nullish().transform((value) => value ?? ''),
  enabled: z.boolean().default(true),
  roleIds: z.array(recordId).max(50).default([]),
};

export const adminStaffCreate = z.object({
  ...staffFields,
  password: staffPassword.describe(
    'Write-only; at least 8 characters, not weak (common, a sequence, spaces only)',
  ),
});
export type AdminStaffCreate = z.input<typeof adminStaffCreate>;

export const adminStaffUpdate = z.object({
  ...staffFields,
  // An untouched password box sends an empty string: that keeps the password too.
  password: z
    .preprocess((value) => (value === '' ? undefined : value), staffPassword.nullish())
    .describe('Write-only; absent, null or empty keeps the current password'),
});
export type AdminStaffUpdate = z.input<typeof adminStaffUpdate>;

export const adminStaff = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  enabled: z.boolean(),
  roleIds: z.array(z.number().int()),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('Read-only'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminStaff = z.infer<typeof adminStaff>;

export const STAFF_SORT_FIELDS = ['id', 'username', 'name', 'createTime', 'updateTime'] as const;
export const adminStaffListQuery = adminListQuery(STAFF_SORT_FIELDS).extend({
  enabled: booleanQuery.optional(),
  roleId: idParam.optional(),
});
export type AdminStaffListQuery = z.output<typeof adminStaffListQuery>;

export const passwordResetResult = z.object({
  id: z.number().int(),
  username: z.string(),
  password: z.string().describe('The new password; shown only in this answer'),
  removedBindings: z
    .array(removedBinding)
    .describe('The third-party accounts that signed in as this user without a password, now unbound'),
});
export type PasswordResetResult = z.infer<typeof passwordResetResult>;

export const roleOption = z.object({ label: z.string(), value: z.number().int() });

const authority = z.enum(ALL_AUTHORITIES as [Authority, ...Authority[]]);

export const adminRoleInput = z.object({
  name: z.string().trim().min(1, 'required').max(50),
  description: optionalText(200),
  authorities: z.array(authority).max(ALL_AUTHORITIES.length * 2),
});
export type AdminRoleInput = z.input<typeof adminRoleInput>;

export const adminRole = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  authorities: z.array(z.string()),
  builtin: z.boolean().describe('Read-only; the built-in admin role keeps every authority'),
  userCount: z.number().int().describe('Staff users holding the role'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type AdminRole = z.infer<typeof adminRole>;

export const ROLE_SORT_FIELDS = ['id', 'name', 'userCount', 'createTime', 'updateTime'] as const;
export const adminRoleListQuery = adminListQuery(ROLE_SORT_FIELDS);
export type AdminRoleListQuery = z.output<typeof adminRoleListQuery>;

export const authorityGroup = z.object({
  resource: z.string(),
  authorities: z.array(z.string()),
});
export type AuthorityGroup = z.infer<typeof authorityGroup>;
