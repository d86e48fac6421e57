import type { DocumentRecord } from '@coresense/shared';
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { type Column, DataTable } from './data-table';
import { formatBytes } from './file-list';

/** What a row of a document list shows: only these fields travel to the browser. */
export function documentRow({ id, type, title, number, revision, date, file }: DocumentRecord) {
  return { id, type, title, number, revision, date, url: file.url, size: file.size };
}
export type DocumentRow = ReturnType<typeof documentRow>;

/**
 * Documents as the document centre and a product's page list them: number, title (to the
 * document's page), revision, date and the latest file's download with its size. Never behind a
 * login or a form (contract §9).
 */
export function DocumentTable({
  rows,
  caption,
  withType = false,
}: {
  rows: DocumentRow[];
  caption: string;
  /** A column naming each row's type, for a list of several types. */
  withType?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const columns: Column<DocumentRow>[] = [
    { header: t('documents.number'), cell: (row) => row.number, className: 'col-number' },
    {
      header: t('documents.docTitle'),
      cell: (row) => <Link to={`/documents/detail?id=${row.id}`}>{row.title}</Link>,
      className: 'col-title',
    },
    ...(withType
      ? [{ header: t('documents.type'), cell: (row: DocumentRow) => t(`documents.type.${row.type}`) }]
      : []),
    { header: t('documents.revision'), cell: (row) => row.revision },
    {
      header: t('documents.date'),
      cell: (row) => <time dateTime={row.date}>{formatDate(row.date, lang)}</time>,
      className: 'col-date',
    },
    {
      header: t('common.download'),
      cell: (row) => (
        <a href={row.url} download className="document-download">
          {t('common.download')}
          <span className="visually-hidden"> {row.title}</span>
          <span className="file-size"> · {formatBytes(row.size)}</span>
        </a>
      ),
      className: 'col-action',
    },
  ];
  return <DataTable columns={columns} rows={rows} caption={caption} />;
}
