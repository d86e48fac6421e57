import type { Kysely } from 'kysely';

/*
 * Lifecycle dates (contract §13, issue 27): products and parts gain `last_order_date` and
 * `last_ship_date` (`YYYY-MM-DD` or null), and each product's public data (`facts`) gains them,
 * with its `changeNotices`. Stored facts and the products' versions are not derived again on
 * read, so both are brought to the new shape here: no dates and no notices until the next write.
 */

const DATES = ['last_order_date', 'last_ship_date'] as const;

interface Dated {
  lastOrderDate?: string | null;
  lastShipDate?: string | null;
  parts?: Dated[];
  changeNotices?: unknown[];
}

function undated(target: Dated): void {
  target.lastOrderDate ??= null;
  target.lastShipDate ??= null;
}

function withDates(text: string, notices: boolean): string {
  const value = JSON.parse(text) as Dated;
  undated(value);
  for (const part of value.parts ?? []) undated(part);
  if (notices) value.changeNotices ??= [];
  return JSON.stringify(value);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'product_parts']) {
    for (const column of DATES) {
      await db.schema.alterTable(table).addColumn(column, 'varchar(10)').execute();
    }
  }
  const texts: Array<{ product_id: number; lang: string; facts: string }> = await db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'facts'])
    .execute();
  for (const text of texts) {
    await db
      .updateTable('product_i18n')
      .set({ facts: withDates(text.facts, true) })
      .where('product_id', '=', text.product_id)
      .where('lang', '=', text.lang)
      .execute();
  }
  const versions: Array<{ id: number; snapshot: string }> = await db
    .selectFrom('content_versions')
    .select(['id', 'snapshot'])
    .where('resource', '=', 'products')
    .execute();
  for (const version of versions) {
    await db
      .updateTable('content_versions')
      .set({ snapshot: withDates(version.snapshot, false) })
      .where('id', '=', version.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'product_parts']) {
    for (const column of DATES) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
