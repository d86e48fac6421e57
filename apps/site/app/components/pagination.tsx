import { Form, Link, useLocation, useSubmit } from 'react-router';
import { useT } from '../lib/i18n';
import { PAGE_SIZES } from '../lib/query';

interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Page numbers around the current one, with gaps (`null`) where pages are skipped. */
function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** Links for each page, and a form for the page size and "jump to" (they work without scripts). */
export function Pagination({ total, pageNum, pageSize }: PaginationProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (total <= PAGE_SIZES[0]) return null;

  const hrefFor = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('pageNum', String(page));
    return `${pathname}?${params}`;
  };
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'pageNum' && name !== 'pageSize');
  const sizes = (PAGE_SIZES as readonly number[]).includes(pageSize) ? PAGE_SIZES : [pageSize, ...PAGE_SIZES];

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <span className="pagination-total">{t('pagination.total', { total })}</span>
      <ul className="pagination-pages">
        <li>
          {pageNum > 1 ? (
            <Link to={hrefFor(pageNum - 1)} className="page-link" aria-label={t('pagination.previous')}>
              ‹
            </Link>
          ) : (
            <span className="page-link" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageWindow(Math.min(pageNum, last), last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefFor(page)}
                className="page-link"
                aria-current={page === pageNum ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {pageNum < last ? (
            <Link to={hrefFor(pageNum + 1)} className="page-link" aria-label={t('pagination.next')}>
              ›
            </Link>
          ) : (
            <span className="page-link" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
      <Form method="get" className="pagination-form">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <select
          name="pageSize"
          aria-label={t('pagination.pageSize')}
          defaultValue={pageSize}
          onChange={(event) => submit(event.currentTarget.form)}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.itemsPerPage', { size })}
            </option>
          ))}
        </select>
        <label className="pagination-jump">
          {t('pagination.jumpTo')}
          <input type="number" name="pageNum" min={1} max={last} defaultValue={pageNum} inputMode="numeric" />
          {t('pagination.jumpPage')}
        </label>
        <button type="submit" className="button button-small">
          {t('pagination.go')}
        </button>
      </Form>
    </nav>
  );
}
