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

/** Failed sign-ins of one username from one client address. */
export interface LoginFailureTable {
  username: string;
  ip: string;
  failures: number;
  last_failed_at: TimestampColumn;
}

/** Wrong answers to one check of a signed-in account (`AccountLockout`), from any address or session. */
export interface AccountCheckFailureTable {
  user_id: number;
  check_name: string;
  failures: number;
  last_failed_at: TimestampColumn;
}
