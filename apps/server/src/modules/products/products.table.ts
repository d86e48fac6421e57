import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

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
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface ProductI18nTable extends I18nRow {
  product_id: number;
  name: string;
  model: string;
}
