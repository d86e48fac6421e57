import type { ColumnType, Generated } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** A message waiting for, or handed to, the SMTP server (contract §12's mail outbox). */
export interface MailOutboxTable {
  id: IdColumn;
  to_address: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The HTML part, or '' for plain text alone. */
  html: Generated<string>;
  /** Headers of its own, as a JSON object of names and values. */
  headers: Generated<string>;
  created_at: TimestampColumn;
  next_attempt_at: TimestampColumn;
  attempts: Generated<number>;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: Generated<string>;
}
