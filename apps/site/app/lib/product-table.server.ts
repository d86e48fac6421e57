import type { ParameterFacet, ProductRecord, ProductStatus } from '@coresense/shared';
import type { Lang } from '@coresense/shared/lang';
import { LIST_ANCHOR } from '../components/pagination';
import { PARAMETER_PREFIX, querySearch } from './product-query';
import type { Selection } from './selector.server';

/*
 * The parametric table of contract §13, on the server: which columns, the rows' values as the
 * product's facts format them (the detail page's displays), and the addresses of the view
 * toggle, each column's sort and the CSV export, all keeping every filter of the address.
 */

export interface TableColumn {
  key: string;
  label: string;
  unit: string;
  /** The address filters by it. */
  filtered: boolean;
  /** Where a click sorts by it (numbers only: contract §8 sorts numerically), else undefined. */
  sortHref?: string;
  sorted?: 'ascending' | 'descending';
}

export interface TableRow {
  id: number;
  model: string;
  name: string;
  status: ProductStatus;
  /** One per column: the display, or null where the product has no value. */
  values: Array<string | null>;
  parts: number;
}

export interface TableView {
  columns: TableColumn[];
  rows: TableRow[];
}

export const isTableView = (query: URLSearchParams) => query.get('view') === 'table';

/** The address with `changes` applied (a null deletes), back on the list. */
function hrefWith(url: URL, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(url.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  return `/product${querySearch([...query])}#${LIST_ANCHOR}`;
}

/**
 * The columns: the category's parameters in its order; without a category the ones most
 * products share, and any other the address filters or sorts by, in the definitions' order.
 */
export function tableView(
  list: ProductRecord[],
  facets: ParameterFacet[],
  sharedKeys: string[] | undefined,
  selection: Selection,
  url: URL,
): TableView {
  const filtered = new Set(
    Object.entries(selection.filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([key]) => key),
  );
  const sortKey = /^-?p\.(.+)$/.exec(selection.sort)?.[1];
  const descending = selection.sort.startsWith('-');
  const shown = sharedKeys
    ? facets.filter(
        (facet) => sharedKeys.includes(facet.key) || filtered.has(facet.key) || facet.key === sortKey,
      )
    : facets;
  const columns = shown.map((facet): TableColumn => {
    const sorted = facet.key === sortKey ? (descending ? 'descending' : 'ascending') : undefined;
    // Sorted one way, the next click sorts the other way.
    const next = `${sorted === 'ascending' ? '-' : ''}${PARAMETER_PREFIX}${facet.key}`;
    return {
      key: facet.key,
      label: facet.label,
      unit: facet.unit,
      filtered: filtered.has(facet.key),
      ...(facet.type === 'number' && { sortHref: hrefWith(url, { sort: next, pageNum: null }) }),
      ...(sorted && { sorted }),
    };
  });
  const rows = list.map(({ id, content }): TableRow => {
    const values = new Map(content.parameters.map((parameter) => [parameter.key, parameter.display]));
    return {
      id,
      model: content.model,
      name: content.name,
      status: content.status,
      values: columns.map((column) => values.get(column.key) ?? null),
      parts: content.parts.length,
    };
  });
  return { columns, rows };
}

/** The same list as cards and as a table. */
export function viewHrefs(url: URL): { cards: string; table: string } {
  return { cards: hrefWith(url, { view: null }), table: hrefWith(url, { view: 'table' }) };
}

/** The CSV of every product the address matches: its filters, in the page's language. */
export function exportHref(url: URL, lang: Lang): string {
  const query = new URLSearchParams(url.search);
  for (const name of ['view', 'pageNum', 'pageSize', 'lang']) query.delete(name);
  return `/api/v1/product/export.csv${querySearch([['lang', lang], ...query])}`;
}
