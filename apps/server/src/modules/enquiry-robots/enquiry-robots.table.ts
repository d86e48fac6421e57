import type { ColumnType, Generated } from 'kysely';
import type { BoolColumn, IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** The group robot told of one kind of enquiry (`contact`, `product`, `job`). */
export interface EnquiryRobotTable {
  kind: string;
  platform: string;
  url: string;
  /** The platform's signing secret, '' when it does not sign. */
  secret: Generated<string>;
  enabled: BoolColumn;
  /** The language of its messages. */
  lang: string;
  updated_at: TimestampColumn;
}

/** A robot message waiting for, or handed to, its platform. */
export interface WebhookOutboxTable {
  id: IdColumn;
  /** The robot it goes to, read when it is posted: an address corrected meanwhile is used. */
  robot_kind: string;
  /** What it tells, as JSON (`RobotMessage`), never the visitor's words. */
  message: string;
  created_at: TimestampColumn;
  next_attempt_at: TimestampColumn;
  attempts: Generated<number>;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: Generated<string>;
}
