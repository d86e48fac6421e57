import type { ProductStatus } from '@coresense/shared';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { compareHref } from './compare';
import { StatusBadge } from './product-status';

/** Statuses whose products point to their replacements (contract §8). */
const REPLACED: ProductStatus[] = ['nrnd', 'lifebuy', 'obsolete'];

/** A change notice as the page shows it: its number, and its date written in the page's language. */
export interface NoticeLine {
  id: number;
  number: string;
  date: string;
}

/**
 * The product's lifecycle status under its name: the badge, what it means in plain words, and
 * for a product being phased out its replacements, each with a link comparing the two.
 */
export function ProductLifecycle({
  id,
  status,
  replacements,
}: {
  id: number;
  status: ProductStatus;
  replacements: Array<{ id: number; name: string; model: string }>;
}) {
  const t = useT();
  const replaced = REPLACED.includes(status) && replacements.length > 0;
  return (
    <div className={`product-lifecycle lifecycle-${status}`}>
      <p>
        <span className="visually-hidden">{t('status.label')}: </span>
        <StatusBadge status={status} /> {t(`status.legend.${status}`)}
      </p>
      {replaced && (
        <p>
          {t('status.replacements')}:{' '}
          {replacements.map((replacement, index) => (
            <span key={replacement.id}>
              {index > 0 && ', '}
              {/* The model, as engineers name parts; the name for those who listen. */}
              <Link to={`/product/detail?id=${replacement.id}`}>
                {replacement.model || replacement.name}
                {replacement.model && <span className="visually-hidden">{` ${replacement.name}`}</span>}
              </Link>
            </span>
          ))}{' '}
          ·{' '}
          <Link to={compareHref([id, ...replacements.slice(0, 3).map((each) => each.id)])}>
            {t('compare.withReplacement')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * The product's last-order and last-ship dates (contract §13) and the change notices naming it,
 * each a link to its document (its files and revisions), in the column of the status; placed by
 * the page under the key figures and the datasheet, which stay in the first screen.
 */
export function LifecycleDates({
  lastOrderDate,
  lastShipDate,
  notices,
}: {
  lastOrderDate: string;
  lastShipDate: string;
  notices: NoticeLine[];
}) {
  const t = useT();
  if (!lastOrderDate && !lastShipDate && notices.length === 0) return null;
  return (
    // Without a group per term, as the page is held to a size: each `dt` starts a line of its own.
    <dl className="lifecycle-dates">
      {lastOrderDate && (
        <>
          <dt>{t('status.lastOrderDate')}</dt>
          <dd>{lastOrderDate}</dd>
        </>
      )}
      {lastShipDate && (
        <>
          <dt>{t('status.lastShipDate')}</dt>
          <dd>{lastShipDate}</dd>
        </>
      )}
      {notices.length > 0 && (
        <>
          <dt>{t('status.changeNotices')}</dt>
          {notices.map((notice) => (
            <dd key={notice.id}>
              <Link to={`/documents/detail?id=${notice.id}`}>{notice.number}</Link>
              {` (${notice.date})`}
            </dd>
          ))}
        </>
      )}
    </dl>
  );
}
