import { useEffect } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { isChunkLoadError, isNetworkFailure, reportNetworkAnomaly } from '../lib/failures';
import { useT } from '../lib/i18n';

/** A navigation whose data got no answer: product-spec §8's notification, then a reload. */
function NetworkAnomaly() {
  const t = useT();
  const title = t('common.networkAnomaly');
  const text = t('common.networkAnomalyText');
  useEffect(() => reportNetworkAnomaly(title, text), [title, text]);
  return (
    <section className="container status-page">
      <h1>{title}</h1>
      <p>{text}</p>
    </section>
  );
}

/** A page whose code could not be loaded: only a fresh load of the document can get it now. */
function ChunkLoadFailure() {
  const t = useT();
  return (
    <section className="container status-page" data-error="chunk-load">
      <h1>{t('common.errorTitle')}</h1>
      <p>{t('common.chunkLoadError')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </section>
  );
}

/** The not-found text for 404s (unknown paths, unknown ids), a general message otherwise. */
export function ErrorContent({ error }: { error: unknown }) {
  const t = useT();
  if (isNetworkFailure(error)) return <NetworkAnomaly />;
  if (isChunkLoadError(error)) return <ChunkLoadFailure />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container status-page">
      <p className="status-code" aria-hidden="true">
        {notFound ? '404' : isRouteErrorResponse(error) ? error.status : '500'}
      </p>
      <h1>{notFound ? t('common.notFoundHeading') : t('common.errorTitle')}</h1>
      {/* The not-found text of product-spec §8, under a heading that reads like the site. */}
      <p>{notFound ? t('common.resourceNotFound') : t('common.errorText')}</p>
      {notFound && <NotFoundWays />}
      <Link to="/index" className="button button-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}

/** Where a visitor who followed a dead link can go on: a product search and the main sections. */
function NotFoundWays() {
  const t = useT();
  return (
    <>
      <search>
        <form className="status-search" action="/product" method="get">
          <label htmlFor="not-found-keyword">{t('common.notFoundSearch')}</label>
          <input id="not-found-keyword" name="keyword" type="search" placeholder={t('selector.keyword')} />
          <button type="submit" className="button button-outline">
            {t('common.search')}
          </button>
        </form>
      </search>
      <nav aria-label={t('common.notFoundLinks')}>
        <ul className="status-links">
          {(
            [
              ['/product', 'menu.product'],
              ['/application', 'menu.application'],
              ['/company-news', 'menu.news.news'],
              ['/contact-us', 'menu.about.contact'],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
