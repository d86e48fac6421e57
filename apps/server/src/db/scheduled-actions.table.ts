import type { IdColumn, TimestampColumn } from './column-types.ts';

/**
 * A publish or unpublish of some languages of one record (or page block) at a set time
 * (contract §10). Pending while `done_at` is null; the runner that claims it sets `done_at` and
 * `outcome` in the transaction that runs it. A cancel sets them too, so history is kept.
 */
export interface ScheduledActionTable {
  id: IdColumn;
  /** One of the seven bilingual resources, or `blocks`. */
  resource: string;
  /** The record's id as text, or the block's type. */
  record_key: string;
  /** JSON: the languages, e.g. `["zh_CN","en_US"]`. */
  langs: string;
  /** `publish` or `unpublish`. */
  action: string;
  run_at: TimestampColumn;
  /** Null once the author is deleted; `author_username` still names them. */
  author_id: number | null;
  author_username: string | null;
  created_at: TimestampColumn;
  done_at: TimestampColumn | null;
  /** Null while pending; then `done`, `failed` or `cancelled`. */
  outcome: string | null;
  /** Why a failed action failed, in words for the log and the notice. */
  error: string | null;
}
