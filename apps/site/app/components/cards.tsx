import { Link } from 'react-router';
import type { ApplicationCard, ProductCard } from '../lib/content.server';
import { useT } from '../lib/i18n';

/** A neutral picture where content has none, so cards keep their shape. */
function Placeholder({ label }: { label: string }) {
  return (
    <span className="card-placeholder" aria-hidden="true">
      {label.slice(0, 1)}
    </span>
  );
}

export function ProductCardView({ product, lazy = true }: { product: ProductCard; lazy?: boolean }) {
  const t = useT();
  return (
    <article className="card product-card">
      <div className="card-media">
        {product.cover ? (
          <img src={product.cover} alt="" width={480} height={360} loading={lazy ? 'lazy' : undefined} />
        ) : (
          <Placeholder label={product.name} />
        )}
      </div>
      <div className="card-body">
        {product.category && <p className="card-kicker">{product.category}</p>}
        <h3 className="card-title">
          <Link to={`/product/detail?id=${product.id}`} className="card-link">
            {product.name}
          </Link>
        </h3>
        <dl className="card-facts">
          <div>
            <dt>{t('product.model')}</dt>
            <dd>{product.model}</dd>
          </div>
        </dl>
        {product.summary && <p className="card-text">{product.summary}</p>}
      </div>
    </article>
  );
}

export function ApplicationCardView({ application }: { application: ApplicationCard }) {
  return (
    <article className="card application-card">
      <div className="card-media">
        {application.cover ? (
          <img src={application.cover} alt="" width={480} height={320} loading="lazy" />
        ) : (
          <Placeholder label={application.title} />
        )}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={`/application/detail?id=${application.id}`} className="card-link">
            {application.title}
          </Link>
        </h3>
        {application.summary && <p className="card-text">{application.summary}</p>}
      </div>
    </article>
  );
}
