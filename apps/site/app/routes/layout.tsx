import { type ReactNode, useEffect } from 'react';
import { Outlet, useRouteError } from 'react-router';
import { ErrorContent } from '../components/error-content';
import { NavigationSpinner } from '../components/navigation-spinner';
import { Notices } from '../components/notices';
import { PreviewBar } from '../components/preview-bar';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { useLang, useT } from '../lib/i18n';
import { mirrorLocale } from '../lib/locale';
import { guardRouteChunks } from '../lib/route-chunks';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/layout';

function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLang();
  useEffect(() => mirrorLocale(lang), [lang]);
  useEffect(() => {
    // Says the page is interactive: browser tests wait for it instead of guessing.
    document.documentElement.dataset.hydrated = 'true';
    guardRouteChunks();
  }, []);
  const offline = t('common.offline');
  const updateAvailable = t('common.updateAvailable');
  const refresh = t('common.updateRefresh');
  useEffect(() => {
    // Nothing of it is needed to show or use the page: its code loads once the page has.
    const start = () =>
      import('../lib/pwa')
        .then(({ startPwa }) => startPwa({ offline, updateAvailable, refresh }))
        .catch((error: unknown) => console.warn('The offline support could not be loaded', error));
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  }, [offline, updateAvailable, refresh]);
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
      <PreviewBar />
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
