import type { PagingQuery } from '@coresense/shared';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** Largest id a 32-bit integer column holds; larger ids cannot exist and are simply not found. */
export const MAX_ID = 2_147_483_647;

export function pageOffset(paging: PagingQuery): number {
  return (paging.pageNum - 1) * paging.pageSize;
}

/** Case-insensitive "contains", with the user's `%`, `_` and `\` taken literally. */
export function containsIgnoreCase(column: Expression<string>, keyword: string): RawBuilder<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
