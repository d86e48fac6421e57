import type { ColumnType, Generated } from 'kysely';
import type { BoolColumn, I18nRow, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface DocumentTable {
  id: IdColumn;
  type: string;
  number: string;
  /** `number` in lower case: the unique key, as numbers are unique ignoring case. */
  number_key: string;
  lang: string;
  enabled: BoolColumn;
  /** The latest revision's date (`YYYY-MM-DD`), by which the lists put the newest first. */
  revised_on: ColumnType<string, string | undefined, string>;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface DocumentI18nTable extends I18nRow {
  document_id: number;
  title: string;
}

/** The products a document is about, in the editor's order. */
export interface DocumentProductTable {
  document_id: number;
  product_id: number;
  sort: number;
}

/**
 * A document's revisions, added and never rewritten: the one with the highest id is the latest.
 * They are released facts, not drafts, so they live beside the versioned record.
 */
export interface DocumentRevisionTable {
  id: Generated<number>;
  document_id: number;
  revision: string;
  /** `revision` in lower case: a document has each revision once. */
  revision_key: string;
  released_on: string;
  file_id: number;
  /** The change note per language, as JSON `{zh_CN?: {changes}, en_US?: {changes}}`. */
  changes: string;
  created_at: TimestampColumn;
}
