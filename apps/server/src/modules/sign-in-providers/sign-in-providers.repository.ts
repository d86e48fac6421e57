import { type RemovedBinding, SIGN_IN_PROVIDERS, type SignInProvider } from '@coresense/shared';
import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { OidcTransactionTable } from './sign-in-providers.table.ts';

/** Bound third-party accounts and the OpenID Connect transactions in progress. */
export class SignInProviderRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  identitiesOf(userId: number) {
    return this.#db
      .selectFrom('staff_identities')
      .select(['provider', 'account'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** The staff user bound to this account at the provider, with what a session needs. */
  findBoundUser(provider: string, subject: string) {
    return this.#db
      .selectFrom('staff_identities as i')
      .innerJoin('staff_users as u', 'u.id', 'i.user_id')
      .where('i.provider', '=', provider)
      .where('i.subject', '=', subject)
      .select(['u.id', 'u.username', 'u.name', 'u.avatar', 'u.email', 'u.enabled'])
      .executeTakeFirst();
  }

  /**
   * Binds the account to the user, replacing the user's earlier account at that provider; false
   * when the account is already bound to someone else.
   */
  async bind(userId: number, provider: string, subject: string, account: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const holder = await trx
        .selectFrom('staff_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (holder && holder.user_id !== userId) return false;
      await trx
        .deleteFrom('staff_identities')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .execute();
      await trx
        .insertInto('staff_identities')
        .values({ provider, subject, user_id: userId, account, created_at: nowIso() })
        .execute();
      return true;
    });
  }

  async unbind(userId: number, provider: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('staff_identities')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Removes every binding of the user; answers what was bound, in provider order. */
  async unbindAll(userId: number): Promise<RemovedBinding[]> {
    const rows = await this.#db
      .deleteFrom('staff_identities')
      .where('user_id', '=', userId)
      .returning(['provider', 'account'])
      .execute();
    return rows
      .map((row) => ({ provider: row.provider as SignInProvider, account: row.account }))
      .sort((a, b) => SIGN_IN_PROVIDERS.indexOf(a.provider) - SIGN_IN_PROVIDERS.indexOf(b.provider));
  }

  async insertTransaction(transaction: Insertable<OidcTransactionTable>): Promise<void> {
    await this.#db.deleteFrom('oidc_transactions').where('expires_at', '<=', nowIso()).execute();
    await this.#db.insertInto('oidc_transactions').values(transaction).execute();
  }

  /** Takes the transaction out (it serves once); undefined when unknown. */
  async takeTransaction(stateHash: string) {
    const row = await this.#db
      .selectFrom('oidc_transactions')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const deleted = await this.#db
      .deleteFrom('oidc_transactions')
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    // A callback racing with itself: only the one that deleted the row goes on.
    return Number(deleted.numDeletedRows) === 1 ? row : undefined;
  }
}
