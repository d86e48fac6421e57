import {
  LANGS,
  type Lang,
  type Paged,
  type PagingQuery,
  TRASH_RETENTION_DAYS,
  type TrashEntry,
  type TrashedResource,
} from '@coresense/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Editor } from '../../lib/http.ts';
import * as trash from './trash.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Records purged per look at most, so a backlog cannot hold a process (or its shutdown) for long. */
const MAX_PURGED_PER_LOOK = 200;

/** What the trash needs of a resource's admin service (`ContentAdminService`). */
export interface Trashable {
  readonly resource: string;
  /** The record's name from its working copy, in the first of `langs` that has one. */
  titleOf(db: Kysely<Database>, key: string, langs: readonly Lang[]): Promise<string>;
  restoreFromTrash(id: number, editor: Editor): Promise<object | undefined>;
  purge(id: number, editor: Editor | null): Promise<boolean>;
}

/** When a record deleted at `deletedAt` is purged. */
export function purgeTime(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString();
}

/**
 * The trash of the bilingual records (contract §10) as the back-office and the 30-day purge use
 * it: the list, restore and purge of one record (each resource's admin service does the work, in
 * its own transaction), and the purge of every record kept past its time.
 */
export class TrashService {
  readonly #db: Kysely<Database>;
  readonly #targets: Map<string, Trashable>;

  constructor(db: Kysely<Database>, targets: readonly Trashable[]) {
    this.#db = db;
    this.#targets = new Map(targets.map((target) => [target.resource, target]));
  }

  /** A page of the records of `readable` in the trash, latest deleted first, named in `lang` where written. */
  async list(
    readable: readonly TrashedResource[],
    paging: PagingQuery,
    lang: Lang,
  ): Promise<Paged<TrashEntry>> {
    const { list, total } = await trash.list(this.#db, { resources: readable, ...paging });
    const langs = [lang, ...LANGS.filter((other) => other !== lang)];
    const titles = await Promise.all(
      list.map((record) => this.#target(record.resource).titleOf(this.#db, String(record.recordId), langs)),
    );
    return {
      list: list.map((record, index) => ({
        resource: record.resource,
        id: record.recordId,
        title: titles[index] || `#${record.recordId}`,
        deletedAt: record.deletedAt,
        purgeAt: purgeTime(record.deletedAt),
        deletedBy: record.deletedBy,
      })),
      total,
      pageNum: paging.pageNum,
      pageSize: paging.pageSize,
    };
  }

  /** The record back from the trash, as its resource's `GET` answers it; 404 when it is not in the trash. */
  async restore(resource: TrashedResource, id: number, editor: Editor): Promise<object> {
    const restored = await this.#target(resource).restoreFromTrash(id, editor);
    if (!restored) throw notFound();
    return restored;
  }

  /** Purges the record at once; 404 when it is not in the trash. */
  async purge(resource: TrashedResource, id: number, editor: Editor): Promise<void> {
    if (!(await this.#target(resource).purge(id, editor))) throw notFound();
  }

  /**
   * Purges the records deleted more than 30 days before `now`, earliest first, each in its own
   * transaction: any number of processes may run it at once (each record is taken out of the
   * trash by one of them; the others find it gone). A record that cannot go yet (a category
   * whose products in the trash are not due) stays for the next look, and `report` is told.
   * Answers how many this call purged.
   */
  async purgeExpired(now: Date, report: (error: unknown, message: string) => void): Promise<number> {
    const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
    let purged = 0;
    for (const { resource, recordId } of await trash.dueBefore(this.#db, cutoff, MAX_PURGED_PER_LOOK)) {
      try {
        if (await this.#target(resource).purge(recordId, null)) purged += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        report(error, `trash: ${resource} ${recordId} could not be purged yet`);
      }
    }
    return purged;
  }

  #target(resource: TrashedResource): Trashable {
    const target = this.#targets.get(resource);
    if (!target) throw new Error(`${resource} has no trash`);
    return target;
  }
}
