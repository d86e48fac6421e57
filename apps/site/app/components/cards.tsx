import type { ReactNode } from 'react';
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

/** Card titles are h3 under a section's h2, h2 where the cards come straight under the page's h1. */
type HeadingLevel = 2 | 3;

/*
 * Card pictures load lazily: cards always come below a page's banner, whose picture is the one
 * to load first, and eager pictures would also be preloaded ahead of it by React.
 */
function CardMedia({ cover, name, height }: { cover: string | undefined; name: string; height: number }) {
  return (
    <div className="card-media">
      {cover ? (
        <img src={cover} alt="" width={480} height={height} loading="lazy" />
      ) : (
        <Placeholder label={name} />
      )}
    </div>
  );
}

/** The card's title, a link to its page that covers the whole card (`.card-link`). */
function CardTitle({ level, to, children }: { level: HeadingLevel; to: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="card-title">
      <Link to={to} className="card-link">
        {children}
      </Link>
    </Heading>
  );
}

export function ProductCardView({
  product,
  headingLevel = 3,
  actions,
}: {
  product: ProductCard;
  headingLevel?: HeadingLevel;
  /** Controls at the card's foot (the product list's add-to-compare). */
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="card product-card">
      <CardMedia cover={product.cover} name={product.name} height={360} />
      <div className="card-body">
        {product.category && <p className="card-kicker">{product.category}</p>}
        {product.status !== 'active' && (
          // The badge of components/product-status.tsx, written out: the lists load no more for it.
          <span className={`status-badge status-${product.status}`}>{t(`status.${product.status}`)}</span>
        )}
        <CardTitle level={headingLevel} to={`/product/detail?id=${product.id}`}>
          {product.name}
        </CardTitle>
        <dl className="card-facts">
          <div>
            <dt>{t('product.model')}</dt>
            <dd>{product.model}</dd>
          </div>
        </dl>
        {product.summary && <p className="card-text">{product.summary}</p>}
        {actions && <div className="card-actions">{actions}</div>}
      </div>
    </article>
  );
}

export function ApplicationCardView({
  application,
  headingLevel = 3,
}: {
  application: ApplicationCard;
  headingLevel?: HeadingLevel;
}) {
  return (
    <article className="card application-card">
      <CardMedia cover={application.cover} name={application.title} height={320} />
      <div className="card-body">
        <CardTitle level={headingLevel} to={`/application/detail?id=${application.id}`}>
          {application.title}
        </CardTitle>
        {application.summary && <p className="card-text">{application.summary}</p>}
      </div>
    </article>
  );
}
