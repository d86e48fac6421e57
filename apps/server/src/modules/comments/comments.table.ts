import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface CommentTable {
  id: IdColumn;
  sort: number;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface CommentI18nTable extends I18nRow {
  comment_id: number;
  name: string;
}
