import { z } from 'zod';

export const loginRequest = z.object({
  username: z.string().trim().min(1, 'required').max(100),
  password: z.string().min(1, 'required').max(200),
  type: z.string().max(20).optional().default('account'),
  /** With two-factor sign-in on: a current TOTP code or an unused recovery code (contract §11). */
  otp: z.string().trim().max(64).optional(),
  locale: z
    .string()
    .max(35)
    .optional()
    .describe(
      "The language the sign-in page was shown in (`umi_locale`); kept as the user's back-office language at the first sign-in",
    ),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResult = z.object({
  status: z.literal('ok'),
  type: z.string(),
  currentAuthority: z.array(z.string()),
});

export const currentUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  email: z.string(),
  authorityList: z.array(z.string()),
  notifyCount: z.number(),
  unreadCount: z.number(),
  timeZone: z
    .string()
    .describe(
      'The site’s IANA time zone (SITE_TIME_ZONE): the back-office shows and takes times on its clock',
    ),
});
export type CurrentUser = z.infer<typeof currentUser>;
