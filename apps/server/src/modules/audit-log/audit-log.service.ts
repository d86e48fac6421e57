import type { AuditLogEntry, AuditLogListQuery, Lang, Paged } from '@coresense/shared';
import type { Kysely, Selectable } from 'kysely';
import type { RegisteredContentType } from '../../content/content-type.ts';
import { nowIso, toIso } from '../../db/column-types.ts';
import type { Database } from '../../db/schema.ts';
import { type AuditEntry, type AuditRecorder, withoutSecrets } from '../../lib/audit.ts';
import { AuditLogRepository } from './audit-log.repository.ts';
import type { AuditLogTable } from './audit-log.table.ts';

/** The fields naming a record of a resource outside the content registry, in the order tried. */
const TITLE_FIELDS = ['title', 'name', 'username', 'number', 'label'] as const;
const MAX_TITLE = 200;

function titleIn(record: Record<string, unknown>): string | undefined {
  for (const field of TITLE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * A record's name: a content type's title field in its Chinese then English text; for another
 * resource, its own field, else its text's (`i18n.zh_CN.label`).
 */
function recordTitle(record: object | undefined, type: RegisteredContentType | undefined): string {
  if (!record) return '';
  const fields = record as Record<string, unknown>;
  if (type) {
    const i18n = (fields.i18n ?? {}) as Partial<Record<Lang, unknown>>;
    return type.titleOf(i18n, ['zh_CN', 'en_US']).trim().slice(0, MAX_TITLE);
  }
  const own = titleIn(fields);
  if (own) return own.slice(0, MAX_TITLE);
  const i18n = fields.i18n as Record<string, Record<string, unknown> | undefined> | undefined;
  for (const lang of ['zh_CN', 'en_US']) {
    const text = i18n?.[lang] && titleIn(i18n[lang]);
    if (text) return text.slice(0, MAX_TITLE);
  }
  return '';
}

/** The scheduler's runs are logged as `scheduled-<action>`, under the author who scheduled them. */
const SCHEDULER_ACTION = /^scheduled-/;

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
    via: SCHEDULER_ACTION.test(row.action) ? 'scheduler' : null,
    action: row.action,
    resource: row.resource,
    resourceId: row.resource_id,
    title: row.title,
    changes,
    ip: row.ip,
    createTime: toIso(row.created_at),
  };
}

/** Who did what to which record: the entries every write leaves, and their reads. */
export class AuditLogService implements AuditRecorder {
  readonly #db: Kysely<Database>;
  readonly #types: ReadonlyMap<string, RegisteredContentType>;

  /** `contentTypes`: the registry, whose title fields name its records (`src/content-types.ts`). */
  constructor(db: Kysely<Database>, contentTypes: readonly RegisteredContentType[]) {
    this.#db = db;
    this.#types = new Map(contentTypes.map((type) => [type.resource, type]));
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
        title: entry.title ?? recordTitle(entry.subject ?? entry.changes, this.#types.get(entry.resource)),
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

  async ofRecord(resource: string, resourceId: number): Promise<AuditLogEntry[]> {
    return (await new AuditLogRepository(this.#db).ofRecord(resource, resourceId)).map(toEntry);
  }

  async get(id: number): Promise<AuditLogEntry | undefined> {
    const row = await new AuditLogRepository(this.#db).find(id);
    return row && toEntry(row);
  }
}
