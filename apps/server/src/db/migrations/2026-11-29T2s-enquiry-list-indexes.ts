import { type Kysely, sql } from 'kysely';

/*
 * The enquiry inbox at a million rows (issue 26): its lists page by keyset, `(order columns, id)`
 * past the last row shown, so each order and each common filter gets an index ending in the
 * columns it pages by. PostgreSQL would otherwise sort every match for each page; SQLite's
 * indexes already end in the row id, but not in the time the status and kind filters order by.
 * The email filter compares in lower case, as the index does.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enquiries_inbox').execute();
  await db.schema.dropIndex('enquiries_kind').execute();
  const indexes = {
    enquiries_received: 'created_at, id',
    enquiries_inbox: 'status, created_at, id',
    enquiries_kind: 'kind, created_at, id',
    enquiries_product: 'product_id, created_at, id',
    enquiries_email: 'lower(email), created_at, id',
    enquiries_by_name: 'name, id',
  };
  for (const [name, columns] of Object.entries(indexes))
    await sql`create index ${sql.id(name)} on enquiries (${sql.raw(columns)})`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'enquiries_received',
    'enquiries_inbox',
    'enquiries_kind',
    'enquiries_product',
    'enquiries_email',
    'enquiries_by_name',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema.createIndex('enquiries_inbox').on('enquiries').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('enquiries_kind').on('enquiries').columns(['kind', 'created_at']).execute();
}
