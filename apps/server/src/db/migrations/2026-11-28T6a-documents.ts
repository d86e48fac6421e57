import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/*
 * Documents with numbers and revisions (contract §9, issue 25): a bilingual record (its title
 * per language), the products it is about, and its revisions, each with its file and its change
 * note per language. Numbers are unique ignoring case (`number_key`), and so is a revision within
 * its document; `revised_on` orders the lists newest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('documents'))
    .addColumn('type', 'varchar(30)', (col) => col.notNull())
    .addColumn('number', 'varchar(50)', (col) => col.notNull())
    .addColumn('number_key', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('enabled', types.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('revised_on', 'varchar(10)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('updated_at', types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('documents_listing')
    .on('documents')
    .columns(['enabled', 'revised_on'])
    .execute();
  await db.schema
    .createTable('document_i18n')
    .addColumn('document_id', 'integer', (col) =>
      col.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_i18n_pk', ['document_id', 'lang'])
    .execute();
  await db.schema
    .createIndex('document_i18n_published')
    .on('document_i18n')
    .columns(['lang', 'document_id'])
    .execute();
  await db.schema
    .createTable('document_products')
    .addColumn('document_id', 'integer', (col) =>
      col.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('document_products_pk', ['document_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('document_products_by_product')
    .on('document_products')
    .columns(['product_id', 'document_id'])
    .execute();
  await types
    .withId(db.schema.createTable('document_revisions'))
    .addColumn('document_id', 'integer', (col) =>
      col.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('revision', 'varchar(20)', (col) => col.notNull())
    .addColumn('revision_key', 'varchar(20)', (col) => col.notNull())
    .addColumn('released_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.notNull().references('files.id'))
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addUniqueConstraint('document_revisions_once', ['document_id', 'revision_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_revisions').execute();
  await db.schema.dropTable('document_products').execute();
  await db.schema.dropTable('document_i18n').execute();
  await db.schema.dropTable('documents').execute();
}
