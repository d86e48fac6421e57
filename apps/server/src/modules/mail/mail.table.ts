import type { ColumnType, Generated } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** A message waiting for, or handed to, the SMTP server (contract §12's mail outbox). */
export interface MailOutboxTable {
  id: IdColumn;
  to_address: string;
  subject: string;
  /** Plain text. */
  body: string;
  created_at: TimestampColumn;
  next_attempt_at: TimestampColumn;
  attempts: Generated<number>;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: Generated<string>;
}
