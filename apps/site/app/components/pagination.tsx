import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
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

/**
 * The element of a list page that paging and filtering scroll to (its fragment): the list stays
 * in view instead of the page jumping back above its banner. Without scripts the browser does
 * the same for the fragment of the address.
 */
export const LIST_ANCHOR = 'list';

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address of another page of the list: its other query parameters kept. */
export function pageHref(pathname: string, search: string, changes: Record<string, number>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) params.set(name, String(value));
  return `${pathname}?${params}#${LIST_ANCHOR}`;
}

/** Links for each page, and a form for the page size and "jump to" (they work without scripts). */
export function Pagination({ total, pageNum, pageSize }: PaginationProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const last = lastPage(total, pageSize);
  if (total <= PAGE_SIZES[0]) return null;

  const hrefFor = (page: number) => pageHref(pathname, search, { pageNum: page });

  /** A number past the last page goes to the last page rather than to an empty one. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const wanted = Math.trunc(Number(data.get('pageNum')));
    const page = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1), last) : pageNum;
    navigate(pageHref(pathname, search, { pageNum: page, pageSize }));
  }

  /** Another page size starts again at page 1: the current number may not exist at that size. */
  function onPageSize(size: number) {
    navigate(pageHref(pathname, search, { pageNum: 1, pageSize: size }));
  }
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
      <form method="get" action={`#${LIST_ANCHOR}`} className="pagination-form" onSubmit={onSubmit}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <select
          name="pageSize"
          aria-label={t('pagination.pageSize')}
          key={pageSize}
          defaultValue={pageSize}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.itemsPerPage', { size })}
            </option>
          ))}
        </select>
        <label className="pagination-jump">
          {t('pagination.jumpTo')}
          <input
            key={pageNum}
            type="number"
            name="pageNum"
            min={1}
            defaultValue={Math.min(pageNum, last)}
            inputMode="numeric"
          />
          {t('pagination.jumpPage')}
        </label>
        <button type="submit" className="button button-small">
          {t('pagination.go')}
        </button>
      </form>
    </nav>
  );
}
