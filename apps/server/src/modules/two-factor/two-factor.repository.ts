import type { Kysely } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/** The TOTP secrets and recovery codes of staff users. */
export class TwoFactorRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  find(userId: number) {
    return this.#db.selectFrom('staff_mfa').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async savePendingSecret(userId: number, secret: string): Promise<void> {
    await this.#db
      .insertInto('staff_mfa')
      .values({
        user_id: userId,
        secret: null,
        pending_secret: secret,
        last_used_step: null,
        enabled_at: null,
      })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: secret }))
      .execute();
  }

  /**
   * Makes the pending secret the confirmed one, with the step of the confirming code as used,
   * and replaces every recovery code, in one transaction.
   */
  async enable(userId: number, secret: string, step: number, codeHashes: string[]): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('staff_mfa')
        .set({ secret, pending_secret: null, last_used_step: step, enabled_at: nowIso() })
        .where('user_id', '=', userId)
        .execute();
      await trx.deleteFrom('staff_mfa_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('staff_mfa_recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
        .execute();
    });
  }

  async disable(userId: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('staff_mfa_recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('staff_mfa').where('user_id', '=', userId).execute();
    });
  }

  /**
   * Records `step` as used when it is later than the last one: true if this call moved it.
   * One conditional update, so two sign-ins racing with the same code cannot both win.
   */
  async useStep(userId: number, step: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('staff_mfa')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where('secret', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the recovery code used: true if it existed and was unused (once, even under a race). */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('staff_mfa_recovery_codes')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async countUnusedRecoveryCodes(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('staff_mfa_recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
