import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The trash of the bilingual records (contract §10, issue 23 M6): a row per record in it. The
 * record keeps its main row, its links and its versions; the row says it is in the trash, since
 * when and by whom (docs/decisions/2026-11-28-trash.md). The primary key answers "is this record
 * in the trash?" for the back-office reads; the index on `deleted_at` the list's order and the
 * look for records due to be purged.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('content_trash')
    .addColumn('resource', 'varchar(50)', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('deleted_at', types.timestamp, (col) => col.notNull())
    .addColumn('deleted_by', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
    .addColumn('deleted_by_username', 'varchar(100)')
    .addPrimaryKeyConstraint('content_trash_pk', ['resource', 'record_id'])
    .execute();
  await db.schema.createIndex('content_trash_by_time').on('content_trash').columns(['deleted_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_trash').execute();
}
