import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Versions of the bilingual records and page blocks (contract §10, issue 15): one row per save,
 * the record whole as a JSON snapshot. The unique index on (resource, record_key, version) both
 * finds a record's versions without reading the others and refuses two saves taking the same
 * number. Records saved before this migration get their version 1 when first read or saved
 * (`content/versions.ts`), so nothing is backfilled here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('content_versions'))
    .addColumn('resource', 'varchar(50)', (col) => col.notNull())
    .addColumn('record_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'integer')
    .addColumn('author_username', 'varchar(100)')
    .addColumn('changed_fields', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('content_versions_by_record')
    .on('content_versions')
    .columns(['resource', 'record_key', 'version'])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
}
