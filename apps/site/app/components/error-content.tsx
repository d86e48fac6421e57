import { isRouteErrorResponse, Link } from 'react-router';
import { useT } from '../lib/i18n';

/** The not-found text for 404s (unknown paths, unknown ids), a general message otherwise. */
export function ErrorContent({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container status-page">
      <p className="status-code" aria-hidden="true">
        {notFound ? '404' : isRouteErrorResponse(error) ? error.status : '500'}
      </p>
      <h1>{notFound ? t('common.resourceNotFound') : t('common.errorTitle')}</h1>
      {!notFound && <p>{t('common.errorText')}</p>}
      <Link to="/index" className="button button-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
