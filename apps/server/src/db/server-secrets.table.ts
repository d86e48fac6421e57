import type { TimestampColumn } from './column-types.ts';

/** A key the server signs with, by purpose (`preview`); made once, shared by every process. */
export interface ServerSecretTable {
  name: string;
  /** Base64url of random bytes. */
  value: string;
  created_at: TimestampColumn;
}
