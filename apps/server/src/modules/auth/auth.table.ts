import type { TimestampColumn } from '../../db/column-types.ts';

export interface SessionTable {
  /** SHA-256 of the cookie's token: a leaked table does not hand out sessions. */
  id: string;
  user_id: number;
  ip: string;
  user_agent: string;
  created_at: TimestampColumn;
  expires_at: TimestampColumn;
}

export interface LoginFailureTable {
  username: string;
  failures: number;
  last_failed_at: TimestampColumn;
}
