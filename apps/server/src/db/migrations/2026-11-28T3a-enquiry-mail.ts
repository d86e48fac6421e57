import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Staff may also hear of new enquiries by email (issue 25): off until they switch it on. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('notification_settings')
    .addColumn('todo_email', t.boolean, (c) => c.notNull().defaultTo(false))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('todo_email').execute();
}
