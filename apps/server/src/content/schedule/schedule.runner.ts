import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import type { ScheduledActionRecord } from './schedule.repository.ts';
import * as schedule from './schedule.repository.ts';

/*
 * Runs the scheduled publishing actions when they fall due (contract §10), in every server
 * process that holds a database connection: the single process, or each worker of WORKERS=N
 * (the primary has none), or each machine sharing one PostgreSQL database. They share no memory;
 * the database decides who runs what (docs/decisions/2026-11-27-scheduled-actions.md).
 */

/** How often each process looks for due actions: well inside the contract's 5 seconds. */
export const POLL_INTERVAL_MS = 1000;
/** Actions run per look at most, so a backlog cannot hold the process (or a shutdown) for long. */
const MAX_PER_LOOK = 50;

/**
 * Publishes or unpublishes what the action names, in `trx`, the transaction that claimed it;
 * false when the record no longer exists. Throws when the action cannot be done.
 */
export type ScheduledActionExecutor = (
  trx: Kysely<Database>,
  action: ScheduledActionRecord,
) => Promise<boolean>;

export interface ScheduleRunnerOptions {
  db: Kysely<Database>;
  execute: ScheduledActionExecutor;
  audit: AuditRecorder;
  /** What the action's record is called, for its audit entry (`Publications.titleOf`). */
  titleOf(trx: Kysely<Database>, action: ScheduledActionRecord): Promise<string>;
  /** A failed action, told in its own transaction (a system notice). */
  onFailure(trx: Kysely<Database>, action: ScheduledActionRecord, reason: string): Promise<void>;
  /** After an action that changed the public site committed: drop every process's public caches. */
  afterRun(): Promise<void>;
  /** A look that could not reach the database; the next look tries again. */
  report(error: unknown, message: string): void;
  intervalMs?: number;
  now?: () => Date;
}

export type RunOutcome = { action: ScheduledActionRecord; outcome: 'done' | 'failed'; error: string | null };

/** The words a failure is recorded and told with: an application error's code, else the error's message. */
function reasonOf(error: unknown): string {
  if (error instanceof Error) return (error.message || error.name).slice(0, 500);
  return String(error).slice(0, 500);
}

export class ScheduleRunner {
  readonly #options: ScheduleRunnerOptions;
  readonly #now: () => Date;
  readonly #loop: PeriodicTask;

  constructor(options: ScheduleRunnerOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.#loop = new PeriodicTask({
      run: () => this.runDue(),
      report: (error) => options.report(error, 'scheduled actions: the look for due actions failed'),
      intervalMs: options.intervalMs ?? POLL_INTERVAL_MS,
    });
  }

  /** Looks now, then every interval until `stop`. */
  start(): void {
    this.#loop.start();
  }

  /** Stops looking; waits for an action being run to commit (or roll back). */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /**
   * Runs every action due now, one transaction each, earliest first; answers what ran here.
   * One cheap indexed look when nothing is due; a transaction only when something is.
   */
  async runDue(): Promise<RunOutcome[]> {
    const now = this.#now().toISOString();
    const ran: RunOutcome[] = [];
    if (!(await schedule.anyDue(this.#options.db, now))) return ran;
    while (ran.length < MAX_PER_LOOK) {
      const outcome = await this.#runNext(now);
      if (!outcome) break;
      ran.push(outcome);
      if (outcome.outcome === 'done') {
        await this.#options
          .afterRun()
          .catch((error) => this.#options.report(error, 'scheduled actions: caches not dropped'));
      }
    }
    return ran;
  }

  /**
   * Claims the earliest due action and runs it in the same transaction, so that its effect, its
   * `done_at` and its audit entry commit together: a process that dies midway commits nothing and
   * another (or this one, restarted) runs the action again. A failing action is undone to the
   * savepoint and recorded as failed in that transaction instead, so it is not retried forever.
   */
  async #runNext(now: string): Promise<RunOutcome | undefined> {
    const { db, execute, audit, titleOf, onFailure } = this.#options;
    return db.transaction().execute(async (trx) => {
      const action = await schedule.claimNext(trx, now);
      if (!action) return undefined;
      let error: string | null = null;
      await sql`savepoint scheduled_action`.execute(trx);
      try {
        if (!(await execute(trx, action))) error = 'NOT_FOUND';
      } catch (failure) {
        error = reasonOf(failure);
      }
      if (error === null) await sql`release savepoint scheduled_action`.execute(trx);
      else await sql`rollback to savepoint scheduled_action`.execute(trx);
      const outcome = error === null ? 'done' : 'failed';
      await schedule.finish(trx, action.id, outcome, error);
      // The scheduler acts for the author: the entry is theirs, its `scheduled-` action says who ran it.
      await audit.record(
        {
          actor: action.author,
          action: `scheduled-${action.action}`,
          resource: action.resource,
          resourceId: action.recordKey,
          title: await titleOf(trx, action),
          changes: {
            scheduled: true,
            scheduleId: action.id,
            langs: action.langs,
            at: action.at,
            outcome,
            ...(error === null ? {} : { error }),
          },
        },
        trx,
      );
      if (error !== null) await onFailure(trx, action, error);
      return { action, outcome, error };
    });
  }
}
