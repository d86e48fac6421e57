import type { ColumnType } from 'kysely';
import type { TimestampColumn } from '../../db/column-types.ts';

/** A "forgot password" link: its token's SHA-256 only, for 30 minutes, used once. */
export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: TimestampColumn;
  expires_at: TimestampColumn;
  used_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
}
