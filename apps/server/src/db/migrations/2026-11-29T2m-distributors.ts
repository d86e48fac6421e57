import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/*
 * Where to buy (contract §13, issue 27): distributors, a bilingual record (its name and
 * description per language) with the regions it sells in and its addresses.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('distributors'))
    .addColumn('regions', 'varchar(100)', (col) => col.notNull())
    .addColumn('website', 'varchar(500)', (col) => col.notNull())
    .addColumn('part_search_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (col) => col.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', types.boolean, (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('updated_at', types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('distributors_listing')
    .on('distributors')
    .columns(['enabled', 'sort'])
    .execute();
  await db.schema
    .createTable('distributor_i18n')
    .addColumn('distributor_id', 'integer', (col) =>
      col.notNull().references('distributors.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('distributor_i18n_pk', ['distributor_id', 'lang'])
    .execute();
  await db.schema
    .createIndex('distributor_i18n_published')
    .on('distributor_i18n')
    .columns(['lang', 'distributor_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('distributor_i18n').execute();
  await db.schema.dropTable('distributors').execute();
}
