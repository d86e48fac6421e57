import type { I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

/** A parameter definition (contract §8): one quantity in one canonical unit, or an enum, or a yes/no. */
export interface ProductParameterTable {
  id: IdColumn;
  key: string;
  type: string;
  unit: string;
  sort: number;
  /** An enum's tokens in display order, as a JSON array; `[]` for other types. */
  options: string;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

/** A definition's label in one language; `data` also holds its options' labels. */
export interface ProductParameterI18nTable extends I18nRow {
  parameter_id: number;
  label: string;
}

/** Which parameters a category's products have, in display order. */
export interface ProductCategoryParameterTable {
  category_id: number;
  parameter_id: number;
  sort: number;
}
