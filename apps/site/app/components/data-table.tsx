import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../lib/i18n';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

/**
 * A table that becomes a stack of labelled cards on small screens (see `.data-table` in the CSS),
 * or with `variant="news"` a newsroom list: date, title and summary, no labels.
 */
export function DataTable<T extends { id: number }>({
  columns,
  rows,
  caption,
  variant,
}: {
  columns: Column<T>[];
  rows: T[];
  caption: string;
  variant?: 'news';
}) {
  return (
    <table className={variant === 'news' ? 'data-table news-table' : 'data-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header} className={column.className}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list's last column: a link to the row's own page, named after the row for screen readers. */
export function detailColumn<T>(t: Translate, href: (row: T) => string, name: (row: T) => string): Column<T> {
  return {
    header: t('table.detail'),
    cell: (row) => (
      <Link to={href(row)} aria-label={`${t('common.detail')}: ${name(row)}`}>
        {t('common.detail')}
      </Link>
    ),
    className: 'col-action',
  };
}
