import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface DistributorTable {
  id: IdColumn;
  /** Where it sells, comma-separated tokens (`cn,emea`): the public list filters by one. */
  regions: string;
  website: string;
  /** An https address with `{partNumber}` where the part number goes. */
  part_search_url: string;
  phone: string;
  email: string;
  logo: string;
  sort: number;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface DistributorI18nTable extends I18nRow {
  distributor_id: number;
  name: string;
}
