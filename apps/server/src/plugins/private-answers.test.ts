import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALL_AUTHORITIES } from '@coresense/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signedInStaff } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';

/*
 * Issue 11 #30: back-office and session answers carried no Cache-Control, so a CDN with a
 * default lifetime could keep the inbox, the staff list or the audit log for the next visitor.
 */

const PRIVATE = /^\/api\/(?:v1\/admin|v1\/sys|v1\/account|login|v1\/other\/data\/edit)(?:\/|$)/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every private route of the OpenAPI document, path parameters filled in, sign-out last. */
function privateRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  const routes = Object.entries(paths)
    .filter(([path]) => PRIVATE.test(path))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '987654'),
      })),
    );
  return routes.sort((a, b) => Number(a.url.endsWith('/outLogin')) - Number(b.url.endsWith('/outLogin')));
}

function assertNoStore(response: { statusCode: number; headers: Record<string, unknown> }, label: string) {
  const value = String(response.headers['cache-control'] ?? '');
  assert.match(value, /\bno-store\b/, `${label} → ${response.statusCode} with Cache-Control "${value}"`);
  assert.doesNotMatch(value, /\bpublic\b|s-maxage/, label);
}

for (const backend of testBackends()) {
  describe(`private answers are never stored (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('every back-office, session and sign-in route answers no-store, to visitors and to staff', async () => {
      const routes = privateRoutes(s.app);
      assert.ok(routes.length > 40, `found only ${routes.length} private routes`);
      for (const prefix of ['/api/v1/admin/', '/api/v1/sys/', '/api/login/', '/api/v1/other/data/edit']) {
        assert.ok(
          routes.some((route) => route.url.startsWith(prefix)),
          `a route under ${prefix}`,
        );
      }
      const staff = await signedInStaff(s.app, ALL_AUTHORITIES);
      for (const { method, url } of routes) {
        const call = (cookie?: string) =>
          s.app.inject({
            method: method as InjectOptions['method'],
            url,
            headers: { ...(cookie ? { cookie } : {}), origin: 'http://localhost:80' },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
        assertNoStore(await call(), `${method} ${url} as a visitor`);
        assertNoStore(await call(staff.cookie), `${method} ${url} signed in`);
      }
      assert.equal(s.app.responseCache.size, 0, 'nothing private entered the response cache');
    });

    test('the staff list, the inbox and the audit log as staff see them, and their 401 and 403', async () => {
      const staff = await signedInStaff(s.app, ALL_AUTHORITIES);
      const none = await signedInStaff(s.app, []);
      for (const url of ['/api/v1/admin/staff', '/api/v1/admin/enquiries', '/api/v1/admin/audit-log']) {
        const read = await s.app.inject({ url, headers: { cookie: staff.cookie } });
        assert.equal(read.statusCode, 200, `${url}: ${read.body.slice(0, 200)}`);
        assertNoStore(read, url);
        const anonymous = await s.app.inject({ url });
        assert.equal(anonymous.statusCode, 401, url);
        assertNoStore(anonymous, `${url} anonymous`);
        const forbidden = await s.app.inject({ url, headers: { cookie: none.cookie } });
        assert.equal(forbidden.statusCode, 403, url);
        assertNoStore(forbidden, `${url} forbidden`);
        // An address the router decodes is judged as the one it names.
        const encoded = await s.app.inject({ url: url.replace('admin', '%61dmin') });
        assertNoStore(encoded, `${url} percent-encoded`);
      }
      const info = await s.app.inject({ url: '/api/v1/sys/user/info', headers: { cookie: staff.cookie } });
      assertNoStore(info, 'user info');
    });
  });
}
