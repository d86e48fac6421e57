import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/** The text tables of the resources that kept versions before this migration, as they were then. */
const TEXT_TABLES = [
  { resource: 'products', table: 'product_i18n', owner: 'product_id' },
  { resource: 'product-categories', table: 'product_category_i18n', owner: 'category_id' },
  { resource: 'applications', table: 'application_i18n', owner: 'application_id' },
  { resource: 'news', table: 'news_i18n', owner: 'news_id' },
  { resource: 'investor', table: 'investor_i18n', owner: 'item_id' },
  { resource: 'recruit', table: 'recruit_i18n', owner: 'recruit_id' },
  { resource: 'comments', table: 'comment_i18n', owner: 'comment_id' },
  { resource: 'blocks', table: 'page_blocks', owner: 'type' },
] as const;

/**
 * Publication per language (contract §10, issue 15): which version of a bilingual record or a
 * page block is public in each language. The live tables keep the published text; this row
 * names its version. Until now every save published, so a record that already has versions is
 * public at its latest version in each language it has text in: backfilled here. A record
 * without versions (older content, demo content) is treated the same way as version 1 when first
 * touched (`content/publication.ts`).
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
  for (const { resource, table, owner } of TEXT_TABLES) {
    await sql`
      insert into content_publications (resource, record_key, lang, version, published_at, published_by)
      select v.resource, v.record_key, t.lang, v.version, v.created_at, v.author_id
      from content_versions as v
      join ${sql.table(table)} as t on cast(${sql.ref(`t.${owner}`)} as varchar(50)) = v.record_key
      where v.resource = ${resource}
        and v.version = (
          select max(w.version) from content_versions as w
          where w.resource = v.resource and w.record_key = v.record_key
        )
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_publications').execute();
}
