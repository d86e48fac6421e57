import type { TimestampColumn } from '../../db/column-types.ts';

/** A staff user's TOTP secret; a row exists once they started setting it up. */
export interface StaffMfaTable {
  user_id: number;
  /** The confirmed secret (base32); null while two-factor sign-in is off. */
  secret: string | null;
  /** A secret set up but not yet confirmed by a code. */
  pending_secret: string | null;
  /** The last 30-second step whose code was accepted: an older or equal one is refused. */
  last_used_step: number | null;
  enabled_at: TimestampColumn | null;
}

export interface StaffMfaRecoveryCodeTable {
  user_id: number;
  /** SHA-256 of the normalised code: the codes are random enough that no salt or slow hash is needed. */
  code_hash: string;
  used_at: TimestampColumn | null;
}
