import type { ColumnType } from 'kysely';
import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ProductCategoryTable {
  id: IdColumn;
  sort: number;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface ProductCategoryI18nTable extends I18nRow {
  category_id: number;
  name: string;
}

export interface ProductTable {
  id: IdColumn;
  classify_id: number;
  sort: number;
  enabled: BoolColumn;
  /** The lifecycle status (contract §8): preview, active, nrnd, lifebuy or obsolete. */
  status: Defaulted<string>;
  /** Lifecycle dates (contract §13), `YYYY-MM-DD`: only for nrnd, lifebuy and obsolete. */
  last_order_date: Defaulted<string | null>;
  last_ship_date: Defaulted<string | null>;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface ProductI18nTable extends I18nRow {
  product_id: number;
  name: string;
  model: string;
  /**
   * The product's public data in this language (status, published replacements, parameters with
   * their displays, parts) as JSON, derived from the tables below on every write that changes it.
   */
  facts: Defaulted<string>;
  /** The text's prose in lower case (summary, features, models, description), for the keyword. */
  search_text: Defaulted<string>;
}

/** A product's value of one parameter: a number is min = max; a range's open end is null. */
export interface ProductParameterValueTable {
  product_id: number;
  parameter_id: number;
  num_min: number | null;
  num_max: number | null;
  /** Whether the number was entered as a range (1.71–3.6 V) rather than one value. */
  is_range: BoolColumn;
  /** An enum's token, or `true`/`false` for a boolean. */
  text_value: string | null;
}

export interface ProductReplacementTable {
  product_id: number;
  replacement_id: number;
  sort: number;
}

export interface ProductPartTable {
  product_id: number;
  sort: number;
  part_number: string;
  status: string;
  package: string;
  pins: number;
  package_qty: number;
  temp_min: number;
  temp_max: number;
  msl: string;
  rohs: BoolColumn;
  marking: string;
  last_order_date: Defaulted<string | null>;
  last_ship_date: Defaulted<string | null>;
}
