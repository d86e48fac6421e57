import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The group robots told of new enquiries (one per kind of enquiry) and the outbox of their
 * messages, written in the enquiry's transaction and posted later by whichever process looks first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('enquiry_robots')
    .addColumn('kind', 'varchar(20)', (col) => col.primaryKey())
    .addColumn('platform', 'varchar(20)', (col) => col.notNull())
    .addColumn('url', 'varchar(500)', (col) => col.notNull())
    .addColumn('secret', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('enabled', types.boolean, (col) => col.notNull())
    .addColumn('lang', 'varchar(5)', (col) => col.notNull())
    .addColumn('updated_at', types.timestamp, (col) => col.notNull())
    .execute();
  await types
    .withId(db.schema.createTable('webhook_outbox'))
    .addColumn('robot_kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('next_attempt_at', types.timestamp, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', types.timestamp)
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('webhook_outbox_due')
    .on('webhook_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_outbox').execute();
  await db.schema.dropTable('enquiry_robots').execute();
}
