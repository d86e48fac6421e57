import type { OutboxListQuery, OutboxMessage, OutboxState } from '@coresense/shared/schemas/admin/outbox';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Transporter } from 'nodemailer';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The mail outbox (contract §12): a message is written in the transaction of what it tells and
 * sent later by whichever server process looks first, so a mail is neither lost with a crash
 * nor sent for a change that was rolled back. Without SMTP_URL nothing is sent and messages wait.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text, always: the part every mail reader shows. */
  body: string;
  /** The same message as HTML, for readers that show it. */
  html?: string;
  /** Headers of its own, such as `List-Unsubscribe`. */
  headers?: Readonly<Record<string, string>>;
}

/** Tries of one message before it is given up; waits grow 1, 2, 4… minutes between them. */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Queues `mails` in the caller's transaction. */
export async function enqueueMail(db: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values(
      mails.map((mail) => ({
        to_address: mail.to,
        subject: mail.subject,
        body: mail.body,
        html: mail.html ?? '',
        headers: JSON.stringify(mail.headers ?? {}),
        created_at: now,
        next_attempt_at: now,
      })),
    )
    .execute();
}

/**
 * Hands the due messages to `transport`, each claimed first (its next attempt moved on), so two
 * processes never send one twice; a failure is kept with the message and tried again later.
 * Answers how many were sent.
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: Pick<Transporter, 'sendMail'>,
  from: string,
  now = Date.now(),
): Promise<number> {
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', new Date(now).toISOString())
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const mail of due) {
    const retryAt = new Date(now + 60_000 * 2 ** mail.attempts).toISOString();
    const claimed = await db
      .updateTable('mail_outbox')
      .set({ attempts: mail.attempts + 1, next_attempt_at: retryAt })
      .where('id', '=', mail.id)
      .where('attempts', '=', mail.attempts)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        headers: JSON.parse(mail.headers) as Record<string, string>,
      });
      await db.updateTable('mail_outbox').set({ sent_at: nowIso() }).where('id', '=', mail.id).execute();
      sent += 1;
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({ last_error: String((error as Error).message ?? error).slice(0, 1000) })
        .where('id', '=', mail.id)
        .execute();
    }
  }
  return sent;
}

/** Messages not sent yet, oldest first (for tests and operators). */
export async function pendingMail(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'body', 'created_at'])
    .where('sent_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    body: row.body,
    createdAt: toIso(row.created_at),
  }));
}

type OutboxQuery = SelectQueryBuilder<Database, 'mail_outbox', object>;

/** The condition of each state: sent; tries used up; else waiting for its next try. */
function inState(query: OutboxQuery, state: OutboxState): OutboxQuery {
  if (state === 'sent') return query.where('sent_at', 'is not', null);
  const unsent = query.where('sent_at', 'is', null);
  return state === 'failed'
    ? unsent.where('attempts', '>=', MAX_ATTEMPTS)
    : unsent.where('attempts', '<', MAX_ATTEMPTS);
}

const OUTBOX_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'attempts',
  'last_error',
  'created_at',
  'next_attempt_at',
  'sent_at',
] as const;

type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  attempts: number;
  last_error: string;
  created_at: string | Date;
  next_attempt_at: string | Date;
  sent_at: string | Date | null;
};

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    state: row.sent_at !== null ? 'sent' : row.attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting',
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    nextAttemptAt: toIso(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : toIso(row.sent_at),
  };
}

/** A page of the outbox for the back-office (contract §9), newest first, of one state if named. */
export async function listOutbox(db: Kysely<Database>, query: OutboxListQuery) {
  const base = query.state
    ? inState(db.selectFrom('mail_outbox'), query.state)
    : db.selectFrom('mail_outbox');
  const [rows, count] = await Promise.all([
    base
      .select(OUTBOX_COLUMNS)
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toOutboxMessage),
    total: Number(count.total),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMessage | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(OUTBOX_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toOutboxMessage(row);
}

/**
 * Puts an unsent message back to be tried at once with all its tries again; false when it was
 * sent meanwhile (a process that claimed it keeps its claim: the guard on `sent_at`).
 */
export async function requeueMail(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: 0, next_attempt_at: nowIso() })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
