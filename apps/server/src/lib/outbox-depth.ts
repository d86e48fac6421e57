import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Unsent messages of an outbox: `waiting` for a try, `failed` once their tries are used up. */
export interface OutboxDepth {
  waiting: number;
  failed: number;
}

/** The depth of the mail or the robots' outbox, whose tables share these columns. */
export async function outboxDepth(
  db: Kysely<Database>,
  table: 'mail_outbox' | 'webhook_outbox',
  maxAttempts: number,
): Promise<OutboxDepth> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number>().as('unsent'),
      eb.fn.sum<number>(eb.case().when('attempts', '>=', maxAttempts).then(1).else(0).end()).as('failed'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  const failed = Number(row.failed ?? 0);
  return { waiting: Number(row.unsent) - failed, failed };
}
