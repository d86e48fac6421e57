import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface InvestorItemTable {
  id: IdColumn;
  type: string;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface InvestorI18nTable extends I18nRow {
  item_id: number;
  title: string;
  publish_date: string;
}
