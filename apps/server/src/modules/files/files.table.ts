import type { ColumnType } from 'kysely';
import type { IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface FileTable {
  id: IdColumn;
  storage_key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  created_by: number | null;
  created_at: TimestampColumn;
  /** The upload an image variant was made from; null for uploads themselves. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Which record uses which file: a file is public while a published owner references it. */
export interface FileRefTable {
  file_id: number;
  owner_type: string;
  owner_id: string;
}
