import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import { useT } from '../lib/i18n';

/** One row: its label, its value (left out when empty) and, for an address to write or call, the link. */
export type DetailRow = readonly [
  label: SiteMessageKey,
  value: string | null | undefined,
  link?: 'mailto' | 'tel',
];

/**
 * Label/value rows as a definition list: the company's contact details (footer, contact page,
 * privacy policy) and a job's facts and HR contact. Email and phone values open mail and dialler.
 */
export function DetailList({ rows, className }: { rows: readonly DetailRow[]; className: string }) {
  const t = useT();
  return (
    <dl className={className}>
      {rows.map(([label, value, link]) =>
        value ? (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              {link ? (
                <a href={link === 'tel' ? `tel:${value.replace(/[^\d+]/g, '')}` : `mailto:${value}`}>
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
