import type { TimestampColumn } from '../../db/column-types.ts';

/** A third-party account (an OpenID Connect subject at a provider) bound to a staff user. */
export interface StaffIdentityTable {
  provider: string;
  /** The provider's `sub`: stable for the account, unlike its names. */
  subject: string;
  user_id: number;
  /** How the account is shown: its username, name or email at the provider. */
  account: string;
  created_at: TimestampColumn;
}

/** A binding or a sign-in sent to a provider and not yet back; used once, within minutes. */
export interface OidcTransactionTable {
  /** SHA-256 of the `state` sent along; the state itself is only in the browser's cookie. */
  state_hash: string;
  provider: string;
  purpose: 'bind' | 'sign-in';
  /** Who is binding; null for a sign-in. */
  user_id: number | null;
  code_verifier: string;
  nonce: string;
  expires_at: TimestampColumn;
}
