import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, type TestContext, test } from 'node:test';
import pino from 'pino';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { LocalFileStore } from '../lib/file-store.ts';
import { testBackends, testConfig } from '../test-support/test-app.ts';
import { isValidHost } from './host.ts';
import { DEFAULT_SITE_BUILD_DIR } from './site.ts';

/*
 * Issue 11 #28: pages were rendered from a URL built with the raw Host, so one request with
 * `Host: www.example/contact-us?lang=en-US#` made every later `/index` the cached contact page,
 * and a Host that makes no URL (`[::1`) was a 500 with a stack in the log.
 */

const built = existsSync(path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js'));
const POISON = 'www.example/contact-us?lang=en-US#';
const MALFORMED = [
  '[::1',
  'a b',
  'x:99999',
  'x:0',
  'x:',
  POISON,
  'user@www.example',
  'www.example\\x',
  '[::1]x',
];

test('a Host is a host name or IP literal with an optional valid port, and nothing else', () => {
  for (const host of [
    'localhost',
    'localhost:3000',
    'www.coresense.example',
    'www.coresense.example.',
    'WWW.Example.COM:443',
    '127.0.0.1',
    '127.0.0.1:8080',
    '[::1]',
    '[::1]:3000',
    '[2001:db8::7]:65535',
    'my_host.internal',
  ]) {
    assert.ok(isValidHost(host), host);
  }
  for (const host of [
    ...MALFORMED,
    '',
    ':80',
    '[zz::1]',
    'a..b',
    '-a.example',
    `${'a'.repeat(64)}.example`,
  ]) {
    assert.ok(!isValidHost(host), host);
  }
});

for (const backend of testBackends()) {
  for (const publicUrl of ['https://www.coresense.example', undefined]) {
    const setting = publicUrl ? 'PUBLIC_URL set' : 'PUBLIC_URL unset';

    /** The whole app with what it logs kept, cache on. */
    async function appLogging(t: TestContext, config: Partial<Config> = {}) {
      const { database, dataDir, destroy } = await backend.open();
      const lines: Array<Record<string, unknown>> = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      });
      const app = await buildApp({
        config: testConfig(dataDir, { publicUrl, cache: true, seedDemo: false, ...config }),
        database,
        fileStore: new LocalFileStore(path.join(dataDir, 'files')),
        logger: pino({ level: 'info' }, stream),
      });
      t.after(async () => {
        await app.close();
        await destroy();
      });
      return { app, lines };
    }

    describe(`malformed hosts (${backend.name}, ${setting})`, () => {
      test('answer 400, in the envelope for the API and as a plain page otherwise, and log no stack', async (t) => {
        const { app, lines } = await appLogging(t);
        for (const host of MALFORMED) {
          const api = await app.inject({ url: '/api/v1/product/list', headers: { host } });
          assert.equal(api.statusCode, 400, `API with Host ${host}`);
          assert.equal(api.json().success, false);
          assert.equal(api.json().code, 'VALIDATION_ERROR');
          const page = await app.inject({ url: '/index', headers: { host } });
          assert.equal(page.statusCode, 400, `page with Host ${host}`);
          assert.match(String(page.headers['content-type']), /^text\/plain/);
          assert.doesNotMatch(page.body, /\bat \w|Error/, 'no detail in the page');
        }
        const faults = lines.filter(
          (line) => Number(line.level) >= 50 || JSON.stringify(line).includes('stack'),
        );
        assert.deepEqual(faults, []);
      });

      test('a forwarded host from a trusted proxy is held to the same rule', async (t) => {
        const { app } = await appLogging(t, { trustProxy: true });
        for (const host of MALFORMED) {
          const page = await app.inject({ url: '/index', headers: { 'x-forwarded-host': host } });
          assert.equal(page.statusCode, 400, `X-Forwarded-Host ${host}`);
        }
        const proto = await app.inject({ url: '/index', headers: { 'x-forwarded-proto': 'javascript' } });
        assert.equal(proto.statusCode, 400, 'a scheme other than http(s)');
        const healthy = await app.inject({
          url: '/healthz',
          headers: { 'x-forwarded-host': 'www.coresense.example', 'x-forwarded-proto': 'https' },
        });
        assert.equal(healthy.statusCode, 200);
      });
    });

    describe(`the page cache and the Host (${backend.name}, ${setting})`, {
      skip: built ? false : 'the site is not built (npm run build -w @coresense/site)',
    }, () => {
      test('a poisoning request cannot change what a later /index answers', async (t) => {
        const { app } = await appLogging(t);
        const poisoned = await app.inject({ url: '/index?lang=en-US', headers: { host: POISON } });
        const home = await app.inject({ url: '/index?lang=en-US' });
        assert.equal(home.statusCode, 200, home.body.slice(0, 300));
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home.body)?.[1];
        assert.equal(canonical, `${publicUrl ?? 'http://localhost:80'}/index?lang=en-US`);
        const contact = await app.inject({ url: '/contact-us?lang=en-US' });
        assert.notEqual(home.body, contact.body, 'the home page, not the contact page');
        assert.equal(poisoned.statusCode, 400);
      });
    });
  }
}
