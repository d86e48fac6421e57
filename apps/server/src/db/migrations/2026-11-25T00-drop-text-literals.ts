import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Product answers are serialised like every other answer, so the JSON string literal of each
 * product text (`data_literal`, 2026-11-22T03-text-literals) is no longer read or written.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_i18n').dropColumn('data_literal').execute();
}

/** The column comes back filled, as code of that time expects it for every stored text. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_i18n').addColumn('data_literal', columnTypes(db).bytes).execute();
  const rows: Array<{ product_id: number; lang: string; data: string }> = await db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'data'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('product_i18n')
      .set({ data_literal: Buffer.from(JSON.stringify(row.data)) })
      .where('product_id', '=', row.product_id)
      .where('lang', '=', row.lang)
      .execute();
  }
}
