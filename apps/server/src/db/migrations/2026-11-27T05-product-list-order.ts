import type { Kysely } from 'kysely';

/**
 * The public product list reads categories in their order and each one's products along
 * `products_listing`, so that a page stops once it is full instead of sorting the whole catalogue
 * (`products.repository.ts`, `inListOrder`): the categories need an index in that order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_categories_listing')
    .on('product_categories')
    .columns(['sort', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_categories_listing').execute();
}
