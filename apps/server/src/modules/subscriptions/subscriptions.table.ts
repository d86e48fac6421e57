import type { ColumnType } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** One address that asked for change alerts (contract §9); it receives them once confirmed. */
export interface SubscriptionTable {
  id: IdColumn;
  /** Lower case: one subscription per address. */
  email: string;
  /** The language its mails and pages are in, and of the publications it hears of. */
  lang: string;
  /** Random; with the server's key it signs the unsubscribe link, which is never stored. */
  token_salt: string;
  /** Random, renewed by each request; signs the confirmation link of the latest one. */
  confirm_nonce: string;
  /** The request waiting for confirmation (`PendingRequest` as JSON), or null. */
  pending: string | null;
  /** The origin the visitor subscribed on: where its links lead when PUBLIC_URL is not set. */
  site_url: ColumnType<string, string | undefined, string>;
  confirmed_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface SubscriptionTopicTable {
  subscription_id: number;
  topic: string;
}

export interface SubscriptionProductTable {
  subscription_id: number;
  product_id: number;
}

/** An event already alerted in a language (`news:12`, `documents:4:revision:C`): never mailed again. */
export interface AlertEventTable {
  event_key: string;
  lang: string;
  created_at: TimestampColumn;
}
