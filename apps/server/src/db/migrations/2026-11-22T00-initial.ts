import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

const LANG_TABLES = [
  ['product_category_i18n', 'category_id', 'product_categories', ['name']],
  ['product_i18n', 'product_id', 'products', ['name', 'model']],
  ['application_i18n', 'application_id', 'applications', ['title']],
  ['news_i18n', 'news_id', 'news', ['title']],
  ['investor_i18n', 'item_id', 'investor_items', ['title', 'publish_date']],
  ['recruit_i18n', 'recruit_id', 'recruits', ['position']],
  ['comment_i18n', 'comment_id', 'comments', ['name']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = sql`CURRENT_TIMESTAMP`;

  await t
    .withId(db.schema.createTable('product_categories'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await t
    .withId(db.schema.createTable('products'))
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('product_categories.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('products_listing')
    .on('products')
    .columns(['enabled', 'classify_id', 'sort'])
    .execute();

  await t
    .withId(db.schema.createTable('applications'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('applications_listing')
    .on('applications')
    .columns(['enabled', 'sort'])
    .execute();

  await db.schema
    .createTable('application_products')
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('application_products_pk', ['application_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('application_products_product')
    .on('application_products')
    .column('product_id')
    .execute();

  await t
    .withId(db.schema.createTable('news'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('news_listing').on('news').columns(['type', 'enabled', 'created_at']).execute();
  await db.schema
    .createIndex('news_by_start')
    .on('news')
    .columns(['type', 'enabled', 'start_date'])
    .execute();

  await t
    .withId(db.schema.createTable('investor_items'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('investor_listing').on('investor_items').columns(['enabled', 'type']).execute();

  await t
    .withId(db.schema.createTable('recruits'))
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('recruits_listing').on('recruits').columns(['enabled', 'sort']).execute();

  await t
    .withId(db.schema.createTable('comments'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('comments_listing').on('comments').columns(['enabled', 'sort']).execute();

  for (const [table, ownerColumn, ownerTable, searchColumns] of LANG_TABLES) {
    let builder = db.schema
      .createTable(table)
      .addColumn(ownerColumn, 'integer', (c) =>
        c.notNull().references(`${ownerTable}.id`).onDelete('cascade'),
      )
      .addColumn('lang', 'text', (c) => c.notNull());
    for (const column of searchColumns) {
      builder = builder.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
    }
    await builder
      .addColumn('data', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [ownerColumn, 'lang'])
      .execute();
    await db.schema.createIndex(`${table}_lang`).on(table).columns(['lang', ownerColumn]).execute();
  }
  await db.schema
    .createIndex('investor_i18n_published')
    .on('investor_i18n')
    .columns(['lang', 'publish_date'])
    .execute();

  await db.schema
    .createTable('page_blocks')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('page_blocks_pk', ['type', 'lang'])
    .execute();

  await t
    .withId(db.schema.createTable('files'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('file_refs')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_refs_pk', ['file_id', 'owner_type', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('file_refs_owner')
    .on('file_refs')
    .columns(['owner_type', 'owner_id'])
    .execute();

  await t
    .withId(db.schema.createTable('enquiries'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('enquiries_inbox').on('enquiries').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('enquiries_kind').on('enquiries').columns(['kind', 'created_at']).execute();

  await t
    .withId(db.schema.createTable('staff_users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await t
    .withId(db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('builtin', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('role_authorities')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('authority', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_authorities_pk', ['role_id', 'authority'])
    .execute();

  await db.schema
    .createTable('staff_user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('staff_user_roles_role').on('staff_user_roles').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'login_failures',
    'sessions',
    'staff_user_roles',
    'role_authorities',
    'roles',
    'staff_users',
    'enquiries',
    'file_refs',
    'files',
    'page_blocks',
    ...LANG_TABLES.map(([table]) => table),
    'comments',
    'recruits',
    'investor_items',
    'news',
    'application_products',
    'applications',
    'products',
    'product_categories',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
