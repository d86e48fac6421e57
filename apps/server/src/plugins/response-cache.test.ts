import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createLocalContentEvents } from '../lib/cache/content-events.ts';
import { ResponseCache } from '../lib/cache/response-cache.ts';
import language from './language.ts';
import responseCache from './response-cache.ts';
import security from './security.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** A tiny app whose answers count how often they were computed. */
async function appWith(options: { enabled: boolean; keyByOrigin?: boolean }) {
  const app = Fastify();
  const renders = { count: 0 };
  await app.register(cookie);
  await app.register(language);
  await app.register(security);
  await app.register(responseCache, { ...options, events: createLocalContentEvents() });
  const cache = { cache: { cacheControl: CACHE_CONTROL } };
  app.get('/page', { config: cache }, async (request, reply) => {
    renders.count++;
    reply.header('content-security-policy', `script-src 'sha256-render${renders.count}'`);
    reply.header('vary', 'Accept-Language, Cookie');
    return reply.type('text/html').send(`<p>${request.lang} render ${renders.count} on ${request.host}</p>`);
  });
  app.get('/with-cookie', { config: cache }, async (_request, reply) => {
    renders.count++;
    return reply.header('set-cookie', 'visitor=1').type('text/html').send(`render ${renders.count}`);
  });
  app.get('/long', { config: cache }, async (_request, reply) => {
    renders.count++;
    return reply.type('text/html').send(`<p>${'a long page '.repeat(500)}</p>`);
  });
  app.get('/stable', { config: cache }, async (_request, reply) => {
    renders.count++;
    return reply.type('text/html').send('the same every time');
  });
  app.get('/missing', { config: cache }, async (_request, reply) => {
    renders.count++;
    return reply.code(404).type('text/html').send('not here');
  });
  await app.ready();
  return { app, renders };
}

describe('the response cache', () => {
  test('a second request is answered from memory with the same body, ETag and the headers of that body', async (t) => {
    const { app, renders } = await appWith({ enabled: true });
    t.after(() => app.close());
    const first = await app.inject({ url: '/page?lang=en-US' });
    const second = await app.inject({ url: '/page?lang=en-US' });
    assert.equal(renders.count, 1);
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.headers['cache-control'], CACHE_CONTROL);
    assert.equal(second.headers['content-security-policy'], "script-src 'sha256-render1'");
    assert.equal(second.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');
    assert.match(String(second.headers['content-type']), /^text\/html/);
  });

  test('an answer from memory carries the security headers of a fresh one, its own CSP first; HEAD gets no body', async (t) => {
    const { app } = await appWith({ enabled: true });
    t.after(() => app.close());
    const fresh = await app.inject({ url: '/stable' });
    const stored = await app.inject({ url: '/stable' });
    for (const name of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'content-security-policy',
    ]) {
      assert.ok(fresh.headers[name], `${name} on the fresh answer`);
      assert.equal(stored.headers[name], fresh.headers[name], name);
    }
    assert.equal(stored.headers['content-length'], String(Buffer.byteLength('the same every time')));
    const rendered = await app.inject({ url: '/page?lang=en-US' });
    const page = await app.inject({ url: '/page?lang=en-US' });
    assert.match(String(page.headers['content-security-policy']), /^script-src 'sha256-render\d'$/);
    assert.equal(page.headers['content-security-policy'], rendered.headers['content-security-policy']);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    const head = await app.inject({ method: 'HEAD', url: '/stable' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers.etag, stored.headers.etag);
  });

  test('each language of a URL is cached apart', async (t) => {
    const { app } = await appWith({ enabled: true });
    t.after(() => app.close());
    const english = await app.inject({ url: '/page', headers: { 'accept-language': 'en' } });
    const chinese = await app.inject({ url: '/page', headers: { cookie: 'umi_locale=zh-CN' } });
    assert.match(english.body, /en_US/);
    assert.match(chinese.body, /zh_CN/);
  });

  test('If-None-Match answers 304 without a body, for strong, weak and listed tags', async (t) => {
    const { app } = await appWith({ enabled: true });
    t.after(() => app.close());
    const { etag } = (await app.inject({ url: '/page' })).headers;
    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await app.inject({ url: '/page', headers: { 'if-none-match': header } });
      assert.equal(revalidated.statusCode, 304, header);
      assert.equal(revalidated.body, '');
      assert.equal(revalidated.headers.etag, etag);
    }
    const changed = await app.inject({ url: '/page', headers: { 'if-none-match': '"other"' } });
    assert.equal(changed.statusCode, 200);
  });

  test('a cached body goes out compressed with brotli or gzip when the client accepts it, each with its own ETag', async (t) => {
    const { app, renders } = await appWith({ enabled: true });
    t.after(() => app.close());
    const plain = await app.inject({ url: '/long' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    const brotli = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body);
    assert.ok(brotli.rawPayload.length < plain.rawPayload.length / 10);
    const gzip = await app.inject({ url: '/long', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.equal(renders.count, 1);
    const tags = new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]);
    assert.equal(tags.size, 3, 'one entity tag per coding');
    const revalidated = await app.inject({
      url: '/long',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304, 'the same content in another coding is not news');
    const small = await app.inject({ url: '/stable', headers: { 'accept-encoding': 'br' } });
    assert.equal(small.headers['content-encoding'], undefined, 'too small to be worth compressing');
  });

  test('a content change is seen by the very next request', async (t) => {
    const { app, renders } = await appWith({ enabled: true });
    t.after(() => app.close());
    await app.inject({ url: '/page' });
    await app.contentChanged();
    assert.match((await app.inject({ url: '/page' })).body, /render 2/);
    assert.equal(renders.count, 2);
  });

  test('answers that set a cookie, and answers other than 200, are never kept', async (t) => {
    const { app, renders } = await appWith({ enabled: true });
    t.after(() => app.close());
    for (const url of ['/with-cookie', '/with-cookie', '/missing', '/missing']) await app.inject({ url });
    assert.equal(renders.count, 4);
    assert.equal(app.responseCache.size, 0);
    const withCookie = await app.inject({ url: '/with-cookie' });
    assert.equal(withCookie.headers.etag, undefined);
    assert.equal(withCookie.headers['cache-control'], undefined, 'no CDN may keep it either');
  });

  test('with PUBLIC_URL unset, every origin has its own copy', async (t) => {
    const { app } = await appWith({ enabled: true, keyByOrigin: true });
    t.after(() => app.close());
    await app.inject({ url: '/page', headers: { host: 'a.example' } });
    const other = await app.inject({ url: '/page', headers: { host: 'b.example' } });
    assert.match(other.body, /on b\.example/);
  });

  test('switched off, answers are computed every time but still carry an ETag and revalidate', async (t) => {
    const { app, renders } = await appWith({ enabled: false });
    t.after(() => app.close());
    const first = await app.inject({ url: '/stable' });
    assert.equal(first.headers['cache-control'], CACHE_CONTROL);
    const revalidated = await app.inject({
      url: '/stable',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(revalidated.statusCode, 304);
    const changed = await app.inject({
      url: '/page',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(renders.count, 3);
    assert.equal(app.responseCache.size, 0);
  });
});

describe('the cache store', () => {
  test('stays within its byte budget by dropping the least recently used answers', () => {
    const cache = new ResponseCache({ maxBytes: 30 });
    cache.set('a', 0, 'x'.repeat(10), 'text/plain');
    cache.set('b', 0, 'x'.repeat(10), 'text/plain');
    cache.get('a');
    cache.set('c', 0, 'x'.repeat(15), 'text/plain');
    assert.ok(cache.get('a'), 'recently used');
    assert.equal(cache.get('b'), undefined, 'least recently used');
    assert.ok(cache.get('c'));
    assert.ok(cache.bytes <= 30);
    assert.equal(cache.set('huge', 0, 'x'.repeat(31), 'text/plain'), undefined);
  });

  test('does not keep an answer computed before the last clear', () => {
    const cache = new ResponseCache();
    const generation = cache.generation;
    cache.clear();
    assert.equal(cache.set('a', generation, 'old', 'text/plain'), undefined);
    assert.equal(cache.size, 0);
  });
});
