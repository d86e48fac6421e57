import type { FileRef } from '@coresense/shared';
import { formatBytes } from '../lib/format';
import { useT } from '../lib/i18n';

/**
 * Download links of file references (contract §1 "Files"). Given the site's origin, a printed
 * page also shows each file's full address, as a link on paper cannot be followed.
 */
export function FileList({ files, origin }: { files: FileRef[]; origin?: string }) {
  const t = useT();
  return (
    <ul className="file-list">
      {files.map((file) => (
        <li key={file.id}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 2h7l4 4v12H5z" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M12 2v4h4" fill="none" stroke="currentColor" strokeWidth="1.4" />
          </svg>
          <a href={file.url} download>
            {file.name}
            <span className="visually-hidden"> ({t('common.download')})</span>
          </a>
          <span className="file-size">{formatBytes(file.size)}</span>
          {origin && <span className="print-only file-address">{new URL(file.url, origin).href}</span>}
        </li>
      ))}
    </ul>
  );
}
