import type { KeysetPaged, Paged } from '@coresense/shared';
import type { Query, QueryValue } from './api-client.ts';

/** What ProTable hands its `request`: paging as `current`, the search form's fields beside it. */
export type ProTableParams = { current?: number; pageSize?: number; keyword?: string } & Record<
  string,
  unknown
>;
export type ProTableSort = Record<string, 'ascend' | 'descend' | null>;
export type ProTableFilter = Record<string, (string | number)[] | null>;
export interface ProTableResult<T> {
  data: T[];
  total: number;
  success: boolean;
}

function asQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/**
 * ProTable's words to the contract's (§1, admin brief): `current` → `pageNum`, a sorted column →
 * `sortField`/`sortOrder`, a column filter → its first value (the API takes one value per filter).
 */
export function toListQuery(
  params: ProTableParams,
  sort: ProTableSort = {},
  filter: ProTableFilter = {},
): Query {
  const { current, pageSize, ...fields } = params;
  const query: Query = { pageNum: current ?? 1, pageSize: pageSize ?? 10 };
  for (const [key, value] of Object.entries(fields)) {
    const given = asQueryValue(value);
    if (given !== undefined && given !== '') query[key] = given;
  }
  for (const [key, values] of Object.entries(filter)) {
    const first = values?.[0];
    if (first !== undefined) query[key] = first;
  }
  const sorted = Object.entries(sort).find(([, order]) => order);
  if (sorted) {
    query.sortField = sorted[0];
    query.sortOrder = sorted[1] ?? undefined;
  }
  return query;
}

export function toProTableResult<T>(page: Paged<T>): ProTableResult<T> {
  return { data: page.list, total: page.total, success: true };
}

/** The one adapter every list uses: give it the call that fetches a page. */
export function proTableRequest<T>(fetchPage: (query: Query) => Promise<Paged<T>>) {
  return async (
    params: ProTableParams,
    sort: ProTableSort,
    filter: ProTableFilter,
  ): Promise<ProTableResult<T>> => toProTableResult(await fetchPage(toListQuery(params, sort, filter)));
}

/**
 * For a list that answers cursors (`keysetPaged`): the page after the one shown is asked `after`
 * its last row and the page before `before` its first, so a long list reads each page from an
 * index rather than past every earlier row. Any other page (a jump, a reload, a new filter or
 * sort) is asked by its number.
 */
export function keysetPaging<T>(fetchPage: (query: Query) => Promise<KeysetPaged<T>>) {
  let shown: { rest: string; pageNum: number; page: KeysetPaged<T> } | undefined;
  return async (query: Query): Promise<KeysetPaged<T>> => {
    const { pageNum, ...others } = query;
    const rest = JSON.stringify(others);
    const asked = { ...query };
    if (shown?.rest === rest) {
      if (pageNum === shown.pageNum + 1 && shown.page.nextCursor) asked.after = shown.page.nextCursor;
      if (pageNum === shown.pageNum - 1 && shown.page.prevCursor) asked.before = shown.page.prevCursor;
    }
    const page = await fetchPage(asked);
    shown = { rest, pageNum: Number(pageNum), page };
    return page;
  };
}
