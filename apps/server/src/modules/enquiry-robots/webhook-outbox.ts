import type { Kysely } from 'kysely';
import { nowIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The robots' outbox, as the mail outbox (mail/mail.outbox.ts): a message is written in the
 * transaction of the enquiry it tells of and posted later by whichever process looks first, so
 * it is neither lost with a crash nor slows the visitor's answer.
 */

/** What a robot message tells: never the visitor's words, only who wrote, when, and where to read it. */
export interface RobotMessage {
  enquiryId: number;
  kind: string;
  name: string;
  receivedAt: string;
}

/** Tries of one message before it is given up; waits grow 1, 2, 4… minutes between them. */
export const MAX_ROBOT_ATTEMPTS = 8;
const BATCH = 20;

/** Queues each message for its robot in the caller's transaction. */
export async function enqueueRobotMessages(
  db: Kysely<Database>,
  messages: ReadonlyArray<{ robotKind: string; message: RobotMessage }>,
): Promise<void> {
  if (messages.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('webhook_outbox')
    .values(
      messages.map(({ robotKind, message }) => ({
        robot_kind: robotKind,
        message: JSON.stringify(message),
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}

/** Posts one message to the robot of `robotKind`; throws what went wrong. */
export type RobotPoster = (robotKind: string, message: RobotMessage, now: number) => Promise<void>;

/** Thrown by a poster for a message no try can deliver (its robot switched off): it is given up at once. */
export class Undeliverable extends Error {}

/**
 * Hands the due messages to `post`, each claimed first (its next attempt moved on), so two
 * processes never post one twice; a failure is kept with the message and tried again later.
 * Answers how many were delivered.
 */
export async function deliverDueRobotMessages(
  db: Kysely<Database>,
  post: RobotPoster,
  now = Date.now(),
): Promise<number> {
  const due = await db
    .selectFrom('webhook_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ROBOT_ATTEMPTS)
    .where('next_attempt_at', '<=', new Date(now).toISOString())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let delivered = 0;
  for (const row of due) {
    const retryAt = new Date(now + 60_000 * 2 ** row.attempts).toISOString();
    const claimed = await db
      .updateTable('webhook_outbox')
      .set({ attempts: row.attempts + 1, next_attempt_at: retryAt })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await post(row.robot_kind, JSON.parse(row.message) as RobotMessage, now);
      await db.updateTable('webhook_outbox').set({ sent_at: nowIso() }).where('id', '=', row.id).execute();
      delivered += 1;
    } catch (error) {
      await db
        .updateTable('webhook_outbox')
        .set({
          last_error: String((error as Error).message ?? error).slice(0, 1000),
          ...(error instanceof Undeliverable ? { attempts: MAX_ROBOT_ATTEMPTS } : {}),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return delivered;
}
