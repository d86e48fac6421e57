import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from '../lib/app-error.ts';
import { toIso } from './column-types.ts';

/*
 * Keyset paging (`keysetQuery` and `keysetPaged` of the shared schemas): a page is read from
 * the index of its order, starting past the key of a row the client was given, instead of
 * walking past every earlier row as an OFFSET does. A cursor is that row's key, tagged with the
 * order it was read in; it says nothing the row itself does not.
 */

/** A key's values: text, numbers, and times (written as ISO text). */
export type KeyValue = string | number;

/** One order a list can be read in: its columns, the last of them unique (the id). */
export interface KeysetOrder {
  /** What the cursor is tagged with: the sort field and direction it was read in. */
  name: string;
  columns: readonly string[];
  direction: 'asc' | 'desc';
}

/** A page's position as the request gives it: after a row, before one, or neither (the offset). */
export interface KeysetPosition {
  after?: string;
  before?: string;
}

export function encodeCursor(order: KeysetOrder, key: readonly KeyValue[]): string {
  return Buffer.from(JSON.stringify([order.name, order.direction, ...key])).toString('base64url');
}

/** The key a cursor holds; a cursor of another order, or no cursor at all, is a 400. */
export function decodeCursor(order: KeysetOrder, cursor: string, field: string): KeyValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== order.name ||
    parsed[1] !== order.direction ||
    parsed.length !== order.columns.length + 2 ||
    !parsed.slice(2).every((value) => typeof value === 'string' || typeof value === 'number')
  )
    throw new AppError('VALIDATION_ERROR', [{ field, key: 'invalidValue' }]);
  return parsed.slice(2) as KeyValue[];
}

/** A row's key in `order`: its values of the order's columns (named without their table alias). */
export function keyOf(order: KeysetOrder, row: Readonly<Record<string, unknown>>): KeyValue[] {
  return order.columns.map((column) => {
    const value = row[column.slice(column.indexOf('.') + 1)];
    if (value instanceof Date) return toIso(value);
    if (typeof value === 'string' || typeof value === 'number') return value;
    throw new Error(`keyset column ${column} holds ${String(value)}`);
  });
}

/**
 * The rows past `key` in reading order (`from`: the row of `key` too): `(a, b, id) < (…)` when
 * reading newest first. A row value compared as a whole is one range on an index of those
 * columns, on SQLite and PostgreSQL.
 */
export function pastKey(
  order: KeysetOrder,
  key: readonly KeyValue[],
  { backwards = false, from = false }: { backwards?: boolean; from?: boolean } = {},
): RawBuilder<SqlBool> {
  const descending = (order.direction === 'desc') !== backwards;
  const columns = sql.join(order.columns.map((column) => sql.ref(column)));
  const values = sql.join(key.map((value) => sql.val(value) as Expression<unknown>));
  const comparison = `${descending ? '<' : '>'}${from ? '=' : ''}`;
  return sql<SqlBool>`(${columns}) ${sql.raw(comparison)} (${values})`;
}
