import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Each staff member's settings-drawer choices (contract §11 "Layout settings"): one row per user,
 * written at the first sign-in (to keep the language signed in with) and by the drawer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('layout_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('staff_users.id').onDelete('cascade'))
    .addColumn('nav_theme', 'text', (c) => c.notNull())
    .addColumn('content_width', 'text', (c) => c.notNull())
    .addColumn('color_primary', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('fixed_header', types.boolean, (c) => c.notNull())
    .addColumn('fix_siderbar', types.boolean, (c) => c.notNull())
    .addColumn('auto_hide_header', types.boolean, (c) => c.notNull())
    .addColumn('color_weak', types.boolean, (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('updated_at', types.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layout_settings').execute();
}
