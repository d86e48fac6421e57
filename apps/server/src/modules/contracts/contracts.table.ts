import type { Generated } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface ContractTable {
  id: IdColumn;
  member_id: number;
  number: string;
  signing_date: string;
  status: string;
  /** Money is kept in cents, so sums are exact. */
  total_cents: number;
  note: string;
  payment_terms: Generated<string>;
  delivery_terms: Generated<string>;
  /** The VAT rate the prices include, in percent; null when the contract states none. */
  vat_percent: number | null;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface ContractGoodsTable {
  id: IdColumn;
  contract_id: number;
  product_id: number | null;
  model: string;
  quantity: number;
  unit_price_cents: number;
  sort: number;
}
