import type { ProductStatus } from '@coresense/shared';
import { useT } from '../lib/i18n';

/** A product's or part's lifecycle status as a short badge ("NRND", "Obsolete"). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const t = useT();
  return <span className={`status-badge status-${status}`}>{t(`status.${status}`)}</span>;
}

/** What the statuses shown mean, in plain words (contract §8). */
export function StatusLegend({ statuses }: { statuses: ProductStatus[] }) {
  const t = useT();
  if (statuses.length === 0) return null;
  return (
    <dl className="status-legend">
      {[...new Set(statuses)].map((status) => (
        <div key={status}>
          <dt>
            <StatusBadge status={status} />
          </dt>
          <dd>{t(`status.legend.${status}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
