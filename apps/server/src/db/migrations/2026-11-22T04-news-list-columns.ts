import type { Kysely } from 'kysely';

const LIST_FIELDS = ['summary', 'cover', 'address', 'booth'] as const;

/**
 * News texts also keep the fields a list shows in columns of their own, so a list reads neither
 * an article's body nor parses it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and see no schema types
export async function up(db: Kysely<any>): Promise<void> {
  for (const field of LIST_FIELDS) {
    await db.schema
      .alterTable('news_i18n')
      .addColumn(field, 'text', (column) => column.notNull().defaultTo(''))
      .execute();
  }
  const rows: Array<{ news_id: number; lang: string; data: string }> = await db
    .selectFrom('news_i18n')
    .select(['news_id', 'lang', 'data'])
    .execute();
  for (const row of rows) {
    const text = JSON.parse(row.data) as Partial<Record<(typeof LIST_FIELDS)[number], unknown>>;
    const columns = Object.fromEntries(
      LIST_FIELDS.map((field) => [field, typeof text[field] === 'string' ? text[field] : '']),
    );
    await db
      .updateTable('news_i18n')
      .set(columns)
      .where('news_id', '=', row.news_id)
      .where('lang', '=', row.lang)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const field of LIST_FIELDS) {
    await db.schema.alterTable('news_i18n').dropColumn(field).execute();
  }
}
