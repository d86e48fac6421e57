import type { ColumnType, Generated } from 'kysely';

/** SQLite answers 0/1 where PostgreSQL answers a boolean; write either, read with `toBool`. */
export type BoolColumn = ColumnType<boolean | number, boolean, boolean>;
/** SQLite keeps ISO text, PostgreSQL a timestamptz; write ISO text, read with `toIso`. */
export type TimestampColumn = ColumnType<string | Date, string | undefined, string>;
export type IdColumn = Generated<number>;

export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // What this application writes is already ISO UTC; only other text needs a round trip.
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Per-language rows: the owner's id, the language, a few searchable columns and the JSON text. */
export interface I18nRow {
  lang: string;
  data: string;
}

/** A record's text in each language it is written in. */
export type I18n<T> = Partial<Record<'zh_CN' | 'en_US', T>>;

export function i18nEntries<T>(i18n: I18n<T>): Array<['zh_CN' | 'en_US', T]> {
  return Object.entries(i18n).filter((entry): entry is ['zh_CN' | 'en_US', T] => entry[1] !== undefined);
}

/** Creation time of a new record: now, unless given (imports and demo content keep history). */
export function timestamps(createdAt?: string): { created_at: string; updated_at: string } {
  const time = createdAt ?? nowIso();
  return { created_at: time, updated_at: time };
}
