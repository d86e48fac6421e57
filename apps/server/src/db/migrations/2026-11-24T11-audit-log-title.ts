import type { Kysely } from 'kysely';

/** Audit entries name their record (a product's name, a news title…) as it was when written. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('title', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('title').execute();
}
