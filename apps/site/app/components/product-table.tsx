import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import type { TableView } from '../lib/product-table.server';
import { StatusBadge } from './product-status';

/**
 * The switch between cards and the parametric table, and the CSV of the whole filtered list:
 * plain links that keep every filter, so they work before scripts and can be shared.
 */
export function ProductViews(props: {
  views: { cards: string; table: string };
  table: boolean;
  exportHref: string;
}) {
  const t = useT();
  return (
    <div className="product-views">
      <nav aria-label={t('productTable.views')}>
        <ul className="view-toggle">
          <li>
            <Link to={props.views.cards} preventScrollReset aria-current={props.table ? undefined : 'page'}>
              {t('productTable.cards')}
            </Link>
          </li>
          <li>
            <Link to={props.views.table} preventScrollReset aria-current={props.table ? 'page' : undefined}>
              {t('productTable.table')}
            </Link>
          </li>
        </ul>
      </nav>
      <a href={props.exportHref} download className="button button-outline button-small export-link">
        {t('productTable.export')}
        <span className="visually-hidden"> ({t('productTable.exportHint')})</span>
      </a>
    </div>
  );
}

/**
 * The parametric table (contract §13): a column per parameter, numbers sortable from their
 * header, the filtered ones marked. It scrolls in its own region, its first column and header
 * held in view, so a phone scrolls the table rather than the page.
 */
export function ProductTable({ table }: { table: TableView }) {
  const t = useT();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="product-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="product-table">
        <caption id={captionId} className="visually-hidden">
          {t('productTable.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('productTable.product')}</th>
            <th scope="col">{t('status.label')}</th>
            {table.columns.map((column) => {
              const heading = (
                <>
                  {column.label}
                  {column.unit && <span className="column-unit"> ({column.unit})</span>}
                </>
              );
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sorted}
                  className={column.filtered ? 'is-filtered' : undefined}
                >
                  {column.sortHref ? (
                    <Link to={column.sortHref} preventScrollReset className="sort-link">
                      {heading}
                      <span className="sort-arrow" aria-hidden="true">
                        {column.sorted === 'ascending' ? '▲' : column.sorted === 'descending' ? '▼' : '↕'}
                      </span>
                      <span className="visually-hidden">
                        {t(column.sorted === 'ascending' ? 'productTable.sortDown' : 'productTable.sortUp')}
                      </span>
                    </Link>
                  ) : (
                    heading
                  )}
                  {column.filtered && <span className="filtered-mark">{t('productTable.filtered')}</span>}
                </th>
              );
            })}
            <th scope="col" className="col-number">
              {t('productTable.parts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={`/product/detail?id=${row.id}`} className="product-table-model">
                  {row.model}
                </Link>
                {row.name !== row.model && <span className="product-table-name">{row.name}</span>}
              </th>
              <td>
                <StatusBadge status={row.status} />
              </td>
              {row.values.map((value, index) => {
                const column = table.columns[index];
                return (
                  <td key={column?.key} className={column?.filtered ? 'is-filtered' : undefined}>
                    {value ?? '—'}
                  </td>
                );
              })}
              <td className="col-number">{row.parts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
