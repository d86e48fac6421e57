import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import type { DemoServer } from '@coresense/test-support/server';
import { type ApiLang, expectedContent, mainText } from './support/content.ts';
import { routeCases } from './support/routes.ts';
import { startSiteServer } from './support/site.ts';

/*
 * The pages as the server sends them, without a browser: content, status, language, head
 * tags, security headers and asset caching.
 */

let server: DemoServer;
before(async () => {
  server = await startSiteServer();
});
after(() => server?.stop());

const LANGS: Array<{ lang: ApiLang; locale: string; htmlLang: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN', htmlLang: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US', htmlLang: 'en' },
];

function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

for (const { lang, locale, htmlLang } of LANGS) {
  describe(`server-rendered pages in ${locale}`, () => {
    test('every route has its main content in the HTML, with the right status and language', async () => {
      const t = SITE_MESSAGES[lang];
      const cases = routeCases(await expectedContent(server.baseUrl, lang), t);
      for (const route of cases) {
        const response = await fetch(`${server.baseUrl}${withQuery(route.path, `lang=${locale}`)}`);
        assert.equal(response.status, route.status, `${route.name}: status`);
        assert.match(
          response.headers.get('content-type') ?? '',
          /^text\/html/,
          `${route.name}: content type`,
        );
        const html = await response.text();
        assert.match(html, new RegExp(`<html lang="${htmlLang}"`), `${route.name}: <html lang>`);
        const text = mainText(html);
        for (const expected of route.texts) {
          assert.ok(
            text.includes(expected),
            `${route.name}: "${expected}" is not in <main> of ${route.path}`,
          );
        }
      }
    });

    test('each page has its own title, description, canonical and hreflang alternates', async () => {
      const cases = routeCases(await expectedContent(server.baseUrl, lang), SITE_MESSAGES[lang]).filter(
        (route) => route.status === 200,
      );
      const titles = new Set<string>();
      for (const route of cases) {
        const html = await (
          await fetch(`${server.baseUrl}${withQuery(route.path, `lang=${locale}`)}`)
        ).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        assert.ok(title, `${route.name}: <title>`);
        titles.add(title);
        assert.match(html, /<meta name="description" content="[^"]+"/, `${route.name}: description`);
        const [path, query = ''] = route.path.split('?');
        const canonical = new URL(`${server.baseUrl}${path}?${query}`);
        canonical.searchParams.set('lang', locale);
        assert.ok(
          html.includes(`<link rel="canonical" href="${canonical.href.replaceAll('&', '&amp;')}"/>`),
          `${route.name}: canonical ${canonical.href}`,
        );
        for (const hreflang of ['zh-CN', 'en', 'x-default']) {
          assert.match(
            html,
            new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="${server.baseUrl}${path}[^"]*"`),
            `${route.name}: hreflang ${hreflang}`,
          );
        }
      }
      assert.equal(titles.size, cases.length, 'every page has a title of its own');
    });
  });
}

describe('page language and routing rules', () => {
  test('the language comes from the query, then the umi_locale cookie, then Accept-Language, else Chinese', async () => {
    const langOf = async (path: string, headers: Record<string, string> = {}) =>
      /<html lang="([^"]+)"/.exec(await (await fetch(`${server.baseUrl}${path}`, { headers })).text())?.[1];
    assert.equal(await langOf('/product'), 'zh-CN');
    assert.equal(await langOf('/product', { 'accept-language': 'en-GB,en;q=0.9' }), 'en');
    assert.equal(await langOf('/product', { 'accept-language': 'en', cookie: 'umi_locale=zh-CN' }), 'zh-CN');
    assert.equal(await langOf('/product?lang=en-US', { cookie: 'umi_locale=zh-CN' }), 'en');
    assert.equal(await langOf('/product?lang=zh_CN', { 'accept-language': 'en' }), 'zh-CN');
  });

  test('/ redirects to /index and keeps the query', async () => {
    const response = await fetch(`${server.baseUrl}/?lang=en-US&from=ad`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(
      new URL(response.headers.get('location') ?? '', server.baseUrl).href,
      `${server.baseUrl}/index?lang=en-US&from=ad`,
    );
  });

  test('an unknown API path still answers the JSON envelope, not a page', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/no-such-call?lang=en_US`);
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), {
      success: false,
      code: 'NOT_FOUND',
      message: "The resource you are accessing doesn't exist",
    });
  });

  test('detail pages with a malformed id answer 404 with the resource-not-found text', async () => {
    for (const path of [
      '/product/detail',
      '/company-news/detail?id=abc',
      '/recruit/detail?id=0',
      '/investor/detail?id=-3',
    ]) {
      const response = await fetch(`${server.baseUrl}${withQuery(path, 'lang=en-US')}`);
      assert.equal(response.status, 404, path);
      assert.ok(
        mainText(await response.text()).includes("The resource you are accessing doesn't exist"),
        path,
      );
    }
  });
});

describe('security headers and assets', () => {
  test('inline scripts run only by the hashes the Content-Security-Policy of that very body names', async () => {
    const first = await fetch(`${server.baseUrl}/index`);
    const policy = first.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    assert.doesNotMatch(scriptSrc, /unsafe-inline/);
    const html = await first.text();
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*(?:\bsrc=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    assert.ok(inlineScripts.length > 0, 'the page hydrates with inline scripts');
    for (const [, text = ''] of inlineScripts) {
      const hash = createHash('sha256').update(text).digest('base64');
      assert.ok(scriptSrc.includes(`'sha256-${hash}'`), `script-src allows ${text.slice(0, 60)}`);
    }
    // The second answer comes from the render cache: the same body needs the same policy.
    const second = await fetch(`${server.baseUrl}/index`);
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.equal(second.headers.get('content-security-policy'), policy);
  });

  test("the texts travel in a long-cached file of the page's language, not in every page", async () => {
    for (const { lang, locale } of LANGS) {
      const html = await (await fetch(`${server.baseUrl}/index?lang=${locale}`)).text();
      const href = new RegExp(
        `<link rel="preload" as="fetch" href="(/assets/messages-${lang}-[\\w-]+\\.json)" crossorigin="anonymous" data-site-messages="${lang}"/>`,
        'i',
      ).exec(html)?.[1];
      assert.ok(href, `${locale}: the page preloads its texts`);
      // Keys of the table appear only in its hydration data, if it is there.
      assert.ok(!html.includes('menu.about.recruitment'), `${locale}: no text table in the page`);
      const response = await fetch(`${server.baseUrl}${href}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(await response.json(), SITE_MESSAGES[lang]);
    }
  });

  test('hashed assets are immutable and served precompressed; a missing asset is a plain 404', async () => {
    const html = await (await fetch(`${server.baseUrl}/index`)).text();
    // The page names its modules on the block that loads them after the first paint.
    const script = /data-modulepreload="(\/assets\/[^" ]+\.js)/.exec(html)?.[1];
    const texts = /<link[^>]+href="(\/assets\/messages-[^"]+\.json)"/.exec(html)?.[1];
    assert.ok(script && texts);
    for (const [asset, encoding] of [
      [script, 'br'],
      [texts, 'gzip'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${asset}`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.status, 200, asset);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', asset);
      assert.equal(response.headers.get('content-encoding'), encoding, asset);
      assert.ok((await response.text()).length > 0);
    }
    const missing = await fetch(`${server.baseUrl}/assets/missing-0000.js`);
    assert.equal(missing.status, 404);
    assert.doesNotMatch(missing.headers.get('content-type') ?? '', /html/);
  });
});
