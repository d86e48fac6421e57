import type { TimestampColumn } from '../../db/column-types.ts';

export interface PageBlockTable {
  type: string;
  lang: string;
  data: string;
  updated_at: TimestampColumn;
}
