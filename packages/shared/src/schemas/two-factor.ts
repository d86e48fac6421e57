import { z } from 'zod';

/** Contract §11 "Two-factor sign-in": TOTP (RFC 6238) with SHA-1, 6 digits, 30-second steps. */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const RECOVERY_CODE_COUNT = 10;

export const mfaSetup = z.object({
  secret: z.string().describe('The shared secret in base32, for typing into an authenticator app'),
  otpauthUrl: z.string().describe('The otpauth://totp/ URL that a QR code carries'),
});
export type MfaSetup = z.infer<typeof mfaSetup>;

export const mfaEnableInput = z.object({
  code: z.string().trim().min(1, 'required').max(20),
});

export const mfaEnabled = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT).describe('Shown once; each works once'),
});
export type MfaEnabled = z.infer<typeof mfaEnabled>;

export const mfaDisableInput = z.object({
  password: z.string().min(1, 'required').max(200),
});
