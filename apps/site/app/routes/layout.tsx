import { type ReactNode, useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { ErrorContent } from '../components/error-content';
import { NavigationSpinner } from '../components/navigation-spinner';
import { Notices } from '../components/notices';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useLang, useT } from '../lib/i18n';
import { mirrorLocale } from '../lib/locale';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/layout';

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  useEffect(() => mirrorLocale(lang), [lang]);
  useEffect(() => {
    // Says the page is interactive: browser tests wait for it instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <NavigationSpinner />
      <Notices />
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Only used when a page fails: 404s of unknown paths and ids, and unexpected errors. */
export function meta(args: Route.MetaArgs) {
  if (!args.error) return [];
  const t = metaT(args);
  return pageMeta(args, {
    title: t('common.notFoundTitle'),
    description: t('common.resourceNotFound'),
    noindex: true,
  });
}

export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorContent error={useRouteError()} />
    </Shell>
  );
}
