import type { Kysely } from 'kysely';
import { toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AuthRepository } from './auth.repository.ts';

/** The checks a signed-in account answers again, each with its own count of wrong answers. */
export type AccountCheck = 'current-password' | 'second-factor';

export const ACCOUNT_CHECK_LIMITS: Record<AccountCheck, { max: number; windowMs: number }> = {
  /** As many as a sign-in allows an address, but for the account: a stolen session guesses no faster. */
  'current-password': { max: 5, windowMs: 15 * 60 * 1000 },
  /**
   * Only a password holder reaches the second factor, from any number of addresses: ten codes an
   * hour make the expected 3×10⁵ guesses (±1 step of 10⁶ codes) take years.
   */
  'second-factor': { max: 10, windowMs: 60 * 60 * 1000 },
};

const LONGEST_WINDOW_MS = Math.max(...Object.values(ACCOUNT_CHECK_LIMITS).map((limit) => limit.windowMs));

export interface AccountCheckAttempt {
  /** The limit was reached before this attempt: it must not be checked. */
  locked: boolean;
  /** This attempt is the last one allowed: if it fails, the lock starts. */
  last: boolean;
  /** Until the lock ends, counted from the attempt that started it. */
  retryAfterSeconds: number;
}

/**
 * Wrong answers to an account's checks, counted per account in the database, so that the limit
 * holds from every address and across every server process. As with sign-in, each attempt is
 * counted before it is checked and forgiven when it passes, so guesses sent in parallel cannot
 * slip past the limit.
 */
export class AccountLockout {
  readonly #auth: AuthRepository;

  constructor(db: Kysely<Database>) {
    this.#auth = new AuthRepository(db);
  }

  async attempt(userId: number, check: AccountCheck, now = Date.now()): Promise<AccountCheckAttempt> {
    const { max, windowMs } = ACCOUNT_CHECK_LIMITS[check];
    const count = await this.#auth.countAccountAttempt(
      userId,
      check,
      new Date(now).toISOString(),
      new Date(now - windowMs).toISOString(),
      max,
    );
    const lockEnds = new Date(toIso(count.lastFailedAt)).getTime() + windowMs;
    return {
      locked: count.failures > max,
      last: count.failures === max,
      retryAfterSeconds: Math.max(1, Math.ceil((lockEnds - now) / 1000)),
    };
  }

  forgive(userId: number, check: AccountCheck): Promise<void> {
    return this.#auth.clearAccountFailures(userId, check);
  }

  /** Counts past their window count for nothing any more. */
  deleteStale(now: number): Promise<void> {
    return this.#auth.deleteStaleAccountFailures(new Date(now - LONGEST_WINDOW_MS).toISOString());
  }
}
