import assert from 'node:assert/strict';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createLocalContentEvents } from '../lib/cache/content-events.ts';
import { ResponseCache } from '../lib/cache/response-cache.ts';
import { CacheShortcut, MAX_REMEMBERED_CHARACTERS, MAX_REMEMBERED_INPUTS } from '../lib/cache/shortcut.ts';
import errors from './errors.ts';
import language from './language.ts';
import responseCache from './response-cache.ts';
import security from './security.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * A tiny app whose answers count how often they were computed, and how many requests reached
 * Fastify; with `shortcut`, its server offers each request to the cache shortcut first.
 */
async function appWith(options: {
  enabled: boolean;
  keyByOrigin?: boolean;
  shortcut?: CacheShortcut;
  timeZone?: string;
}) {
  const app = Fastify(options.shortcut ? { serverFactory: options.shortcut.serverFactory } : {});
  const renders = { count: 0, reachedFastify: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    renders.reachedFastify++;
    done();
  });
  await app.register(cookie);
  await app.register(language);
  await app.register(errors);
  await app.register(security);
  await app.register(responseCache, { ...options, events: createLocalContentEvents() });
  const cache = { cache: { cacheControl: CACHE_CONTROL } };
  app.get('/api/thing', { config: cache }, async (request) => {
    renders.count++;
    return { lang: request.lang, render: renders.count };
  });
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

  test("the site's midnight drops every answer (a page listing upcoming shows changes with the day)", async (t) => {
    // 23:59:30 in Shanghai (UTC+8): the day ends in 30 seconds.
    t.mock.timers.enable({ apis: ['Date', 'setTimeout'], now: Date.parse('2026-11-28T15:59:30Z') });
    const { app, renders } = await appWith({ enabled: true, timeZone: 'Asia/Shanghai' });
    t.after(() => app.close());
    await app.inject({ url: '/page' });
    t.mock.timers.tick(29_000);
    assert.match((await app.inject({ url: '/page' })).body, /render 1/, 'the same day: from memory');
    t.mock.timers.tick(1_000);
    assert.match((await app.inject({ url: '/page' })).body, /render 2/, 'the next day: rendered afresh');
    t.mock.timers.tick(86_400_000);
    assert.match((await app.inject({ url: '/page' })).body, /render 3/, 'and so every midnight');
    assert.equal(renders.count, 3);
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

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real socket (fetch would not let a test choose the Host header). */
function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that describe the answer, without those Node writes per connection. */
function describing(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

async function listeningAppWith(options: { enabled: boolean; keyByOrigin?: boolean }) {
  const shortcut = new CacheShortcut();
  const { app, renders } = await appWith({ ...options, shortcut });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, renders, shortcut, port: (app.server.address() as AddressInfo).port };
}

describe('the cache shortcut before Fastify', () => {
  test('a repeated request is answered before Fastify with the status, headers and bytes of a hit inside it', async (t) => {
    const { app, renders, port } = await listeningAppWith({ enabled: true });
    t.after(() => app.close());
    for (const [path, headers] of [
      ['/page?lang=en-US', {}],
      ['/long', { 'accept-encoding': 'gzip, deflate, br' }],
      ['/long', { 'accept-encoding': 'gzip' }],
      ['/long', {}],
      ['/api/thing?lang=en_US', {}],
    ] as const) {
      const fresh = await send(port, path, headers);
      const reached = renders.reachedFastify;
      const shortcut = await send(port, path, headers);
      assert.equal(renders.reachedFastify, reached, `${path} did not reach Fastify again`);
      const insideFastify = await app.inject({ url: path, headers });
      assert.equal(shortcut.status, 200);
      assert.deepEqual(
        describing(shortcut.headers),
        describing(insideFastify.headers as IncomingHttpHeaders),
        path,
      );
      assert.deepEqual(shortcut.body, insideFastify.rawPayload, path);
      assert.deepEqual(shortcut.body, fresh.body, path);
    }
    assert.equal(renders.count, 3, 'each URL and language rendered once');
  });

  test('revalidation and HEAD are answered there too; other methods go on to Fastify', async (t) => {
    const { app, renders, port } = await listeningAppWith({ enabled: true });
    t.after(() => app.close());
    const { etag } = (await send(port, '/stable')).headers;
    const reached = renders.reachedFastify;
    const revalidated = await send(port, '/stable', { 'if-none-match': String(etag) });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.body.length, 0);
    const head = await send(port, '/stable', {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers.etag, etag);
    assert.equal(head.body.length, 0);
    assert.equal(renders.reachedFastify, reached);
    const post = await send(port, '/stable', {}, 'POST');
    assert.equal(post.status, 404);
    assert.equal(renders.reachedFastify, reached + 1);
  });

  test('a request differing in anything that chooses language or origin gets its own answer', async (t) => {
    const { app, port } = await listeningAppWith({ enabled: true, keyByOrigin: true });
    t.after(() => app.close());
    const asked = [
      [{ 'accept-language': 'en' }, /en_US render 1 on 127\.0\.0\.1/],
      [{ 'accept-language': 'zh-CN' }, /zh_CN render 2/],
      [{ 'accept-language': 'zh-CN', cookie: 'umi_locale=en-US' }, /en_US render 1 /],
      [{ host: 'b.example', 'accept-language': 'en' }, /en_US render 3 on b\.example/],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [headers, expected] of asked) {
        assert.match((await send(port, '/page', headers)).body.toString(), expected, JSON.stringify(headers));
      }
    }
  });

  test('an invalid lang is refused every time, never answered from a neighbour', async (t) => {
    const { app, renders, port } = await listeningAppWith({ enabled: true });
    t.after(() => app.close());
    await send(port, '/api/thing');
    for (let i = 0; i < 2; i++) {
      const refused = await send(port, '/api/thing?lang=fr', { 'accept-language': 'en' });
      assert.equal(refused.status, 400);
      assert.equal(JSON.parse(refused.body.toString()).code, 'INVALID_LANG');
    }
    assert.equal(renders.count, 1);
  });

  test('after a content change the next request is computed afresh, then answered there again', async (t) => {
    const { app, renders, port } = await listeningAppWith({ enabled: true });
    t.after(() => app.close());
    await send(port, '/page');
    await send(port, '/page');
    await app.contentChanged();
    assert.match((await send(port, '/page')).body.toString(), /render 2/);
    const reached = renders.reachedFastify;
    assert.match((await send(port, '/page')).body.toString(), /render 2/);
    assert.equal(renders.reachedFastify, reached);
  });

  test('with the cache off, or once the server closes, it answers nothing', async (t) => {
    const off = await listeningAppWith({ enabled: false });
    t.after(() => off.app.close());
    await send(off.port, '/stable');
    await send(off.port, '/stable');
    assert.equal(off.renders.count, 2);

    const on = await listeningAppWith({ enabled: true });
    await send(on.port, '/stable');
    const request = { method: 'GET', url: '/stable', headers: { host: `127.0.0.1:${on.port}` } };
    const answered = (shortcut: CacheShortcut) => {
      const written: unknown[] = [];
      const response = { writeHead: () => written.push('head'), end: () => written.push('end') };
      return (
        shortcut.answer(request as IncomingMessage, response as unknown as ServerResponse) && written.length
      );
    };
    assert.equal(answered(on.shortcut), 2, 'answered while open');
    await on.app.close();
    assert.equal(answered(on.shortcut), false, 'closed: Fastify turns requests away instead');
  });
});

describe('the cache shortcut', () => {
  /** A shortcut whose writer answers every route it is given, and what it answered. */
  function openShortcut() {
    const shortcut = new CacheShortcut();
    const answered: string[] = [];
    shortcut.open((_request, _response, route) => answered.push(route.key) > 0);
    const request = (url: string, cookie = '') =>
      ({ method: 'GET', url, headers: { cookie } }) as IncomingMessage;
    const answers = (url: string, cookie = '') =>
      shortcut.answer(request(url, cookie), {} as ServerResponse) ? answered.at(-1) : undefined;
    return { shortcut, request, answers };
  }

  test('forgets what it remembered before it holds more than its bound of requests', () => {
    const { shortcut, request, answers } = openShortcut();
    for (let i = 0; i < MAX_REMEMBERED_INPUTS; i++) {
      shortcut.remember(request(`/page?i=${i}`), {
        key: `key ${i}`,
        cacheControl: CACHE_CONTROL,
        route: '/page',
      });
    }
    assert.equal(answers('/page?i=0'), 'key 0');
    shortcut.remember(request('/page?i=one-more'), {
      key: 'one more',
      cacheControl: CACHE_CONTROL,
      route: '/page',
    });
    assert.equal(answers('/page?i=0'), undefined);
    assert.equal(answers('/page?i=one-more'), 'one more');
  });

  test('forgets what it remembered once long headers fill its bound of characters', () => {
    const { shortcut, request, answers } = openShortcut();
    const cookie = 'c'.repeat(16 * 1024);
    const requests = 2 * Math.ceil(MAX_REMEMBERED_CHARACTERS / cookie.length);
    assert.ok(requests < MAX_REMEMBERED_INPUTS, 'far fewer requests than the bound of their number');
    for (let i = 0; i < requests; i++) {
      shortcut.remember(request(`/page?i=${i}`, cookie), {
        key: `key ${i}`,
        cacheControl: CACHE_CONTROL,
        route: '/page',
      });
      if (i === 0) assert.equal(answers('/page?i=0', cookie), 'key 0');
    }
    assert.equal(answers('/page?i=0', cookie), undefined);
    assert.equal(answers(`/page?i=${requests - 1}`, cookie), `key ${requests - 1}`);
  });
});
