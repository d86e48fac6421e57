import type { BoolColumn, IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** One notice of one user. Its words are not stored: `kind` and `params` make them in any language. */
export interface NoticeTable {
  id: IdColumn;
  user_id: number;
  type: string;
  kind: string;
  /** JSON object: the values the kind's texts are filled in with. */
  params: string;
  /** The record the notice is about (`enquiries:12`), so it can be settled when the record is. */
  subject: string | null;
  status: string;
  read: BoolColumn;
  created_at: TimestampColumn;
}

/** A user's notification switches; no row means every switch is on. */
export interface NotificationSettingsTable {
  user_id: number;
  account_password: BoolColumn;
  system_messages: BoolColumn;
  todo: BoolColumn;
  todo_email: BoolColumn;
}

/** Every address a user has signed in from. */
export interface SignInAddressTable {
  user_id: number;
  ip: string;
  first_seen_at: TimestampColumn;
}
