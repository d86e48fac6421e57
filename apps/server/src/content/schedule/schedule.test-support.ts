import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditActor } from '../../lib/audit.ts';

/** A staff member to author actions, written straight to an empty test database. */
export async function insertAuthor(db: Kysely<Database>, username = 'editor'): Promise<AuditActor> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('staff_users')
    .values({
      username,
      name: `Name of ${username}`,
      email: `${username}@example.com`,
      phone: '',
      avatar: '',
      password_hash: 'not-a-hash',
      enabled: true,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username };
}
