import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { locked } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { StaffRepository } from '../staff/staff.repository.ts';
import type { AccountLockout } from './account-lockout.ts';
import { AuthRepository } from './auth.repository.ts';

/** Who types their password again: the account, and the session it is typed in. */
export interface PasswordChecker {
  userId: number;
  /** The session's stored id; null when the request has none. */
  sessionId: string | null;
}

/**
 * The signed-in user's password typed again (a password change, turning two-factor sign-in off,
 * binding a provider), counted per account like sign-in failures: a stolen session cannot guess
 * the password. The session that reaches the limit, and any that tries while it holds, is ended:
 * whoever holds only a session is out, the owner signs in again.
 */
export class CurrentPasswordCheck {
  readonly #staff: StaffRepository;
  readonly #auth: AuthRepository;
  readonly #lockout: AccountLockout;

  constructor(db: Kysely<Database>, lockout: AccountLockout) {
    this.#staff = new StaffRepository(db);
    this.#auth = new AuthRepository(db);
    this.#lockout = lockout;
  }

  /** Whether the password is the user's; RATE_LIMITED once too many were wrong. */
  async matches(checker: PasswordChecker, password: string, now = Date.now()): Promise<boolean> {
    const attempt = await this.#lockout.attempt(checker.userId, 'current-password', now);
    if (attempt.locked) await this.#refuse(checker, attempt.retryAfterSeconds);
    const hash = await this.#staff.passwordHashOf(checker.userId);
    if (hash !== undefined && (await verifyPassword(hash, password))) {
      await this.#lockout.forgive(checker.userId, 'current-password');
      return true;
    }
    if (attempt.last) await this.#refuse(checker, attempt.retryAfterSeconds);
    return false;
  }

  async #refuse(checker: PasswordChecker, retryAfterSeconds: number): Promise<never> {
    if (checker.sessionId !== null) await this.#auth.deleteSession(checker.sessionId);
    throw locked('passwordChecksLocked', retryAfterSeconds);
  }
}
