import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The header's notices, each user's notification switches, and the addresses each user has
 * signed in from (so a sign-in from a new one can be told). The addresses of today's sessions
 * are known already: upgrading does not greet every user with a "new address" notice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = sql`CURRENT_TIMESTAMP`;

  await t
    .withId(db.schema.createTable('notices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('subject', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('read', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('notices_by_user').on('notices').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notices_by_subject').on('notices').column('subject').execute();
  await db.schema.createIndex('notices_by_time').on('notices').column('created_at').execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('staff_users.id').onDelete('cascade'))
    .addColumn('account_password', t.boolean, (c) => c.notNull())
    .addColumn('system_messages', t.boolean, (c) => c.notNull())
    .addColumn('todo', t.boolean, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', t.timestamp, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('sign_in_addresses_pk', ['user_id', 'ip'])
    .execute();
  await sql`insert into sign_in_addresses (user_id, ip) select distinct user_id, ip from sessions`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_addresses').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notices').execute();
}
