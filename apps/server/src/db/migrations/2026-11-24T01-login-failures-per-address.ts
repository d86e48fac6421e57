import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Failed sign-ins are counted per username and client address, so that failures sent from
 * elsewhere cannot lock the owner out. The counts are short-lived (a quarter of an hour), so
 * the table is made afresh rather than converted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['username', 'ip'])
    .execute();
  await db.schema
    .createIndex('login_failures_by_time')
    .on('login_failures')
    .column('last_failed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', t.timestamp, (c) => c.notNull())
    .execute();
}
