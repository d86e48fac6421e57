import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Runs `write`, a side effect of another write (a notice, a robot message), so that its failure
 * is only reported: inside a transaction behind a savepoint (a failed statement would otherwise
 * abort the whole transaction on PostgreSQL), and the write that caused it goes on regardless.
 */
export async function guardedWrite(
  db: Kysely<Database>,
  write: (db: Kysely<Database>) => Promise<void>,
  report: (error: unknown) => void,
): Promise<void> {
  if (!db.isTransaction) {
    try {
      await write(db);
    } catch (error) {
      report(error);
    }
    return;
  }
  try {
    await sql`savepoint guarded_write`.execute(db);
  } catch (error) {
    report(error);
    return;
  }
  try {
    await write(db);
    await sql`release savepoint guarded_write`.execute(db);
  } catch (error) {
    report(error);
    await sql`rollback to savepoint guarded_write`.execute(db).catch(() => {});
  }
}
