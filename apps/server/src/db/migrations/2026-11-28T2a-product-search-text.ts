import type { Kysely } from 'kysely';

/*
 * Product texts keep a searchable copy of their prose (summary, features, the models'
 * descriptions and the description without its markup), in lower case, so the list's keyword
 * finds "pedometer" where only the features say it. Written here as the repository writes it
 * today, and frozen with this migration.
 */

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function searchText(text: Record<string, unknown>): string {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap((item) =>
            item && typeof item === 'object'
              ? strings((item as Record<string, unknown>).description)
              : strings(item),
          )
        : [];
  return [
    ...strings(text.summary),
    ...strings(text.features),
    ...strings(text.models),
    ...strings(text.description).map(plain),
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product_i18n')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows: Array<{ product_id: number; lang: string; data: string }> = await db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'data'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('product_i18n')
      .set({ search_text: searchText(JSON.parse(row.data) as Record<string, unknown>) })
      .where('product_id', '=', row.product_id)
      .where('lang', '=', row.lang)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product_i18n').dropColumn('search_text').execute();
}
