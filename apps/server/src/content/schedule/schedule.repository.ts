import type { Lang, ScheduledActionKind, ScheduledResource } from '@coresense/shared';
import { type Kysely, PostgresAdapter, type Selectable } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { ScheduledActionTable } from '../../db/scheduled-actions.table.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditActor } from '../../lib/audit.ts';

/*
 * Scheduled publishing actions (contract §10): the `scheduled_actions` table is the queue
 * (docs/decisions/2026-11-27-scheduled-actions.md). Every function takes the connection to use,
 * so a caller's transaction covers the schedule change with the rest of its write.
 */

export type ScheduleOutcome = 'done' | 'failed' | 'cancelled';

export interface NewScheduledAction {
  resource: ScheduledResource;
  /** The record's id as text, or the block's type. */
  recordKey: string;
  langs: readonly Lang[];
  action: ScheduledActionKind;
  /** When it runs: an ISO-8601 time (stored as UTC). */
  at: string;
  author: AuditActor | null;
}

/** A stored action. */
export interface ScheduledActionRecord {
  id: number;
  resource: ScheduledResource;
  recordKey: string;
  langs: Lang[];
  action: ScheduledActionKind;
  at: string;
  author: AuditActor | null;
  createdAt: string;
}

/** A pending action as a record's `publication` names it. */
export interface PendingAction {
  id: number;
  langs: Lang[];
  action: ScheduledActionKind;
  at: string;
}

/** A pending action as the schedule list shows it: its author named even once deleted. */
export interface ListedAction extends ScheduledActionRecord {
  authorUsername: string | null;
  /** The author's name now; null once deleted. */
  authorName: string | null;
}

type Row = Selectable<ScheduledActionTable>;

function toRecord(row: Row): ScheduledActionRecord {
  return {
    id: row.id,
    resource: row.resource as ScheduledResource,
    recordKey: row.record_key,
    langs: JSON.parse(row.langs) as Lang[],
    action: row.action as ScheduledActionKind,
    at: toIso(row.run_at),
    author: row.author_id === null ? null : { id: row.author_id, username: row.author_username ?? '' },
    createdAt: toIso(row.created_at),
  };
}

function toPending(row: Pick<Row, 'id' | 'langs' | 'action' | 'run_at'>): PendingAction {
  return {
    id: row.id,
    langs: JSON.parse(row.langs) as Lang[],
    action: row.action as ScheduledActionKind,
    at: toIso(row.run_at),
  };
}

function pending(db: Kysely<Database>) {
  return db.selectFrom('scheduled_actions').where('done_at', 'is', null);
}

/** Stores a pending action; the caller has checked that `at` is in the future and the record exists. */
export async function add(trx: Kysely<Database>, action: NewScheduledAction): Promise<ScheduledActionRecord> {
  const row = await trx
    .insertInto('scheduled_actions')
    .values({
      resource: action.resource,
      record_key: action.recordKey,
      langs: JSON.stringify([...action.langs]),
      action: action.action,
      run_at: new Date(action.at).toISOString(),
      author_id: action.author?.id ?? null,
      author_username: action.author?.username ?? null,
      created_at: nowIso(),
      done_at: null,
      outcome: null,
      error: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** One record's pending actions, soonest first. */
export async function pendingFor(
  db: Kysely<Database>,
  resource: string,
  recordKey: string,
): Promise<PendingAction[]> {
  const rows = await pending(db)
    .select(['id', 'langs', 'action', 'run_at'])
    .where('resource', '=', resource)
    .where('record_key', '=', recordKey)
    .orderBy('run_at')
    .orderBy('id')
    .execute();
  return rows.map(toPending);
}

/** The pending actions of several records of one resource in one query (a list page), by record key. */
export async function pendingForMany(
  db: Kysely<Database>,
  resource: string,
  recordKeys: readonly string[],
): Promise<Map<string, PendingAction[]>> {
  const byKey = new Map<string, PendingAction[]>();
  if (recordKeys.length === 0) return byKey;
  const rows = await pending(db)
    .select(['id', 'record_key', 'langs', 'action', 'run_at'])
    .where('resource', '=', resource)
    .where('record_key', 'in', [...new Set(recordKeys)])
    .orderBy('run_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byKey.get(row.record_key) ?? [];
    list.push(toPending(row));
    byKey.set(row.record_key, list);
  }
  return byKey;
}

/** A page of the pending actions on `resources`, soonest first, with how many there are in all. */
export async function list(
  db: Kysely<Database>,
  query: { resources: readonly ScheduledResource[]; recordKey?: string; pageNum: number; pageSize: number },
): Promise<{ list: ListedAction[]; total: number }> {
  if (query.resources.length === 0) return { list: [], total: 0 };
  let matching = pending(db).where('resource', 'in', [...query.resources]);
  if (query.recordKey !== undefined) matching = matching.where('record_key', '=', query.recordKey);
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('staff_users', 'staff_users.id', 'scheduled_actions.author_id')
      .selectAll('scheduled_actions')
      .select('staff_users.name as author_name')
      .orderBy('run_at')
      .orderBy('scheduled_actions.id')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      ...toRecord(row),
      authorUsername: row.author_username,
      authorName: row.author_name,
    })),
    total: Number(count.total),
  };
}

/** A pending action, or undefined when there is none of that id (never was, or already ran or was cancelled). */
export async function findPending(
  db: Kysely<Database>,
  id: number,
): Promise<ScheduledActionRecord | undefined> {
  const row = await pending(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Cancels a pending action; undefined when it is not pending (it ran, or was cancelled, meanwhile). */
export async function cancel(trx: Kysely<Database>, id: number): Promise<ScheduledActionRecord | undefined> {
  const row = await trx
    .updateTable('scheduled_actions')
    .set({ done_at: nowIso(), outcome: 'cancelled' })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Cancels every pending action of an author (call it in the transaction that deletes the
 * author): once deleted, nobody could tell whether they still may publish it.
 */
export async function cancelByAuthor(trx: Kysely<Database>, authorId: number): Promise<number> {
  const rows = await trx
    .updateTable('scheduled_actions')
    .set({ done_at: nowIso(), outcome: 'cancelled' })
    .where('author_id', '=', authorId)
    .where('done_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** Cancels a record's pending actions (call it in the transaction that moves it to the trash). */
export async function cancelForRecord(trx: Kysely<Database>, resource: string, recordKey: string) {
  await trx
    .updateTable('scheduled_actions')
    .set({ done_at: nowIso(), outcome: 'cancelled' })
    .where('resource', '=', resource)
    .where('record_key', '=', recordKey)
    .where('done_at', 'is', null)
    .execute();
}

/** A purged record's actions, pending or settled, go with it (call it in the purge's transaction). */
export async function deleteForRecord(
  trx: Kysely<Database>,
  resource: string,
  recordKey: string,
): Promise<void> {
  await trx
    .deleteFrom('scheduled_actions')
    .where('resource', '=', resource)
    .where('record_key', '=', recordKey)
    .execute();
}

/** Whether any action is due at `now`: the runner's cheap look before it opens a transaction. */
export async function anyDue(db: Kysely<Database>, now: string): Promise<boolean> {
  const row = await pending(db).select('id').where('run_at', '<=', now).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The earliest due action, locked for the transaction `trx` until it commits: on PostgreSQL with
 * `FOR UPDATE SKIP LOCKED`, so other processes claiming at once skip it and take the next; on
 * SQLite the transaction already holds the database's write lock (`begin immediate`), so no
 * other process can claim anything until it ends. Must run inside a transaction.
 */
export async function claimNext(
  trx: Kysely<Database>,
  now: string,
): Promise<ScheduledActionRecord | undefined> {
  let query = pending(trx).selectAll().where('run_at', '<=', now).orderBy('run_at').orderBy('id').limit(1);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate().skipLocked();
  const row = await query.executeTakeFirst();
  return row && toRecord(row);
}

/** Records how a claimed action ended, in the transaction that claimed it. */
export async function finish(
  trx: Kysely<Database>,
  id: number,
  outcome: Exclude<ScheduleOutcome, 'cancelled'>,
  error: string | null = null,
): Promise<void> {
  await trx
    .updateTable('scheduled_actions')
    .set({ done_at: nowIso(), outcome, error })
    .where('id', '=', id)
    .execute();
}
