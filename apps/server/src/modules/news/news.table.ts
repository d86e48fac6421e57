import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface NewsTable {
  id: IdColumn;
  type: string;
  enabled: BoolColumn;
  start_date: string | null;
  end_date: string | null;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface NewsI18nTable extends I18nRow {
  news_id: number;
  title: string;
}
