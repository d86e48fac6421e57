import type { Kysely } from 'kysely';

/**
 * What a printed contract says besides its goods: the terms of payment and of delivery, and the
 * VAT rate its prices include (null: the contract states none, as every contract before this).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('payment_terms', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('delivery_terms', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('contracts').addColumn('vat_percent', 'integer').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['vat_percent', 'delivery_terms', 'payment_terms']) {
    await db.schema.alterTable('contracts').dropColumn(column).execute();
  }
}
