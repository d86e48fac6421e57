import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Wrong answers to the checks of a signed-in account (its current password typed again, its
 * second factor), counted per account whatever the address or session they came from: in the
 * database, so the count holds across every server process.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('account_check_failures')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('check_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('account_check_failures_pk', ['user_id', 'check_name'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_check_failures').execute();
}
