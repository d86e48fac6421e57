import {
  LANGS,
  type Lang,
  type Paged,
  type PagingQuery,
  type ScheduledAction,
  type ScheduledResource,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Editor } from '../../lib/http.ts';
import type { Publications } from '../publication.ts';
import type { ListedAction, NewScheduledAction, ScheduledActionRecord } from './schedule.repository.ts';
import * as schedule from './schedule.repository.ts';

/** How far ahead an action may be scheduled: a year, with a day to spare for time zones. */
export const SCHEDULE_HORIZON_MS = 366 * 24 * 60 * 60 * 1000;

/** The schedule as the back-office reads it: an action's record is its id, a block's its type. */
function toScheduledAction(action: ListedAction, title: string): ScheduledAction {
  const username = action.authorUsername ?? 'system';
  return {
    id: action.id,
    resource: action.resource,
    recordId: action.resource === 'blocks' ? action.recordKey : Number(action.recordKey),
    title,
    langs: action.langs,
    action: action.action,
    at: action.at,
    // An author deleted since is still named by the username they had.
    author: { id: action.author?.id ?? 0, username, name: action.authorName ?? username },
  };
}

/**
 * Scheduled publishing actions (contract §10) as the back-office sees them: scheduling (the
 * publish and unpublish routes call `schedule` in their transaction), the list, and cancel.
 */
export class ScheduleService {
  readonly #db: Kysely<Database>;
  readonly #audit: AuditRecorder;
  readonly #publications: Publications;

  constructor(db: Kysely<Database>, audit: AuditRecorder, publications: Publications) {
    this.#db = db;
    this.#audit = audit;
    this.#publications = publications;
  }

  /**
   * Stores a pending action in `trx`. Answers 400 on `at` for a time not in the future or more
   * than a year ahead, and on `langs` when one of them already has a pending action on the record:
   * one pending action per language keeps what a record will show next unambiguous (cancel it to
   * change it), and bounds how many actions an editor can queue.
   */
  async schedule(
    trx: Kysely<Database>,
    action: NewScheduledAction,
    now: Date = new Date(),
  ): Promise<ScheduledActionRecord> {
    const at = Date.parse(action.at);
    if (Number.isNaN(at)) throw invalidField('at', 'invalidDate');
    if (at <= now.getTime()) throw invalidField('at', 'notInFuture');
    if (at > now.getTime() + SCHEDULE_HORIZON_MS) throw invalidField('at', 'tooFarAhead');
    const pending = await schedule.pendingFor(trx, action.resource, action.recordKey);
    if (pending.some((other) => other.langs.some((lang) => action.langs.includes(lang)))) {
      throw invalidField('langs', 'alreadyScheduled');
    }
    return schedule.add(trx, action);
  }

  /** A page of the pending actions on `readable`, soonest first, each record named in `lang` where written. */
  async list(
    readable: readonly ScheduledResource[],
    paging: PagingQuery & { recordId?: string },
    lang: Lang,
  ): Promise<Paged<ScheduledAction>> {
    const { list, total } = await schedule.list(this.#db, {
      resources: readable,
      recordKey: paging.recordId,
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    });
    const langs = [lang, ...LANGS.filter((other) => other !== lang)];
    const titles = new Map<string, string>();
    for (const action of list) {
      const key = `${action.resource}:${action.recordKey}`;
      if (action.resource === 'blocks' || titles.has(key)) continue;
      titles.set(key, await this.#publications.titleOf(this.#db, action.resource, action.recordKey, langs));
    }
    return {
      list: list.map((action) =>
        toScheduledAction(action, titles.get(`${action.resource}:${action.recordKey}`) ?? ''),
      ),
      total,
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    };
  }

  /**
   * Cancels a pending action: 404 when there is none of that id (or it ran or was cancelled
   * meanwhile), 403 when `mayWrite` refuses its resource. Audited in the same transaction.
   */
  async cancel(
    id: number,
    editor: Editor,
    mayWrite: (resource: ScheduledResource) => boolean,
  ): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      const pending = await schedule.findPending(trx, id);
      if (!pending) throw notFound();
      if (!mayWrite(pending.resource)) throw new AppError('FORBIDDEN');
      // Waits for a runner holding the row (PostgreSQL) and finds it done then: 404, as it ran.
      const cancelled = await schedule.cancel(trx, id);
      if (!cancelled) throw notFound();
      await this.#audit.record(
        {
          actor: editor.actor,
          ip: editor.ip,
          action: 'cancel-schedule',
          resource: cancelled.resource,
          resourceId: cancelled.recordKey,
          title: await this.#publications.titleOf(trx, cancelled.resource, cancelled.recordKey),
          changes: { scheduleId: id, action: cancelled.action, langs: cancelled.langs, at: cancelled.at },
        },
        trx,
      );
    });
  }
}
