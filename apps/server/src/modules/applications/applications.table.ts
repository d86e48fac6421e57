import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface ApplicationTable {
  id: IdColumn;
  sort: number;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface ApplicationI18nTable extends I18nRow {
  application_id: number;
  title: string;
}

export interface ApplicationProductTable {
  application_id: number;
  product_id: number;
  sort: number;
}
