import { type Expression, type Kysely, sql } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

export interface SessionInsert {
  id: string;
  userId: number;
  ip: string;
  userAgent: string;
  expiresAt: string;
}

export interface LoginAttemptCount {
  failures: number;
  lastFailedAt: string | Date;
}

/**
 * A stored failure counter's update for one more failure: it starts again at 1 once its last
 * failure lies before the window; once at `max`, the time of the failure that reached it is kept,
 * so the lock runs from then rather than from each refused attempt.
 */
function countedFailure(
  failures: Expression<number>,
  lastFailedAt: Expression<string>,
  { now, windowStart, max }: { now: string; windowStart: string; max: number },
) {
  return {
    failures: sql<number>`case when ${lastFailedAt} < ${windowStart} then 1 else ${failures} + 1 end`,
    last_failed_at: sql<string>`case when ${failures} >= ${max} and ${lastFailedAt} >= ${windowStart} then ${lastFailedAt} else ${now} end`,
  };
}

/**
 * Sessions, the count of failed sign-ins per username and client address, and the count of wrong
 * answers to a signed-in account's checks per account.
 */
export class AuthRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insertSession(session: SessionInsert): Promise<void> {
    await this.#db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        ip: session.ip,
        user_agent: session.userAgent,
        created_at: nowIso(),
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The session with its user, whatever the expiry or the user's state: the caller decides. */
  findSession(id: string) {
    return this.#db
      .selectFrom('sessions as s')
      .innerJoin('staff_users as u', 'u.id', 's.user_id')
      .where('s.id', '=', id)
      .select(['s.expires_at', 'u.id', 'u.username', 'u.name', 'u.avatar', 'u.email', 'u.enabled'])
      .executeTakeFirst();
  }

  async extendSession(id: string, expiresAt: string): Promise<void> {
    await this.#db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }

  /**
   * Counts one more attempt for `username` from `ip`, atomically, so parallel guesses cannot
   * slip past the limit. A count older than `windowStart` starts again at 1. Once the count has reached
   * `max` inside the window, further attempts no longer move `last_failed_at`: the lock ends
   * when the window passes even while an attacker keeps trying.
   */
  async countAttempt(
    username: string,
    ip: string,
    now: string,
    windowStart: string,
    max: number,
  ): Promise<LoginAttemptCount> {
    const row = await this.#db
      .insertInto('login_failures')
      .values({ username, ip, failures: 1, last_failed_at: now })
      .onConflict((conflict) =>
        conflict.columns(['username', 'ip']).doUpdateSet((eb) =>
          countedFailure(eb.ref('login_failures.failures'), eb.ref('login_failures.last_failed_at'), {
            now,
            windowStart,
            max,
          }),
        ),
      )
      .returning(['failures', 'last_failed_at'])
      .executeTakeFirstOrThrow();
    return { failures: Number(row.failures), lastFailedAt: row.last_failed_at };
  }

  async clearFailures(username: string, ip: string): Promise<void> {
    await this.#db
      .deleteFrom('login_failures')
      .where('username', '=', username)
      .where('ip', '=', ip)
      .execute();
  }

  async deleteStaleFailures(windowStart: string): Promise<void> {
    await this.#db.deleteFrom('login_failures').where('last_failed_at', '<', windowStart).execute();
  }

  /** `countAttempt` for one check of one account, from wherever the attempt came. */
  async countAccountAttempt(
    userId: number,
    check: string,
    now: string,
    windowStart: string,
    max: number,
  ): Promise<LoginAttemptCount> {
    const row = await this.#db
      .insertInto('account_check_failures')
      .values({ user_id: userId, check_name: check, failures: 1, last_failed_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'check_name'])
          .doUpdateSet((eb) =>
            countedFailure(
              eb.ref('account_check_failures.failures'),
              eb.ref('account_check_failures.last_failed_at'),
              { now, windowStart, max },
            ),
          ),
      )
      .returning(['failures', 'last_failed_at'])
      .executeTakeFirstOrThrow();
    return { failures: Number(row.failures), lastFailedAt: row.last_failed_at };
  }

  async clearAccountFailures(userId: number, check: string): Promise<void> {
    await this.#db
      .deleteFrom('account_check_failures')
      .where('user_id', '=', userId)
      .where('check_name', '=', check)
      .execute();
  }

  async deleteStaleAccountFailures(windowStart: string): Promise<void> {
    await this.#db.deleteFrom('account_check_failures').where('last_failed_at', '<', windowStart).execute();
  }
}
