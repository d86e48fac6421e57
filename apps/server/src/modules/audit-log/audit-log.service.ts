import { isDeepStrictEqual } from 'node:util';
import type { AuditLogEntry, AuditLogListQuery, Paged } from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { AuditLogRepository } from './audit-log.repository.ts';
import type { AuditLogTable } from './audit-log.table.ts';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditEntry {
  actor: AuditActor | null;
  ip?: string;
  action: string;
  resource: string;
  resourceId: number | string;
  changes: Record<string, unknown>;
}

/** Fields whose values must never be written to the log. */
const SECRET_FIELDS = new Set(['password', 'password_hash', 'passwordHash']);

/** `{field: {from, to}}` for every top-level field that differs; secrets show only that they changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isDeepStrictEqual(before[field], after[field])) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? { from: '***', to: '***' }
      : { from: before[field], to: after[field] };
  }
  return changes;
}

export function withoutSecrets(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !SECRET_FIELDS.has(field)));
}

function toEntry(row: Selectable<AuditLogTable>): AuditLogEntry {
  let changes: Record<string, unknown>;
  try {
    changes = JSON.parse(row.changes);
  } catch {
    changes = {};
  }
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    changes,
    ip: row.ip,
    createTime: toIso(row.created_at),
  };
}

/**
 * Who did what to which record. Pass the write's own transaction so that the entry and the
 * change are committed together or not at all.
 */
export class AuditLogService {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async record(entry: AuditEntry, db: Kysely<Database> = this.#db): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        user_id: entry.actor?.id ?? null,
        username: entry.actor?.username ?? '',
        action: entry.action,
        resource: entry.resource,
        resource_id: String(entry.resourceId),
        changes: JSON.stringify(withoutSecrets(entry.changes)),
        ip: entry.ip ?? '',
        created_at: nowIso(),
      })
      .execute();
  }

  async list(query: AuditLogListQuery): Promise<Paged<AuditLogEntry>> {
    const { rows, total } = await new AuditLogRepository(this.#db).list(query);
    return { list: rows.map(toEntry), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AuditLogEntry | undefined> {
    const row = await new AuditLogRepository(this.#db).find(id);
    return row && toEntry(row);
  }
}
