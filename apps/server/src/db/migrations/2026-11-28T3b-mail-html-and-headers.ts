import type { Kysely } from 'kysely';

/**
 * Mail of the outbox may carry an HTML part beside its plain text, and headers of its own (the
 * alerts' `List-Unsubscribe`, contract §9); earlier messages have neither.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('html').execute();
}
