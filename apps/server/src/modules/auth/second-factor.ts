/*
 * What a sign-in asks of the second factor. The two-factor module implements it; the sign-in
 * depends on this, not on that module, so the two do not import each other.
 */

export type SecondFactorResult =
  | { outcome: 'passed' }
  /** No code, or a wrong, expired or used one. */
  | { outcome: 'wrong' }
  /** Too many wrong codes for the account: only a recovery code is checked until the lock ends. */
  | { outcome: 'locked'; retryAfterSeconds: number };

export interface SecondFactorCheck {
  /** Passed for an account without a second factor; otherwise the code `otp` checked and counted. */
  checkSecondFactor(
    userId: number,
    otp: string | undefined,
    ip: string,
    now?: number,
  ): Promise<SecondFactorResult>;
}
