import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { allows } from '../access.ts';
import { type AppRoute, pageRoutes, routes } from '../config/routes.ts';
import { useAccess } from '../hooks/use-access.tsx';
import { loadChunk } from '../lib/chunk-load.ts';
import { LOGIN_PATH } from '../lib/login-redirect.ts';
import { firstPage, menuFor } from './layout/menu.tsx';
import { Exception403, Exception404 } from './pages/exception.tsx';
import { PageLoading } from './pages/page-loading.tsx';
import { RouteError } from './pages/route-error.tsx';

/** Pages load lazily; a chunk that fails or exceeds the time-out shows the route's error page. */
function pageRoute(route: AppRoute): RouteObject {
  const load = route.page!;
  return {
    path: route.path,
    lazy: async () => {
      const { default: Page } = await loadChunk(load);
      return { Component: guarded(Page, route) };
    },
  };
}

/** The server refuses anyway; this spares the user a page of failed calls. */
function guarded(Page: ComponentType, route: AppRoute): ComponentType {
  return function GuardedPage() {
    return allows(useAccess(), route.access) ? <Page /> : <Exception403 />;
  };
}

function AdminIndex() {
  const access = useAccess();
  const target = firstPage(menuFor(routes, access));
  return target ? <Navigate to={target} replace /> : <Exception403 />;
}

export function createRouter() {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        {
          path: LOGIN_PATH,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/auth/routes/login-page.tsx'))).default,
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
                { index: true, element: <AdminIndex /> },
                ...pageRoutes().map(pageRoute),
                { path: '*', element: <Exception404 /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
