import type { DocumentRecord } from '@coresense/shared';
import { publicFileUrl } from '@coresense/shared/file-url';
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { type Column, DataTable } from './data-table';
import { formatBytes } from './file-list';

/** What a product page's row of a document shows: only these fields travel to the browser. */
export function documentLine({ id, number, revision, date, file }: DocumentRecord) {
  return { id, number, revision, date, file };
}
export type DocumentLine = ReturnType<typeof documentLine>;

/** What the document centre's row shows: a line with its type and title. */
export function documentRow(record: DocumentRecord) {
  return { ...documentLine(record), type: record.type, title: record.title };
}
export type DocumentRow = ReturnType<typeof documentRow>;

const titled = (row: DocumentLine): row is DocumentRow => 'title' in row;

/**
 * Documents as the document centre lists them (number, title to the document's page, type) and
 * a product's page (the number to the document's page, on a page kept small): then revision,
 * date and the latest file, whose name opens it in the browser at its
 * crawlable address (as `FileList`) beside its size and download. Never behind a login or a form
 * (contract §9).
 */
export function DocumentTable({
  rows,
  caption,
  origin,
}: {
  rows: DocumentRow[] | DocumentLine[];
  caption: string;
  /** The site's origin: a printed page shows each file's full address, as a link on paper cannot be followed. */
  origin?: string;
}) {
  const t = useT();
  const lang = useLang();
  const detail = (row: DocumentLine) => `/documents/detail?id=${row.id}`;
  const full = rows.some(titled);
  const columns: Column<DocumentLine>[] = [
    {
      header: t('documents.number'),
      cell: (row) => (full ? row.number : <Link to={detail(row)}>{row.number}</Link>),
      className: 'col-number',
    },
    ...(full
      ? [
          {
            header: t('documents.docTitle'),
            cell: (row: DocumentLine) => titled(row) && <Link to={detail(row)}>{row.title}</Link>,
            className: 'col-title',
          },
          {
            header: t('documents.type'),
            cell: (row: DocumentLine) => titled(row) && t(`documents.type.${row.type}`),
          },
        ]
      : []),
    { header: t('documents.revision'), cell: (row) => row.revision },
    {
      header: t('documents.date'),
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, lang)}</time>,
      className: 'col-date',
    },
    {
      header: t('documents.file'),
      cell: (row) => (
        <span className="document-file">
          <a href={publicFileUrl(row.file)}>{row.file.name}</a>
          <span className="file-size">{formatBytes(row.file.size)}</span>
          <a className="file-download" href={row.file.url} download>
            {t('common.download')}
            <span className="visually-hidden">{` ${row.file.name}`}</span>
          </a>
          {origin && (
            <span className="print-only file-address">{new URL(publicFileUrl(row.file), origin).href}</span>
          )}
        </span>
      ),
      className: 'col-file',
    },
  ];
  return <DataTable<DocumentLine> columns={columns} rows={rows} caption={caption} />;
}
