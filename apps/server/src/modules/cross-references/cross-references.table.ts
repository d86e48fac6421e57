import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** A competitor's part number and the product of ours that replaces it (contract §13). */
export interface CrossReferenceTable {
  id: IdColumn;
  competitor_part_number: string;
  /** The part number as searches compare it: folded, without spaces, hyphens, dots or underscores. */
  part_key: string;
  manufacturer: string;
  product_id: number;
  /** One of the product's part numbers, or null for the product as a whole. */
  part_number: string | null;
  /** `drop-in`, `pin-compatible` or `functional`. */
  match: string;
  /** The note per language, as JSON `{zh_CN: {note}, en_US: {note}}`. */
  i18n: string;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}
