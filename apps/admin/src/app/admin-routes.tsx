import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { allows } from '../access.ts';
import { type AppRoute, routes } from '../config/routes.ts';
import { useAccess } from '../hooks/use-access.tsx';
import { firstPage, menuFor } from './layout/menu.tsx';
import { Exception403 } from './pages/exception.tsx';

/*
 * The parts of the route table that render antd and the menu: loaded with the back-office's
 * pages, so that the sign-in page does without them.
 */

/** The server refuses anyway; this spares the user a page of failed calls. */
export function guarded(Page: ComponentType, route: AppRoute): ComponentType {
  return function GuardedPage() {
    return allows(useAccess(), route.access) ? <Page /> : <Exception403 />;
  };
}

export function AdminIndex() {
  const access = useAccess();
  const target = firstPage(menuFor(routes, access));
  return target ? <Navigate to={target} replace /> : <Exception403 />;
}

export { Exception404 } from './pages/exception.tsx';
