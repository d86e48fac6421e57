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

/** Beside the whole text, the fields a list shows, so listing never reads or parses an article. */
export interface NewsI18nTable extends I18nRow {
  news_id: number;
  title: string;
  summary: string;
  cover: string;
  address: string;
  booth: string;
}
