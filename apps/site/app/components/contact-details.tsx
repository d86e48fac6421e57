import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/**
 * The company's contact details as a definition list (footer, contact page, privacy policy):
 * rows without a value are left out, the email and phone are links that open mail and dialler.
 */
export function ContactDetails({
  details,
  className,
  children,
}: {
  details: ReadonlyArray<readonly [SiteMessageKey, string | undefined | null]>;
  className: string;
  /** Rows placed before the details (e.g. the company's name). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <dl className={className}>
      {children}
      {details.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              {label === 'footer.email' ? (
                <a href={`mailto:${value}`}>{value}</a>
              ) : label === 'footer.phone' ? (
                <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
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
