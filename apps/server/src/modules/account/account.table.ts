import type { ColumnType } from 'kysely';
import type { TimestampColumn } from '../../db/column-types.ts';

/** A staff user's account-center fields that `staff_users` does not hold; one row per user, made on first write. */
export interface StaffProfileTable {
  user_id: number;
  signature: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  province: ColumnType<string, string | undefined, string>;
  city: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  security_phone: ColumnType<string, string | undefined, string>;
  security_question: ColumnType<string, string | undefined, string>;
  /** argon2id of the answer, lower-cased and trimmed; never answered. */
  security_answer_hash: ColumnType<string | null, string | null | undefined, string | null>;
  backup_email: ColumnType<string, string | undefined, string>;
  /** `weak` | `medium` | `strong`; null until the password is next set or used to sign in. */
  password_strength: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: TimestampColumn;
}
