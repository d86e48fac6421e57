import type { Kysely } from 'kysely';
import { up as addTextLiterals } from './2026-11-22T03-text-literals.ts';

/**
 * Product answers are serialised like every other answer, so the JSON string literal of each
 * product text (`data_literal`, 2026-11-22T03-text-literals) is no longer read or written.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_i18n').dropColumn('data_literal').execute();
}

/** The column comes back filled, as the migration that first added it filled it. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await addTextLiterals(db);
}
