import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/** Audit log, members and contracts of the back-office. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = sql`CURRENT_TIMESTAMP`;

  await t
    .withId(db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('audit_log_by_resource')
    .on('audit_log')
    .columns(['resource', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_by_user')
    .on('audit_log')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_by_time').on('audit_log').column('created_at').execute();

  await t
    .withId(db.schema.createTable('members'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('enabled', t.boolean, (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('members_by_name').on('members').column('name').execute();

  await t
    .withId(db.schema.createTable('contracts'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('signing_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('contracts_by_member')
    .on('contracts')
    .columns(['member_id', 'signing_date'])
    .execute();
  await db.schema
    .createIndex('contracts_by_status')
    .on('contracts')
    .columns(['status', 'signing_date'])
    .execute();

  await t
    .withId(db.schema.createTable('contract_goods'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('contract_goods_by_contract')
    .on('contract_goods')
    .column('contract_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contract_goods', 'contracts', 'members', 'audit_log']) {
    await db.schema.dropTable(table).execute();
  }
}
