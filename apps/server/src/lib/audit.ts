import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Who made a change, as the audit log names them. */
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
  /** What the record is called; else read from `subject`, else from `changes` (creates, deletes). */
  title?: string;
  /** The record as written, to name it when `changes` holds only what changed. */
  subject?: object;
}

/**
 * Where a write leaves its audit entry (the audit-log module keeps them). Pass the write's own
 * transaction, so that the entry and the change are committed together or not at all.
 */
export interface AuditRecorder {
  record(entry: AuditEntry, db?: Kysely<Database>): Promise<void>;
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
