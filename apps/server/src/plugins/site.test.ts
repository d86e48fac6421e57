import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createCatalogue, createNews } from '../test-support/fixtures.ts';
import { useTestApp } from '../test-support/suite.ts';
import { testBackends } from '../test-support/test-app.ts';
import errors from './errors.ts';
import language from './language.ts';
import site, { DEFAULT_SITE_BUILD_DIR, withScriptNonce } from './site.ts';

describe('the site plugin without a site build', () => {
  test('pages answer 503 with what to do, while unknown API paths keep the JSON envelope', async (t) => {
    const emptyBuild = await mkdtemp(path.join(tmpdir(), 'coresense-no-site-'));
    const app = Fastify();
    t.after(async () => {
      await app.close();
      await rm(emptyBuild, { recursive: true, force: true });
    });
    await app.register(cookie);
    await app.register(language);
    await app.register(errors);
    await app.register(site, { buildDir: emptyBuild });

    const page = await app.inject({ method: 'GET', url: '/product' });
    assert.equal(page.statusCode, 503);
    assert.match(page.body, /npm run build/);
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown?lang=en_US' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'NOT_FOUND');
  });
});

test('the nonce is added to script-src only', () => {
  assert.equal(
    withScriptNonce("default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'", 'abc'),
    "default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'unsafe-inline'",
  );
});

const built = existsSync(path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js'));

for (const backend of testBackends()) {
  describe(`pages rendered from the service layer (${backend.name})`, {
    skip: built ? false : 'the site is not built (npm run build -w @coresense/site)',
  }, () => {
    const s = useTestApp(backend, {
      setup: async ({ database }) => {
        await createCatalogue(database.db);
        await createNews(database.db);
      },
    });

    test('a list and a detail page show published content in the language asked for', async () => {
      const list = await s.app.inject({ method: 'GET', url: '/product?lang=en-US' });
      assert.equal(list.statusCode, 200);
      assert.match(String(list.headers['content-type']), /^text\/html/);
      assert.match(list.body, /<html lang="en"/);
      assert.match(list.body, /Triaxial accelerometer/);
      assert.doesNotMatch(list.body, /Draft product/);

      const news = await s.app.inject({
        method: 'GET',
        url: '/company-news',
        headers: { cookie: 'umi_locale=zh-CN' },
      });
      assert.match(news.body, /<html lang="zh-CN"/);
      assert.match(news.body, /年度报告/);
      assert.match(news.body, /2025年12月20日/);
    });

    test('unknown paths and unpublished ids answer the not-found page with 404', async () => {
      const ids = await s.db.selectFrom('products').select(['id', 'enabled']).execute();
      const unpublished = ids.find((row) => !row.enabled);
      assert.ok(unpublished);
      for (const url of ['/no-such-page?lang=en-US', `/product/detail?id=${unpublished.id}&lang=en-US`]) {
        const response = await s.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.match(response.body, /The resource you are accessing doesn(&#x27;|')t exist/, url);
      }
    });

    test('the page answer carries a fresh script nonce in its Content-Security-Policy', async () => {
      const response = await s.app.inject({ method: 'GET', url: '/index' });
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      assert.ok(nonce);
      assert.ok(response.body.includes(`nonce="${nonce}"`));
    });
  });
}
