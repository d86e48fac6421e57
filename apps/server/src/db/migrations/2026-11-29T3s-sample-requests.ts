import type { Kysely } from 'kysely';

/*
 * Sample requests (contract §13, issue 27) arrive in the enquiry inbox as kind `sample`: the
 * country and application the form asks for, and the parts asked for in their own table, one row
 * each in the order given. A part keeps its number as asked and the product it belonged to then,
 * which the analysis dashboard counts; deleting the product leaves the request and its number.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('country', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('enquiries')
    .addColumn('application', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('enquiry_sample_parts')
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('part_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_sample_parts_pk', ['enquiry_id', 'position'])
    .execute();
  await db.schema
    .createIndex('enquiry_sample_parts_by_product')
    .on('enquiry_sample_parts')
    .columns(['product_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enquiry_sample_parts').execute();
  await db.schema.alterTable('enquiries').dropColumn('application').execute();
  await db.schema.alterTable('enquiries').dropColumn('country').execute();
}
