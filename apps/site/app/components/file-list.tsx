import type { FileRef } from '@coresense/shared';
import { publicFileUrl } from '@coresense/shared/file-url';
import { useT } from '../lib/i18n';

/**
 * A file's size as lists show it. Here rather than in lib/format.ts, whose dates and texts the
 * product page, which shows sizes only, would load with it.
 */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * File references (contract §1 "Files"): the name opens the file in the browser at its
 * crawlable address, the download link saves it through the contract's download call. Given
 * the site's origin, a printed page also shows each file's full address, as a link on paper
 * cannot be followed.
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
          <a href={publicFileUrl(file)}>{file.name}</a>
          <span className="file-size">{formatBytes(file.size)}</span>
          <a className="file-download" href={file.url} download>
            {t('common.download')}
            <span className="visually-hidden">{` ${file.name}`}</span>
          </a>
          {origin && (
            <span className="print-only file-address">{new URL(publicFileUrl(file), origin).href}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
