import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface AuditLogTable {
  id: IdColumn;
  user_id: number | null;
  username: string;
  action: string;
  resource: string;
  resource_id: string;
  /** The record's name or title when the entry was written, so a deleted record is still named. */
  title: string;
  /** JSON: `{field: {from, to}}` for updates, the written fields for creates and deletes. */
  changes: string;
  ip: string;
  created_at: TimestampColumn;
}
