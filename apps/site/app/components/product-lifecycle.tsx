import type { ProductStatus } from '@coresense/shared';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { compareHref } from './compare';
import { StatusBadge } from './product-status';

/** Statuses whose products point to their replacements (contract §8). */
const REPLACED: ProductStatus[] = ['nrnd', 'lifebuy', 'obsolete'];

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
                {replacement.model && <span className="visually-hidden"> {replacement.name}</span>}
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
