import type { ColumnType, Generated } from 'kysely';

/** SQLite answers 0/1 where PostgreSQL answers a boolean; write either, read with `toBool`. */
export type BoolColumn = ColumnType<boolean | number, boolean, boolean>;
/** SQLite keeps ISO text, PostgreSQL a timestamptz; write ISO text, read with `toIso`. */
export type TimestampColumn = ColumnType<string | Date, string | undefined, string>;
export type IdColumn = Generated<number>;

export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Per-language rows: the owner's id, the language, a few searchable columns and the JSON text. */
export interface I18nRow {
  lang: string;
  data: string;
}
