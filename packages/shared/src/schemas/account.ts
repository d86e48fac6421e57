import { z } from 'zod';
import type { MessageKey } from '../validation.ts';
import { staffPassword } from './admin/staff.ts';
import { PHONE_PATTERN } from './enquiry-rules.ts';
import { removedBinding } from './sign-in-providers.ts';
import { siteImageUrl } from './urls.ts';

/* The signed-in user's own account (contract §11 "Account"): profile, password, security items. */

/** Where an uploaded avatar is served to signed-in staff (never to the public). */
export const avatarUrl = (fileId: number) => `/api/v1/account/avatars/${fileId}`;
export const AVATAR_URL_PATTERN = /^\/api\/v1\/account\/avatars\/(\d+)$/;

/** A text the account settings ask for, with the specification's own prompt when it is left empty. */
const asked = (prompt: MessageKey, max: number) => z.string({ error: prompt }).trim().min(1, prompt).max(max);

const isEmail = (value: string) => z.email().safeParse(value).success;

export const accountProfileInput = z.object({
  name: asked('promptNickname', 100),
  email: asked('promptEmail', 254).refine(isEmail, 'invalidEmail'),
  avatar: siteImageUrl.nullish().transform((value) => value ?? ''),
  signature: asked('promptSignature', 500),
  country: asked('promptCountry', 100),
  province: asked('promptGeographic', 100),
  city: asked('promptGeographic', 100),
  address: asked('promptAddress', 200),
  phone: asked('promptPhone', 30).regex(PHONE_PATTERN, 'invalidPhone'),
});
export type AccountProfileInput = z.input<typeof accountProfileInput>;

export const accountProfile = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.string().describe('An uploaded image (POST /api/v1/account/avatar), or empty'),
  signature: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

export const avatarUpload = z.object({
  url: z.string().describe('The avatar address to save in the profile'),
});

export const passwordChange = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, 'required').max(200),
  newPassword: staffPassword,
});
export type PasswordChange = z.input<typeof passwordChange>;

/** `POST /api/login/forgot-password`: the account by its username, email or backup email. */
export const passwordResetRequest = z.object({
  account: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(254)
    .describe('Username, email or backup email'),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** `POST /api/login/reset-password`: the token of the mailed link and the new password. */
export const passwordReset = z.object({
  token: z.string({ error: 'required' }).min(1, 'required').max(200),
  newPassword: staffPassword,
});
export type PasswordReset = z.input<typeof passwordReset>;

export const passwordChanged = z.object({
  removedBindings: z
    .array(removedBinding)
    .describe('The third-party accounts that no longer sign in as this user: bind them again to use them'),
});
export type PasswordChanged = z.infer<typeof passwordChanged>;

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || isEmail(value), 'invalidEmail');

/** Any of the fields; an absent one is kept. An empty question removes the question and its answer. */
export const securityUpdate = z.object({
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'invalidPhone')
    .optional(),
  question: z.string().trim().max(200).optional(),
  answer: z.string().trim().min(1, 'required').max(200).optional().describe('Write-only: stored hashed'),
  backupEmail: optionalEmail.optional(),
});
export type SecurityUpdate = z.input<typeof securityUpdate>;

export const mfaStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

export const accountSecurity = z.object({
  passwordStrength: z
    // Spelled out: password-strength.ts, which names them too, carries megabytes of dictionaries.
    .enum(['weak', 'medium', 'strong'])
    .nullable()
    .describe('Rated when the password was last set or used to sign in; null until then'),
  phone: z.string(),
  question: z.string(),
  backupEmail: z.string(),
  mfa: mfaStatus,
});
export type AccountSecurity = z.infer<typeof accountSecurity>;
