import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/** What a product's public data is before it has any (contract §8). */
const EMPTY_FACTS = JSON.stringify({ status: 'active', replacementIds: [], parameters: [], parts: [] });

/**
 * Product data for engineers (contract §8): parameter definitions with their labels per language,
 * each category's parameters in order, each product's typed values in columns SQL filters and
 * sorts on (a single number is min = max; an open end of a range is null), the lifecycle status,
 * replacements and orderable parts. `product_i18n.facts` keeps each product's public data in
 * each language, derived from those tables on every write, so public reads stay one query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = sql`CURRENT_TIMESTAMP`;

  await t
    .withId(db.schema.createTable('product_parameters'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('product_parameter_i18n')
    .addColumn('parameter_id', 'integer', (c) =>
      c.notNull().references('product_parameters.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_parameter_i18n_pk', ['parameter_id', 'lang'])
    .execute();
  await db.schema
    .createIndex('product_parameter_i18n_by_lang')
    .on('product_parameter_i18n')
    .columns(['lang', 'parameter_id'])
    .execute();

  await db.schema
    .createTable('product_category_parameters')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('product_categories.id').onDelete('cascade'),
    )
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('product_parameters.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_category_parameters_pk', ['category_id', 'parameter_id'])
    .execute();
  await db.schema
    .createIndex('product_category_parameters_by_parameter')
    .on('product_category_parameters')
    .column('parameter_id')
    .execute();

  await db.schema
    .createTable('product_parameter_values')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('parameter_id', 'integer', (c) => c.notNull().references('product_parameters.id'))
    .addColumn('num_min', 'double precision')
    .addColumn('num_max', 'double precision')
    .addColumn('is_range', t.boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('text_value', 'text')
    .addPrimaryKeyConstraint('product_parameter_values_pk', ['product_id', 'parameter_id'])
    .execute();
  // A filter reads one parameter's rows by value, and the covering product id spares the table.
  await db.schema
    .createIndex('product_parameter_values_by_number')
    .on('product_parameter_values')
    .columns(['parameter_id', 'num_min', 'num_max', 'product_id'])
    .execute();
  // A list sorted by a parameter reads its values in order and stops once a page is full.
  await sql`create index product_parameter_values_by_sort on product_parameter_values (parameter_id, (coalesce(num_min, num_max)), product_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('product_parameter_values_by_text')
    .on('product_parameter_values')
    .columns(['parameter_id', 'text_value', 'product_id'])
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema.createIndex('products_by_status').on('products').columns(['status', 'id']).execute();

  await db.schema
    .createTable('product_replacements')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_replacements_pk', ['product_id', 'replacement_id'])
    .execute();
  await db.schema
    .createIndex('product_replacements_by_replacement')
    .on('product_replacements')
    .column('replacement_id')
    .execute();

  await db.schema
    .createTable('product_parts')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('part_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('package', 'text', (c) => c.notNull())
    .addColumn('pins', 'integer', (c) => c.notNull())
    .addColumn('package_qty', 'integer', (c) => c.notNull())
    .addColumn('temp_min', 'double precision', (c) => c.notNull())
    .addColumn('temp_max', 'double precision', (c) => c.notNull())
    .addColumn('msl', 'text', (c) => c.notNull())
    .addColumn('rohs', t.boolean, (c) => c.notNull())
    .addColumn('marking', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_parts_pk', ['product_id', 'sort'])
    .execute();
  // Part numbers are unique ignoring case, and a keyword finds them by prefix.
  await sql`create unique index product_parts_by_number on product_parts (lower(part_number))`.execute(db);

  await db.schema
    .alterTable('product_i18n')
    .addColumn('facts', 'text', (c) => c.notNull().defaultTo(EMPTY_FACTS))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_i18n').dropColumn('facts').execute();
  await db.schema.dropTable('product_parts').execute();
  await db.schema.dropTable('product_replacements').execute();
  await db.schema.dropIndex('products_by_status').execute();
  await db.schema.alterTable('products').dropColumn('status').execute();
  await db.schema.dropTable('product_parameter_values').execute();
  await db.schema.dropTable('product_category_parameters').execute();
  await db.schema.dropTable('product_parameter_i18n').execute();
  await db.schema.dropTable('product_parameters').execute();
}
