import type { BoolColumn, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface MemberTable {
  id: IdColumn;
  name: string;
  company: string;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  level: string;
  enabled: BoolColumn;
  note: string;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}
