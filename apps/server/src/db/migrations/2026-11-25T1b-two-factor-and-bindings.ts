import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Two-factor sign-in (a TOTP secret per staff user, with the last time step used so no code
 * works twice, and hashed one-time recovery codes), the third-party accounts bound to staff
 * users, and the short-lived state of OpenID Connect sign-ins and bindings in progress (in the
 * database, so any process of several may receive the provider's callback).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('staff_mfa')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('staff_users.id').onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('enabled_at', t.timestamp)
    .execute();
  await db.schema
    .createTable('staff_mfa_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addPrimaryKeyConstraint('staff_mfa_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('staff_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_identities_pk', ['provider', 'subject'])
    .addUniqueConstraint('staff_identities_one_per_provider', ['user_id', 'provider'])
    .execute();
  await db.schema
    .createTable('oidc_transactions')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('staff_users.id').onDelete('cascade'))
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_transactions').execute();
  await db.schema.dropTable('staff_identities').execute();
  await db.schema.dropTable('staff_mfa_recovery_codes').execute();
  await db.schema.dropTable('staff_mfa').execute();
}
