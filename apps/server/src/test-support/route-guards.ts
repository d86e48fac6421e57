import assert from 'node:assert/strict';
import { ALL_AUTHORITIES } from '@coresense/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { adminApi } from './admin-api.ts';
import { signedInStaff } from './auth.ts';

export interface GuardedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  authority: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The status once the authority is held; unchecked when absent (a write that would spoil a fixture). */
  allowed?: number;
}

/** The five routes `registerAdminCrud` gives `resource`, refusals only; `sample` is the body of writes. */
export function adminCrudRoutes(resource: string, id: number, sample: unknown): GuardedRoute[] {
  const base = `/api/v1/admin/${resource}`;
  const read = `${resource}:read`;
  const write = `${resource}:write`;
  return [
    { method: 'GET', url: base, authority: read },
    { method: 'GET', url: `${base}/${id}`, authority: read },
    { method: 'POST', url: base, authority: write, payload: sample },
    { method: 'PUT', url: `${base}/${id}`, authority: write, payload: sample },
    { method: 'DELETE', url: `${base}/${id}`, authority: write },
  ];
}

/**
 * For each route: a visitor gets 401, a staff member holding every authority but the one the
 * route needs gets 403, and one holding just that authority gets `allowed` (when given).
 */
export async function assertRouteGuards(app: FastifyInstance, routes: GuardedRoute[]): Promise<void> {
  const cookies = new Map<string, { without: string; with: string }>();
  const cookiesFor = async (authority: string) => {
    let found = cookies.get(authority);
    if (!found) {
      const lacking = await signedInStaff(
        app,
        ALL_AUTHORITIES.filter((other) => other !== authority),
      );
      const holding = await signedInStaff(app, [authority]);
      found = { without: lacking.cookie, with: holding.cookie };
      cookies.set(authority, found);
    }
    return found;
  };
  for (const route of routes) {
    const call = (cookie?: string) =>
      app.inject({
        method: route.method,
        url: route.url,
        headers: { ...route.headers, ...(cookie ? { cookie } : {}) },
        ...(route.payload === undefined ? {} : { payload: route.payload as InjectOptions['payload'] }),
      });
    const label = `${route.method} ${route.url}`;
    const anonymous = await call();
    assert.equal(anonymous.statusCode, 401, `${label} anonymous`);
    assert.equal(anonymous.json().code, 'UNAUTHENTICATED', label);
    const { without, with: holding } = await cookiesFor(route.authority);
    const lacking = await call(without);
    assert.equal(lacking.statusCode, 403, `${label} without ${route.authority}`);
    assert.equal(lacking.json().code, 'FORBIDDEN', label);
    if (route.allowed === undefined) continue;
    const allowed = await call(holding);
    assert.equal(
      allowed.statusCode,
      route.allowed,
      `${label} with ${route.authority}: ${allowed.body.slice(0, 300)}`,
    );
  }
}

/**
 * The routes of `adminCrudRoutes` guarded (`assertRouteGuards`), and the list open to a staff
 * member holding just the resource's read authority.
 */
export async function assertAdminCrudGuards(
  app: FastifyInstance,
  resource: string,
  id: number,
  sample: unknown,
): Promise<void> {
  await assertRouteGuards(app, adminCrudRoutes(resource, id, sample));
  const readOnly = await signedInStaff(app, [`${resource}:read`]);
  assert.equal((await adminApi(app, readOnly.cookie).get(`/api/v1/admin/${resource}`)).status, 200);
}
