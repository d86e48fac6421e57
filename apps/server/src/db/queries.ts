import type { PagingQuery } from '@coresense/shared';
import {
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { invalidField } from '../lib/app-error.ts';

/** Largest id a 32-bit integer column holds; larger ids cannot exist and are simply not found. */
export const MAX_ID = 2_147_483_647;

export function pageOffset(paging: PagingQuery): number {
  return (paging.pageNum - 1) * paging.pageSize;
}

/**
 * The LIMITs a page's query is written with. A page's size is written into the SQL rather than
 * bound: SQLite sorts for a limit it can see at planning time in a bounded sorter, about twice as
 * fast as for a bound one. Each LIMIT is a query text of its own, so the 100 page sizes of
 * contract §1 share these few: a page asks for the next one up and keeps its own size of rows.
 * The sizes the site and back-office ask for (3, 10, 20, 50, 100) are among them.
 */
export const PAGE_LIMITS = [1, 3, 5, 10, 20, 50, 100] as const;

/** The LIMIT a page of `pageSize` rows is read with: the smallest of `PAGE_LIMITS` holding it. */
export function pageLimitFor(pageSize: number): number {
  return PAGE_LIMITS.find((limit) => limit >= pageSize) ?? Math.ceil(pageSize / 100) * 100;
}

/** A page's LIMIT (one of `pageLimitFor`'s), written into the SQL. */
export function pageLimit(paging: Pick<PagingQuery, 'pageSize'>): RawBuilder<number> {
  return sql.lit(paging.pageSize);
}

/**
 * One page of `listed` (already selecting and ordered) and how many rows `counted` matches in all;
 * `counted` is the same query before its columns and order, so the two agree on the filter.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  listed: SelectQueryBuilder<DB, TB, Row>,
  counted: SelectQueryBuilder<DB, TB, object>,
  paging: PagingQuery,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    listed.limit(paging.pageSize).offset(pageOffset(paging)).execute(),
    counted
      .select((eb) => eb.fn.countAll<number>().as('total'))
      // Kysely cannot work out a selection's type over a generic DB, so it is stated.
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The `like` pattern of "contains `keyword`", ignoring case, with `%`, `_` and `\` taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether `column`, in lower case, matches a pattern made by `containsPattern`. */
export function matchesIgnoringCase(column: Expression<string>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/** The text at `path` inside a JSON text column (`null` where there is none), on either backend. */
export function jsonTextAt(db: Kysely<unknown>, column: string, path: readonly string[]): RawBuilder<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string>`(${sql.ref(column)})::jsonb #>> ${`{${path.join(',')}}`}`;
  return sql<string>`json_extract(${sql.ref(column)}, ${`$.${path.map((step) => `"${step}"`).join('.')}`})`;
}

/** Case-insensitive "contains", with the user's `%`, `_` and `\` taken literally. */
export function containsIgnoreCase(column: Expression<string>, keyword: string): RawBuilder<SqlBool> {
  return matchesIgnoringCase(column, containsPattern(keyword));
}

/** True for a unique-constraint failure on either backend (PostgreSQL 23505, SQLite 2067). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  return code === '23505' || errcode === 2067 || /UNIQUE constraint failed/.test(error.message);
}

/** Runs `work`, turning a unique-constraint failure into a field error on `field`. */
export async function uniqueOn<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField(field, 'alreadyTaken');
    throw error;
  }
}

/** Start of a UTC day and start of the day after another, for inclusive `YYYY-MM-DD` ranges. */
export function dayRange(from?: string, to?: string): { start?: string; end?: string } {
  const end = to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString() : undefined;
  return { start: from ? `${from}T00:00:00.000Z` : undefined, end };
}
