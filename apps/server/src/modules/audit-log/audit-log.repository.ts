import type { AuditLogListQuery } from '@coresense/shared';
import type { Kysely } from 'kysely';
import { containsIgnoreCase, dayRange, fetchPage, MAX_ID } from '../../db/queries.ts';
import type { Database } from '../../db/schema.ts';

const SORT_COLUMNS = { createTime: 'created_at', id: 'id' } as const;

/** Reads of the audit log; entries are written by AuditLogService.record only. */
export class AuditLogRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #filtered(query: AuditLogListQuery) {
    let base = this.#db.selectFrom('audit_log');
    if (query.resource) base = base.where('resource', '=', query.resource);
    if (query.action) base = base.where('action', '=', query.action);
    if (query.userId !== undefined) base = base.where('user_id', '=', Math.min(query.userId, MAX_ID));
    const { start, end } = dayRange(query.dateFrom, query.dateTo);
    if (start) base = base.where('created_at', '>=', start);
    if (end) base = base.where('created_at', '<', end);
    if (query.keyword) {
      const keyword = query.keyword;
      base = base.where((eb) =>
        eb.or([
          containsIgnoreCase(eb.ref('username'), keyword),
          containsIgnoreCase(eb.ref('resource_id'), keyword),
          containsIgnoreCase(eb.ref('changes'), keyword),
        ]),
      );
    }
    return base;
  }

  /** Newest first unless another order is asked for. */
  async list(query: AuditLogListQuery) {
    const direction = query.sortOrder === 'ascend' ? 'asc' : 'desc';
    const base = this.#filtered(query);
    const listed = base
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sortField ?? 'createTime'], direction)
      .orderBy('id', direction);
    return fetchPage(listed, base, query);
  }

  /** Every entry about one record, newest first; a record's history is short, 200 at most. */
  async ofRecord(resource: string, resourceId: number) {
    return this.#db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', resource)
      .where('resource_id', '=', String(resourceId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  async find(id: number) {
    if (id > MAX_ID) return undefined;
    return this.#db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
