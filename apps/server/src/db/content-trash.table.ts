import type { TimestampColumn } from './column-types.ts';

/**
 * A bilingual record in the trash (contract §10): its main row, links and versions stay where
 * they are; this row hides it from the back-office and says when and by whom it was deleted.
 * Purged 30 days after `deleted_at` (content/trash/).
 */
export interface ContentTrashTable {
  /** One of the seven bilingual resources. */
  resource: string;
  record_id: number;
  deleted_at: TimestampColumn;
  /** Null once the staff member is deleted; `deleted_by_username` still names them. */
  deleted_by: number | null;
  deleted_by_username: string | null;
}
