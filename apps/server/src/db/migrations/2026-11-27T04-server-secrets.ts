import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Keys the server signs things with (the preview links of contract §10), one row per purpose.
 * In the database, not in a process or DATA_DIR, so every process and machine serving the site
 * signs and checks with the same key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
