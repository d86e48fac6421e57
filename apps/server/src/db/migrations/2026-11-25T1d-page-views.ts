import type { Kysely } from 'kysely';

/**
 * Page views and downloads, counted per calendar day (SITE_TIME_ZONE) rather than per visit: the
 * dashboards only ever ask for sums over days, and a row per day and page stays small however
 * busy the site gets. `day` is `YYYY-MM-DD` text on both databases, so ranges compare as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_views_pk', ['day', 'path', 'lang'])
    .execute();
  // No foreign key: a deleted file keeps its past downloads out of the list, not out of the table.
  await db.schema
    .createTable('download_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('download_counts_pk', ['day', 'file_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_counts').execute();
  await db.schema.dropTable('page_views').execute();
}
