import assert from 'node:assert/strict';
import { type AddressInfo, connect } from 'node:net';
import { describe, test } from 'node:test';
import { ProductCategoryRepository } from './modules/products/product-categories.repository.ts';
import { ProductRepository } from './modules/products/products.repository.ts';
import { signedInStaff } from './test-support/auth.ts';
import { productText } from './test-support/fixtures.ts';
import { useTestApp } from './test-support/suite.ts';
import { afterTest, buildTestApp, testBackends } from './test-support/test-app.ts';

/** One GET of a raw request target (which an HTTP client would normalise) on a connection of its own. */
function requestTarget(port: number, target: string) {
  return new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n');
      const [statusLine = '', ...fields] = head.split('\r\n');
      const headers = new Headers(
        fields.map((field) => [
          field.slice(0, field.indexOf(':')),
          field.slice(field.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

for (const backend of testBackends()) {
  describe(`application-wide behaviour (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('an unknown API path is a 404 envelope in the request language', async () => {
      const zh = await s.get('/api/v1/nothing/here');
      assert.equal(zh.status, 404);
      assert.deepEqual(zh.body, { success: false, code: 'NOT_FOUND', message: '您访问的资源不存在' });
      const en = await s.get('/api/v1/nothing/here?lang=en_US');
      assert.equal(en.body.message, "The resource you are accessing doesn't exist");
    });

    test('a path that is not valid percent-encoding reaches its route, which answers in the envelope', async () => {
      const detail = await s.get('/api/v1/product/detail/%ff?lang=en_US');
      assert.equal(detail.status, 400);
      assert.equal(detail.body.code, 'VALIDATION_ERROR');
      assert.equal(detail.body.message, 'The request is not valid');
      assert.deepEqual(
        detail.body.errors.map((error: { field: string }) => error.field),
        ['id'],
      );
      const deleted = await s.app.inject({ method: 'DELETE', url: '/api/v1/admin/recruit/%ff' });
      assert.equal(deleted.statusCode, 401);
      assert.deepEqual(deleted.json(), { success: false, code: 'UNAUTHENTICATED', message: '请先登录' });
      // A UTF-8 sequence cut short, on no route at all.
      const unknown = await s.get('/api/v1/nothing/%e4%b8?lang=en_US');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, "The resource you are accessing doesn't exist");
      assert.equal(unknown.headers['x-content-type-options'], 'nosniff', 'answered through every hook');
    });

    test('an over-long path parameter reaches its route, which answers in the envelope', async () => {
      const url = `/api/v1/admin/products/${'A'.repeat(3000)}/publish?lang=en_US`;
      const anonymous = await s.app.inject({ method: 'POST', url, payload: {} });
      assert.equal(anonymous.statusCode, 401);
      assert.deepEqual(anonymous.json(), {
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Please sign in first',
      });
      const { cookie } = await signedInStaff(s.app, ['products:write']);
      const signedIn = await s.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
      assert.equal(signedIn.statusCode, 400);
      assert.equal(signedIn.json().code, 'VALIDATION_ERROR');
      assert.equal(signedIn.json().errors[0].field, 'id');
    });

    test('a request target the router cannot read is 400 in the envelope, in the language its query asks for', async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t) });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await requestTarget(port, 'http:///api/v1/product/list?lang=en_US');
      assert.equal(answer.status, 400);
      assert.deepEqual(JSON.parse(answer.body), {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid',
      });
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    });

    test('every answer carries the security headers: fresh, from the cache, and errors of any stage', async () => {
      const answers = [
        await s.get('/api/v1/product/list'),
        await s.get('/api/v1/product/list'),
        await s.get('/api/v1/product/list?lang=xx'),
        await s.get('/api/v1/nothing/here'),
      ];
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200, 400, 404],
      );
      for (const { headers } of answers) {
        assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/);
        assert.match(String(headers['content-security-policy']), /default-src 'self'/);
        assert.equal(headers['x-content-type-options'], 'nosniff');
        assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
        assert.equal(headers['x-frame-options'], 'DENY');
      }
    });

    test('public reads are cached with an ETag, revalidate to 304 and refresh when content changes', async () => {
      const first = await s.get('/api/v1/product/class/options?lang=en_US');
      assert.deepEqual(first.body.data, []);
      const etag = String(first.headers.etag);
      assert.match(String(first.headers['cache-control']), /s-maxage=\d+/);
      const revalidated = await s.app.inject({
        method: 'GET',
        url: '/api/v1/product/class/options?lang=en_US',
        headers: { 'if-none-match': etag },
      });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');

      const category = await new ProductCategoryRepository(s.db).create({
        sort: 1,
        enabled: true,
        i18n: { en_US: { name: 'Gyroscopes' } },
      });
      await new ProductRepository(s.db).create({
        classifyId: category,
        sort: 1,
        enabled: true,
        i18n: { en_US: productText('Gyro', 'G-1') },
      });
      const stale = await s.get('/api/v1/product/class/options?lang=en_US');
      assert.deepEqual(stale.body.data, [], 'until told, the cache answers what it has');
      await s.app.contentChanged();
      const fresh = await s.get('/api/v1/product/class/options?lang=en_US');
      assert.deepEqual(fresh.body.data, [{ label: 'Gyroscopes', value: category, count: 1 }]);
      assert.notEqual(fresh.headers.etag, etag);
    });
  });

  describe(`failures that are the server's (${backend.name})`, () => {
    test('a database failure answers 500 INTERNAL without leaking detail, and readyz says 503', async (t) => {
      const { app, database } = await buildTestApp(backend, { cleanup: (fn) => t.after(fn) });
      // Kysely connects on the first query, and a handle destroyed before it would connect anew.
      assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
      await database.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/v1/product/list?lang=en_US' });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), {
        success: false,
        code: 'INTERNAL',
        message: 'Internal server error',
      });
      assert.doesNotMatch(response.body, /at |\.ts|select|sqlite|postgres/i);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json().checks, { database: 'unavailable', files: 'ok' });
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'still alive');
    });
  });
}
