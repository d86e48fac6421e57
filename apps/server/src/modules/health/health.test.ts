import assert from 'node:assert/strict';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { LocalFileStore } from '../../lib/file-store.ts';
import { afterTest, buildTestApp, testBackends } from '../../test-support/test-app.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one sample of the Prometheus text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

for (const backend of testBackends()) {
  describe(`healthz and readyz (${backend.name})`, () => {
    test('alive and ready while the database and the file store answer', async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 200);
      assert.deepEqual(ready.json(), { status: 'ready', checks: { database: 'ok', files: 'ok' } });
      assert.equal(ready.headers['cache-control'], 'no-store');
    });

    test('a file store that cannot be written is not ready; alive all the same', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      if (!(app.fileStore instanceof LocalFileStore)) return t.skip('the local folder only');
      // Where the store's folder should be, a file: nothing can be stored under it.
      await writeFile(path.join(dataDir, 'files'), 'not a folder');
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json().checks, { database: 'ok', files: 'unavailable' });
      assert.doesNotMatch(ready.body, new RegExp(dataDir.replaceAll('/', '\\/')));
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    });

    test('a Redis that does not answer is not ready, and its address is not told', async (t) => {
      const { app } = await buildTestApp(backend, {
        cleanup: afterTest(t),
        config: { redisUrl: 'redis://127.0.0.1:1/0' },
      });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), {
        status: 'unavailable',
        checks: { database: 'ok', redis: 'unavailable', files: 'ok' },
      });
      assert.doesNotMatch(ready.body, /127\.0\.0\.1|redis:|:1\b/);
    });

    const redisUrl = process.env.TEST_REDIS_URL;
    test('ready with a Redis that answers', { skip: !redisUrl && 'TEST_REDIS_URL is not set' }, async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t), config: { redisUrl } });
      // Connected first: on a busy machine the first connection may outlast its short timeout
      // and be made on the retry, and a probe in between is rightly told Redis is not there yet.
      if (app.redis!.status !== 'ready') await once(app.redis!, 'ready');
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(ready.statusCode, 200, ready.body);
      assert.deepEqual(ready.json().checks, { database: 'ok', redis: 'ok', files: 'ok' });
    });
  });

  describe(`metrics (${backend.name})`, () => {
    test('without METRICS_TOKEN there are no metrics, whatever the request carries', async (t) => {
      const { app } = await buildTestApp(backend, { cleanup: afterTest(t) });
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().code, 'NOT_FOUND');
      }
    });

    test('only the bearer of METRICS_TOKEN reads them; anyone else gets the 404 of a missing page', async (t) => {
      const { app } = await buildTestApp(backend, {
        cleanup: afterTest(t),
        config: { metricsToken: TOKEN },
      });
      const missing = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
      for (const authorization of [
        undefined,
        'Bearer wrong',
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Basic ${TOKEN}`,
        TOKEN,
      ]) {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        assert.equal(response.statusCode, 404, `${authorization}`);
        assert.deepEqual(response.json(), missing.json());
      }
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.ok(sample(response.body, 'process_resident_memory_bytes')! > 0, 'process figures');
    });

    test('requests by route pattern and status, latency, cache hits, outbox depth and pool', async (t) => {
      const { app, database } = await buildTestApp(backend, {
        cleanup: afterTest(t),
        config: { metricsToken: TOKEN },
      });
      const scrape = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        return response.body;
      };
      const secret = crypto.randomUUID();
      // A path no API route has (with the site built, its catch-all page route looks into the cache).
      assert.equal((await app.inject({ method: 'GET', url: `/api/v1/${secret}` })).statusCode, 404);
      const before = await scrape();
      for (let n = 0; n < 3; n++) {
        const list = await app.inject({ method: 'GET', url: `/api/v1/product/list?lang=en_US&q=${secret}` });
        assert.equal(list.statusCode, 200);
      }
      await enqueueMail(database.db, [{ to: 'a@example.com', subject: 'Hello', body: 'Hello' }]);
      const text = await scrape();
      const lookups = (result: string) =>
        (sample(text, 'coresense_response_cache_lookups_total', { result }) ?? 0) -
        (sample(before, 'coresense_response_cache_lookups_total', { result }) ?? 0);
      assert.doesNotMatch(text, new RegExp(secret), 'no raw URL becomes a label');
      const list = { method: 'GET', route: '/api/v1/product/list' };
      assert.equal(sample(text, 'http_requests_total', { ...list, status_code: '200' }), 3);
      assert.equal(sample(text, 'http_request_duration_seconds_count', list), 3);
      assert.equal(sample(text, 'http_request_duration_seconds_bucket', { ...list, le: '+Inf' }), 3);
      assert.ok(
        (sample(text, 'http_requests_total', { status_code: '404' }) ?? 0) >= 1,
        'the 404 is counted',
      );
      // The first list request looked and missed; the two repeats were answered from the cache.
      assert.equal(lookups('miss'), 1);
      assert.equal(lookups('hit'), 2);
      assert.equal(sample(text, 'coresense_outbox_messages', { outbox: 'mail', state: 'waiting' }), 1);
      assert.equal(sample(text, 'coresense_outbox_messages', { outbox: 'mail', state: 'failed' }), 0);
      assert.equal(sample(text, 'coresense_outbox_messages', { outbox: 'robots', state: 'waiting' }), 0);
      if (database.kind === 'postgres') {
        assert.ok(sample(text, 'coresense_db_pool_max_connections')! >= 1);
        assert.ok(sample(text, 'coresense_db_pool_connections', { state: 'idle' })! >= 0);
        assert.ok(sample(text, 'coresense_db_pool_connections', { state: 'busy' })! >= 0);
        // The scrape's own outbox queries may be waiting for a connection.
        assert.ok(sample(text, 'coresense_db_pool_waiting_queries')! >= 0);
      } else {
        assert.equal(sample(text, 'coresense_db_pool_max_connections'), undefined, 'SQLite has no pool');
      }
    });
  });
}
