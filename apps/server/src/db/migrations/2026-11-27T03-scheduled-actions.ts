import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Scheduled publishing actions (contract §10, issue 15): the database is the queue. A row is
 * pending while `done_at` is null; each server process claims due rows itself
 * (docs/decisions/2026-11-27-scheduled-actions.md). The partial index holds only pending rows
 * ordered by time, so the once-a-second "anything due?" query reads the few rows it answers,
 * however many actions have run; the second finds a record's pending actions for its editor.
 * An author deleted before the action runs leaves it authorless (their username stays).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await types
    .withId(db.schema.createTable('scheduled_actions'))
    .addColumn('resource', 'varchar(50)', (col) => col.notNull())
    .addColumn('record_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('langs', 'text', (col) => col.notNull())
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('run_at', types.timestamp, (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
    .addColumn('author_username', 'varchar(100)')
    .addColumn('created_at', types.timestamp, (col) => col.notNull())
    .addColumn('done_at', types.timestamp)
    .addColumn('outcome', 'varchar(20)')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('scheduled_actions_pending')
    .on('scheduled_actions')
    .columns(['run_at', 'id'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('scheduled_actions_by_record')
    .on('scheduled_actions')
    .columns(['resource', 'record_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed loosely
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_actions').execute();
}
