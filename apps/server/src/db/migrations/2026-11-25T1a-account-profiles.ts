import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The account center's fields of a staff user beyond `staff_users` (whose name, email, phone
 * and avatar the profile shares): the personal profile, the address, the security items, and
 * the strength of the current password, rated whenever its plain text passes through the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('staff_users.id').onDelete('cascade'))
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('security_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('security_question', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('security_answer_hash', 'text')
    .addColumn('backup_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_strength', 'text')
    .addColumn('updated_at', types.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_profiles').execute();
}
