import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { toBool, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { StaffRepository } from '../staff/staff.repository.ts';
import type { AccountLockout } from './account-lockout.ts';
import { AuthRepository } from './auth.repository.ts';
import type { SecondFactorCheck } from './second-factor.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session in use is pushed back to a full lifetime at most this often: one write per hour. */
const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in staff member of a request. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  avatar: string;
  email: string;
  authorities: Set<string>;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type LoginResult =
  | { outcome: 'ok'; token: string; user: SessionUser }
  | { outcome: 'invalid' }
  /** The password was right, but two-factor sign-in is on and no valid, unused code came with it. */
  | { outcome: 'mfa-required' }
  /** The password was right, but too many wrong codes locked the account's second factor. */
  | { outcome: 'mfa-locked'; retryAfterSeconds: number }
  | { outcome: 'throttled'; retryAfterSeconds: number };

export interface LoadedSession {
  /** The session's stored id: its token's digest. */
  id: string;
  user: SessionUser;
  /** The expiry moved: the cookie should be sent again with a fresh lifetime. */
  renewed: boolean;
}

/** Only the digest is stored, so a copy of the sessions table cannot be replayed as cookies. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The header bell's figures of a user: what their notice list holds, and how much of it is unread. */
export interface NoticeCounts {
  counts(userId: number, authorities: ReadonlySet<string>): Promise<{ total: number; unread: number }>;
}

/** Sign-in, server-side sessions and the current user. */
export class AuthService {
  readonly #auth: AuthRepository;
  readonly #staff: StaffRepository;
  readonly #twoFactor: SecondFactorCheck;
  readonly #lockout: AccountLockout;
  readonly #notices: NoticeCounts;
  #lastCleanup = 0;

  constructor(
    db: Kysely<Database>,
    deps: { notices: NoticeCounts; twoFactor: SecondFactorCheck; lockout: AccountLockout },
  ) {
    this.#auth = new AuthRepository(db);
    this.#staff = new StaffRepository(db);
    this.#twoFactor = deps.twoFactor;
    this.#lockout = deps.lockout;
    this.#notices = deps.notices;
  }

  /**
   * Every attempt is counted before the password is checked and forgiven on success, so the
   * limit holds even for guesses sent in parallel. Attempts are counted per username and
   * client address: an address that failed too often answers "throttled" for that username,
   * even with the right password, until the window has passed, while the owner signing in from
   * their own address is not held up by failures sent from elsewhere. Guessing from many
   * addresses is slowed by each address's own limit and the route's per-address rate limit.
   *
   * With two-factor sign-in on, a missing or wrong `otp` leaves the attempt counted like a wrong
   * password, so codes cannot be guessed faster than passwords; wrong codes are also counted for
   * the account, whatever the address (`SecondFactorCheck.checkSecondFactor`, which the two-factor module implements).
   */
  async login(username: string, password: string, client: ClientInfo, otp?: string): Promise<LoginResult> {
    const now = Date.now();
    await this.#cleanUp(now);
    const attempt = await this.#auth.countAttempt(
      username,
      client.ip,
      iso(now),
      iso(now - LOGIN_FAILURE_WINDOW_MS),
      MAX_LOGIN_FAILURES,
    );
    if (attempt.failures > MAX_LOGIN_FAILURES) {
      const lockEnds = new Date(toIso(attempt.lastFailedAt)).getTime() + LOGIN_FAILURE_WINDOW_MS;
      return { outcome: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil((lockEnds - now) / 1000)) };
    }

    const account = await this.#staff.findUserByUsername(username);
    const valid = account
      ? await verifyPassword(account.password_hash, password)
      : await verifyAgainstDummy(password);
    if (!account || !valid || !toBool(account.enabled)) return { outcome: 'invalid' };
    const secondFactor = await this.#twoFactor.checkSecondFactor(account.id, otp, client.ip, now);
    if (secondFactor.outcome === 'wrong') return { outcome: 'mfa-required' };
    if (secondFactor.outcome === 'locked') {
      return { outcome: 'mfa-locked', retryAfterSeconds: secondFactor.retryAfterSeconds };
    }

    await this.#auth.clearFailures(username, client.ip);
    return this.startSession(account, client, now);
  }

  /** A new session for a user who has proved who they are (by password, or by a bound provider). */
  async startSession(
    account: { id: number; username: string; name: string; avatar: string; email: string },
    client: ClientInfo,
    now = Date.now(),
  ): Promise<LoginResult & { outcome: 'ok' }> {
    const token = randomBytes(32).toString('base64url');
    await this.#auth.insertSession({
      id: sessionId(token),
      userId: account.id,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      expiresAt: iso(now + SESSION_TTL_MS),
    });
    const authorities = await this.#staff.authoritiesOf(account.id);
    const { id, name, avatar, email } = account;
    return {
      outcome: 'ok',
      token,
      user: { id, username: account.username, name, avatar, email, authorities: new Set(authorities) },
    };
  }

  /** The session's user; null when the token is unknown, expired or its user disabled. */
  async loadSession(token: string): Promise<LoadedSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const id = sessionId(token);
    const row = await this.#auth.findSession(id);
    if (!row) return null;
    const now = Date.now();
    const expiresAt = new Date(toIso(row.expires_at)).getTime();
    if (expiresAt <= now) {
      await this.#auth.deleteSession(id);
      return null;
    }
    if (!toBool(row.enabled)) return null;

    const renewed = expiresAt - now < SESSION_TTL_MS - SESSION_RENEW_AFTER_MS;
    if (renewed) await this.#auth.extendSession(id, iso(now + SESSION_TTL_MS));
    const authorities = await this.#staff.authoritiesOf(row.id);
    return {
      id,
      user: {
        id: row.id,
        username: row.username,
        name: row.name,
        avatar: row.avatar,
        email: row.email,
        authorities: new Set(authorities),
      },
      renewed,
    };
  }

  async logout(token: string): Promise<void> {
    if (TOKEN_PATTERN.test(token)) await this.#auth.deleteSession(sessionId(token));
  }

  async currentUser(user: SessionUser): Promise<Omit<CurrentUser, 'timeZone'>> {
    const { total, unread } = await this.#notices.counts(user.id, user.authorities);
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      avatar: user.avatar,
      email: user.email,
      authorityList: [...user.authorities].sort(),
      notifyCount: total,
      unreadCount: unread,
    };
  }

  /** Expired sessions and stale failure counts are dropped now and then, not on every call. */
  async #cleanUp(now: number): Promise<void> {
    if (now - this.#lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.#lastCleanup = now;
    await this.#auth.deleteExpiredSessions(iso(now));
    await this.#auth.deleteStaleFailures(iso(now - LOGIN_FAILURE_WINDOW_MS));
    await this.#lockout.deleteStale(now);
  }
}
