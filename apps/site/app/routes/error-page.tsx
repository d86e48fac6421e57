import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/error-page';

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('error.title'), description: t('error.description'), noindex: true });
}

/** The "no information" page of the route table. */
export default function ErrorPage() {
  const t = useT();
  return (
    <section className="container status-page">
      <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" className="status-illustration">
        <ellipse cx="60" cy="80" rx="52" ry="7" fill="#eef2f7" />
        <rect x="22" y="12" width="76" height="58" rx="8" fill="#f6f8fb" stroke="#c9d3e0" strokeWidth="2" />
        <path d="M38 34h44M38 46h30" stroke="#c9d3e0" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h1>{t('common.noInfo')}</h1>
      <p>{t('error.description')}</p>
      <Link to="/index" className="button button-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
