import { z } from 'zod';

/** Contract §11 "Two-factor sign-in": TOTP (RFC 6238) with SHA-1, 6 digits, 30-second steps. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const RECOVERY_CODE_COUNT = 10;

export const mfaSetup = z.object({
  secret: z.string().describe('The shared secret in base32, for typing into an authenticator app'),
  otpauthUrl: z.string().describe('The otpauth://totp/ URL that a QR code carries'),
});
export type MfaSetup = z.infer<typeof mfaSetup>;

const password = z.string({ error: 'required' }).min(1, 'required').max(200);

/**
 * The password typed again, and with two-factor sign-in on a current or recovery code too: what
 * a change that could hand over the account asks for, so that a stolen session alone cannot.
 */
export const reauthentication = z.object({
  password,
  code: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('Required while two-factor sign-in is on: a current code or an unused recovery code'),
});
export type Reauthentication = z.infer<typeof reauthentication>;

export const mfaEnableInput = z.object({
  code: z.string({ error: 'required' }).trim().min(1, 'required').max(20),
  password: password.describe("The user's password, typed again"),
});
export type MfaEnableInput = z.infer<typeof mfaEnableInput>;

export const mfaEnabled = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).describe('Shown once; each works once'),
});
export type MfaEnabled = z.infer<typeof mfaEnabled>;

export const mfaDisableInput = z.object({ password });
