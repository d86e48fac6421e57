import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Publication per language (contract §10, issue 15): which version of a bilingual record or a
 * page block is public in each language. The live tables keep the published text; this row
 * names its version. A record without any row here (older databases, demo content) is public in
 * each language it has text in, as version 1, which `content/publication.ts` writes when the
 * record is first touched; so nothing is backfilled here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('content_publications')
    .addColumn('resource', 'varchar(50)', (col) => col.notNull())
    .addColumn('record_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('published_at', types.timestamp, (col) => col.notNull())
    .addColumn('published_by', 'integer')
    .addPrimaryKeyConstraint('content_publications_pkey', ['resource', 'record_key', 'lang'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_publications').execute();
}
