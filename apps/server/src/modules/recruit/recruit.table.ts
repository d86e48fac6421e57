import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface RecruitTable {
  id: IdColumn;
  headcount: number;
  sort: number;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface RecruitI18nTable extends I18nRow {
  recruit_id: number;
  position: string;
}
