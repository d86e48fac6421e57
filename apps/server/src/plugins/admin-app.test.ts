import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import adminApp from './admin-app.ts';
import errors from './errors.ts';
import language from './language.ts';
import openapi from './openapi.ts';
import security from './security.ts';
import site from './site.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/admin/assets/index-AbC123.js"></script></head></html>';

/** The back-office bundle as `vite build` lays it out, beside a site without a build. */
async function appWith(t: TestContext, { withBundle }: { withBundle: boolean }) {
  const root = await mkdtemp(path.join(tmpdir(), 'coresense-admin-app-'));
  const distDir = path.join(root, 'dist');
  if (withBundle) {
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    await writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log("admin")');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  t.after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });
  await app.register(cookie);
  await app.register(language);
  await app.register(errors);
  await app.register(security);
  await app.register(openapi);
  await app.register(adminApp, { distDir });
  await app.register(site, { buildDir: path.join(root, 'no-site-build') });
  return app;
}

describe('the back-office app plugin', () => {
  test('its pages and the site catch-all are not API calls: the OpenAPI document leaves them out', async (t) => {
    const app = await appWith(t, { withBundle: true });
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    assert.deepEqual(document.paths, {});
  });

  test('every back-office page and the sign-in page answer the app, never cached without asking', async (t) => {
    const app = await appWith(t, { withBundle: true });
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/products/12',
      '/admin/enquiries?status=new',
      '/user/login?redirect=%2Fadmin',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.headers['content-type'] ?? '', /^text\/html/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.equal(response.body, INDEX, url);
    }
  });

  test('hashed assets are cached for good; a missing one is a 404, not the page', async (t) => {
    const app = await appWith(t, { withBundle: true });
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-AbC123.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.body, 'console.log("admin")');

    const gone = await app.inject({ method: 'GET', url: '/admin/assets/index-Old999.js' });
    assert.equal(gone.statusCode, 404);
    assert.doesNotMatch(gone.body, /<html/);

    const icon = await app.inject({ method: 'GET', url: '/admin/favicon.svg' });
    assert.equal(icon.statusCode, 200);
    assert.equal(icon.headers['cache-control'], 'no-cache');
  });

  test('the site keeps every other path', async (t) => {
    const app = await appWith(t, { withBundle: true });
    for (const url of ['/product', '/administration', '/user/other']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 503, `${url} goes to the (unbuilt) site`);
    }
  });

  test('without a bundle nothing is served under /admin and the site answers instead', async (t) => {
    const app = await appWith(t, { withBundle: false });
    for (const url of ['/admin', '/admin/products', '/user/login']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 503, url);
    }
  });
});
