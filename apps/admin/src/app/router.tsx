import { Component, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type AppRoute, pageRoutes } from '../config/routes.ts';
import { loadChunk } from '../lib/chunk-load.ts';
import { LOGIN_PATH } from '../lib/login-redirect.ts';
import { t } from '../locales/index.ts';
import { BootLoading } from './pages/boot-loading.tsx';

/*
 * Everything this file imports is in the first chunk every page loads, the sign-in page
 * included: antd, the menu and the exception pages load lazily with the pages that show them.
 */

const adminRoutes = () => import('./admin-routes.tsx');

/** Pages load lazily; a chunk that fails or exceeds the time-out shows the route's error page. */
function pageRoute(route: AppRoute): RouteObject {
  const load = route.page!;
  return {
    path: route.path,
    lazy: async () => {
      const [{ default: Page }, { guarded }] = await Promise.all([loadChunk(load), loadChunk(adminRoutes)]);
      return { Component: guarded(Page, route) };
    },
  };
}

/** The error page (antd) loads when there is an error to show. */
const LazyRouteError = lazy(() => loadChunk(() => import('./pages/route-error.tsx')));
function RouteError() {
  return (
    <ErrorPageUnavailable>
      <Suspense fallback={<BootLoading />}>
        <LazyRouteError />
      </Suspense>
    </ErrorPageUnavailable>
  );
}

/** Offline, the error page's own chunk fails too: then a plain notice with a reload. */
class ErrorPageUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-loading" role="alert">
        <div className="boot-error">
          <h1>{t('exception.chunk.title')}</h1>
          <p>{t('exception.chunk.description')}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('exception.reload')}
          </button>
        </div>
      </div>
    );
  }
}

export function createRouter() {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <BootLoading />,
      errorElement: <RouteError />,
      children: [
        {
          path: LOGIN_PATH,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/auth/routes/login-page.tsx'))).default,
          }),
        },
        {
          path: '/user/forgot-password',
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/auth/routes/password-reset-page.tsx')))
              .ForgotPasswordPage,
          }),
        },
        {
          path: '/user/reset-password',
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/auth/routes/password-reset-page.tsx')))
              .ResetPasswordPage,
          }),
        },
        {
          // The shell (ProLayout) is a chunk of its own: the sign-in page does not need it.
          path: '/admin',
          lazy: async () => ({ Component: (await loadChunk(() => import('./admin-root.tsx'))).AdminRoot }),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: async () => ({ Component: (await loadChunk(adminRoutes)).AdminIndex }),
                },
                ...pageRoutes().map(pageRoute),
                {
                  path: '*',
                  lazy: async () => ({ Component: (await loadChunk(adminRoutes)).Exception404 }),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
