import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n';
import { Empty } from './empty';
import { LIST_ANCHOR, lastPage, Pagination, pageHref } from './pagination';

interface ListEmptyProps {
  /** What an empty list says ("No news"). */
  text: string;
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * An empty page of a list: past its last page (an old link, an edited address), the page does not
 * exist and links lead back to the first and the last one; only a list without items is empty.
 */
export function ListEmpty({ text, total, pageNum, pageSize }: ListEmptyProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (total === 0) return <Empty text={text} />;
  const last = lastPage(total, pageSize);
  return (
    <div className="empty page-missing" role="status">
      <p>
        <strong>{t('pagination.missingPage', { page: pageNum })}</strong>{' '}
        {t('pagination.missingPageText', { last })}
      </p>
      <p className="page-missing-links">
        <Link to={pageHref(pathname, search, { pageNum: 1 })} className="button button-outline">
          {t('pagination.firstPage')}
        </Link>
        <Link to={pageHref(pathname, search, { pageNum: last })} className="button button-primary">
          {t('pagination.lastPage', { page: last })}
        </Link>
      </p>
    </div>
  );
}

interface PagedListProps {
  /** The loader's page of the list: the pager's numbers. */
  page: { total: number; pageNum: number; pageSize: number };
  /** How many items this page holds: none shows `emptyText`, or links back to the list's pages. */
  count: number;
  /** What an empty list says ("No news"). */
  emptyText: string;
  /** Above the items, within what paging scrolls to (the investor list's tabs). */
  header?: ReactNode;
  children: ReactNode;
}

/** The body of a list page: its items under the anchor that paging scrolls to, and the pager. */
export function PagedList({ page, count, emptyText, header, children }: PagedListProps) {
  const { total, pageNum, pageSize } = page;
  return (
    <div className="container page-body" id={LIST_ANCHOR}>
      {header}
      {count === 0 ? (
        <ListEmpty text={emptyText} total={total} pageNum={pageNum} pageSize={pageSize} />
      ) : (
        children
      )}
      <Pagination total={total} pageNum={pageNum} pageSize={pageSize} />
    </div>
  );
}
