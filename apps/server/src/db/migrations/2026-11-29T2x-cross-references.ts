import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/*
 * Cross-reference (contract §13, issue 27): competitors' part numbers and the products that
 * replace them. `part_key` is the part number as compared (folded, without separators): its index
 * answers exact and prefix lookups; a product names each competitor's part once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('cross_references'))
    .addColumn('competitor_part_number', 'varchar(64)', (col) => col.notNull())
    .addColumn('part_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('manufacturer', 'varchar(100)', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('part_number', 'varchar(64)')
    .addColumn('match', 'varchar(20)', (col) => col.notNull())
    .addColumn('i18n', 'text', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('updated_at', types.timestamp, (col) => col.notNull())
    .addUniqueConstraint('cross_references_once', ['part_key', 'product_id'])
    .execute();
  await db.schema
    .createIndex('cross_references_by_product')
    .on('cross_references')
    .columns(['product_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cross_references').execute();
}
