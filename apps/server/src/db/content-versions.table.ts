import type { IdColumn, TimestampColumn } from './column-types.ts';

/**
 * One saved version of a bilingual record or a page block (contract §10): what the record was
 * after the save, whole, in the shape the back-office reads (`snapshot`), and which fields the
 * save changed (`changed_fields`). `record_key` is the record's id, or the block's type.
 */
export interface ContentVersionTable {
  id: IdColumn;
  resource: string;
  record_key: string;
  /** Counts from 1 per record. */
  version: number;
  /** Null for versions nobody wrote through the back-office (demo content, older databases). */
  author_id: number | null;
  author_username: string | null;
  /** JSON: `[{field, lang}]`. */
  changed_fields: string;
  /** JSON: the record as `GET /api/v1/admin/R/{id}` answered it after the save. */
  snapshot: string;
  created_at: TimestampColumn;
}

/**
 * The version of a bilingual record or a page block public in one language (contract §10): the
 * live tables hold its text. No row: nothing is public in that language (unless the record has
 * no versions at all yet, see `content/publication.ts`).
 */
export interface ContentPublicationTable {
  resource: string;
  record_key: string;
  lang: string;
  version: number;
  published_at: TimestampColumn;
  /** The staff member who published it; null for demo content and older databases. */
  published_by: number | null;
}
