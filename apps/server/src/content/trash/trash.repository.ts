import type { TrashedResource } from '@coresense/shared';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditActor } from '../../lib/audit.ts';

/*
 * The `content_trash` rows (contract §10's trash; docs/decisions/2026-11-28-trash.md). Every
 * function takes the connection to use, so a caller's transaction covers the trash change with
 * the rest of its write.
 */

/** A record in the trash, as the list shows it. */
export interface TrashedRecord {
  resource: TrashedResource;
  recordId: number;
  deletedAt: string;
  deletedBy: { id: number; username: string; name: string };
}

/**
 * `id` (a column reference such as `p.id`) names no record of `resource` in the trash: the
 * condition every back-office read of live records adds. One look along the primary key.
 */
export function notInTrash(resource: TrashedResource, id: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from content_trash t where t.resource = ${resource} and t.record_id = ${sql.ref(id)})`;
}

export async function add(
  trx: Kysely<Database>,
  resource: TrashedResource,
  recordId: number,
  actor: AuditActor | null,
): Promise<void> {
  await trx
    .insertInto('content_trash')
    .values({
      resource,
      record_id: recordId,
      deleted_at: nowIso(),
      deleted_by: actor?.id ?? null,
      deleted_by_username: actor?.username ?? null,
    })
    .execute();
}

/**
 * Takes the record out of the trash; `false` when it is not there. Restore and purge both start
 * with it: on PostgreSQL the row lock makes a second caller wait and then find nothing, on SQLite
 * the write lock does, so a record is restored or purged once, however many ask at once.
 */
export async function take(trx: Kysely<Database>, resource: TrashedResource, recordId: number) {
  const result = await trx
    .deleteFrom('content_trash')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the record is in the trash. */
export async function holds(db: Kysely<Database>, resource: TrashedResource, recordId: number) {
  const row = await db
    .selectFrom('content_trash')
    .select('record_id')
    .where('resource', '=', resource)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of the records of `resources` in the trash, latest deleted first, with how many there are. */
export async function list(
  db: Kysely<Database>,
  query: { resources: readonly TrashedResource[]; pageNum: number; pageSize: number },
): Promise<{ list: TrashedRecord[]; total: number }> {
  if (query.resources.length === 0) return { list: [], total: 0 };
  const matching = db.selectFrom('content_trash').where('resource', 'in', [...query.resources]);
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('staff_users as u', 'u.id', 'content_trash.deleted_by')
      .select([
        'content_trash.resource',
        'content_trash.record_id',
        'content_trash.deleted_at',
        'content_trash.deleted_by',
        'content_trash.deleted_by_username',
        'u.name',
      ])
      .orderBy('content_trash.deleted_at', 'desc')
      .orderBy('content_trash.resource')
      .orderBy('content_trash.record_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => {
      const username = row.deleted_by_username ?? 'system';
      return {
        resource: row.resource as TrashedResource,
        recordId: row.record_id,
        deletedAt: toIso(row.deleted_at),
        deletedBy: { id: row.deleted_by ?? 0, username, name: row.name ?? username },
      };
    }),
    total: Number(count.total),
  };
}

/** Records deleted at or before `cutoff`, earliest first: those due to be purged. */
export async function dueBefore(
  db: Kysely<Database>,
  cutoff: Date,
  limit: number,
): Promise<Array<{ resource: TrashedResource; recordId: number }>> {
  const rows = await db
    .selectFrom('content_trash')
    .select(['resource', 'record_id'])
    .where('deleted_at', '<=', cutoff.toISOString())
    .orderBy('deleted_at')
    .orderBy('resource')
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ resource: row.resource as TrashedResource, recordId: row.record_id }));
}
