import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { DataTable, detailColumn } from './data-table';

export interface NewsRow {
  id: number;
  title: string;
  summary?: string;
  /** When it was published (ISO). */
  date: string;
}

/** A newsroom list (company news, investor announcements and reports): number, title and summary, date. */
export function NewsTable({
  caption,
  rows,
  firstIndex,
  detailPath,
}: {
  caption: string;
  rows: NewsRow[];
  /** The place in the whole list of this page's first row, counted from 0. */
  firstIndex: number;
  /** The detail page's path, which takes the row's id. */
  detailPath: string;
}) {
  const t = useT();
  const lang = useLang();
  const detailHref = (row: NewsRow) => `${detailPath}?id=${row.id}`;
  return (
    <DataTable
      caption={caption}
      variant="news"
      rows={rows}
      columns={[
        { header: t('table.index'), cell: (_, index) => firstIndex + index + 1, className: 'col-index' },
        {
          header: t('table.title'),
          cell: (row) => (
            <>
              <Link to={detailHref(row)}>{row.title}</Link>
              {row.summary && <p className="news-summary">{row.summary}</p>}
            </>
          ),
          className: 'col-title',
        },
        {
          header: t('table.createTime'),
          cell: (row) => <time dateTime={row.date}>{formatDate(row.date, lang)}</time>,
          className: 'col-date',
        },
        detailColumn(t, detailHref, (row) => row.title),
      ]}
    />
  );
}
