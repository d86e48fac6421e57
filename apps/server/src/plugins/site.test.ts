import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { adminApi } from '../test-support/admin-api.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { useContentSuite } from '../test-support/content-suite.ts';
import { productText } from '../test-support/fixtures.ts';
import { skipWithoutSiteBuild } from '../test-support/site-build.ts';
import { testBackends } from '../test-support/test-app.ts';
import errors from './errors.ts';
import language from './language.ts';
import security from './security.ts';
import site, { inlineScriptHashes, PAGE_CACHE, withScriptHashes } from './site.ts';

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
    await app.register(security);
    await app.register(site, { buildDir: emptyBuild });

    const page = await app.inject({ method: 'GET', url: '/product' });
    assert.equal(page.statusCode, 503);
    assert.match(page.body, /npm run build/);
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown?lang=en_US' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'NOT_FOUND');
  });
});

describe('inline script hashes', () => {
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  test('name every inline script as the browser hashes it, and nothing else', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import "/assets/x.js";\r\nrun();</script>',
      '<script src="/assets/y.js"></script>',
      '<script>window.a = 1;</script>',
    ].join('');
    assert.deepEqual(inlineScriptHashes(html), [
      hashOf('window.a = 1;'),
      hashOf('import "/assets/x.js";\nrun();'),
    ]);
  });

  test('never name a script inside the main content, where stored rich text is rendered', () => {
    const html = [
      '<head><script>setDirection();</script></head><body>',
      '<main id="main"><div class="rich-text"><p>News</p><script>steal();</script>',
      '</main><script>forged();</script><p>more text</p></div></main>',
      '<script>hydrate();</script></body>',
    ].join('');
    assert.deepEqual(inlineScriptHashes(html), [hashOf('setDirection();'), hashOf('hydrate();')]);
  });

  test('are added to script-src only', () => {
    assert.equal(
      withScriptHashes("default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'", [
        "'sha256-a'",
        "'sha256-b'",
      ]),
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self' 'unsafe-inline'",
    );
  });
});

for (const backend of testBackends()) {
  describe(`pages rendered from the service layer (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue', 'news'] });

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
        // A way on: a product search with a label, and the main sections.
        const form = /<search><form class="status-search"[^>]*>/.exec(response.body)?.[0] ?? '';
        for (const attribute of ['action="/product"', 'method="get"']) {
          assert.ok(form.includes(attribute), `${url}: the search form has ${attribute}`);
        }
        assert.match(response.body, /<label for="not-found-keyword">Search our products<\/label>/, url);
        assert.match(response.body, /<input id="not-found-keyword"[^>]* name="keyword"/, url);
        for (const section of ['/product', '/application', '/company-news', '/contact-us']) {
          assert.match(response.body, new RegExp(`<a href="${section}"`), `${url}: ${section}`);
        }
      }
    });

    test('a path that is not valid percent-encoding answers the not-found page in the page language', async () => {
      for (const url of ['/product/%ff?lang=en-US', '/%e4%b8?lang=en-US']) {
        const response = await s.app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.match(String(response.headers['content-type']), /^text\/html/, url);
        assert.match(response.body, /The resource you are accessing doesn(&#x27;|')t exist/, url);
      }
      const chinese = await s.app.inject({
        method: 'GET',
        url: '/product/%ff',
        headers: { cookie: 'umi_locale=zh-CN' },
      });
      assert.equal(chinese.statusCode, 404);
      assert.match(chinese.body, /<html lang="zh-CN"/);
      assert.match(chinese.body, /您访问的资源不存在/);
    });

    test('a page allows exactly its own inline scripts, by hash, with no nonce', async () => {
      const response = await s.app.inject({ method: 'GET', url: '/index?lang=en-US' });
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
      const inline = [
        ...response.body.matchAll(
          /<script(?![^>]*(?:\bsrc=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      assert.ok(inline.length > 0, 'the page hydrates with inline scripts');
      for (const [, text = ''] of inline) {
        assert.ok(
          scriptSrc.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`),
          text.slice(0, 60),
        );
      }
      assert.doesNotMatch(scriptSrc, /unsafe-inline|nonce-/);
      assert.doesNotMatch(response.body, /\snonce=/);
    });
  });
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON-LD
type JsonLd = Record<string, any>;

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as JsonLd,
  );
}

const unescapeAttribute = (value: string) => value.replaceAll('&amp;', '&');

function linkHref(html: string, pattern: string): string | undefined {
  const href = new RegExp(`<link ${pattern} href="([^"]+)"`).exec(html)?.[1];
  return href && unescapeAttribute(href);
}

/** Throws unless `xml` is well-formed: balanced tags, quoted attributes, escaped text. */
function assertWellFormedXml(xml: string) {
  const open: string[] = [];
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const bareAmpersand = /&(?!(?:amp|lt|gt|quot|apos|#\d+);)/;
  for (const [token, text] of body.matchAll(/<[^<>]*>|([^<>]+)/g)) {
    if (text !== undefined) {
      assert.doesNotMatch(text, bareAmpersand, `unescaped & in ${text}`);
      continue;
    }
    const tag = /^<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    assert.ok(tag, `malformed tag ${token}`);
    const [, closing, name = '', attributes = '', selfClosing] = tag;
    assert.doesNotMatch(attributes, bareAmpersand, `unescaped & in ${token}`);
    if (closing) assert.equal(open.pop(), name, `unbalanced ${token}`);
    else if (!selfClosing) open.push(name);
  }
  assert.deepEqual(open, [], 'every element is closed');
}

/** The `<url>` entries of a sitemap by their `<loc>`. */
function sitemapEntries(xml: string): Map<string, { lastmod?: string; alternates: Record<string, string> }> {
  const entries = new Map<string, { lastmod?: string; alternates: Record<string, string> }>();
  for (const [, entry = ''] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = unescapeAttribute(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '');
    const alternates: Record<string, string> = {};
    for (const [, lang = '', href = ''] of entry.matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
    )) {
      alternates[lang] = unescapeAttribute(href);
    }
    entries.set(loc, { lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1], alternates });
  }
  return entries;
}

const HOST = 'www.coresense.test';
const PUBLIC_URL = 'https://www.coresense.example';

for (const backend of testBackends()) {
  describe(`search engines and sharing (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue', 'news', 'other'] });
    const page = (url: string, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

    test('the sitemap is valid XML listing every published page in both languages, with alternates and lastmod', async () => {
      const response = await page('/sitemap.xml');
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^application\/xml/);
      assertWellFormedXml(response.body);
      assert.match(response.body, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
      const entries = sitemapEntries(response.body);
      const origin = `http://${HOST}`;

      const { axis3, barometer, draft, retired } = s.catalogue.products;
      const updated = (await s.app.services.products.detail('en_US', axis3))?.updateTime;
      for (const locale of ['zh-CN', 'en-US']) {
        const entry = entries.get(`${origin}/product/detail?id=${axis3}&lang=${locale}`);
        assert.ok(entry, `product ${axis3} in ${locale}`);
        assert.deepEqual(entry.alternates, {
          'zh-CN': `${origin}/product/detail?id=${axis3}&lang=zh-CN`,
          en: `${origin}/product/detail?id=${axis3}&lang=en-US`,
          'x-default': `${origin}/product/detail?id=${axis3}`,
        });
        assert.equal(entry.lastmod, updated);
        for (const path of [
          '/index',
          '/product',
          '/contact-us',
          '/about-us',
          `/product/detail?id=${barometer}`,
          `/product?classifyId=${s.catalogue.categories.pressure}`,
          `/company-news/detail?id=${s.news.newest}`,
          `/application/detail?id=${s.other.applications.automotive}`,
          `/investor/detail?id=${s.other.investor.report}`,
          `/recruit/detail?id=${s.other.recruit.engineer}`,
        ]) {
          const url = new URL(path, origin);
          url.searchParams.set('lang', locale);
          assert.ok(entries.has(url.href), `${url.href} is listed`);
        }
      }
      for (const hidden of [
        `/product/detail?id=${draft}&`,
        `/product/detail?id=${retired}&`,
        `/company-news/detail?id=${s.news.hidden}&`,
        `/application/detail?id=${s.other.applications.hidden}&`,
        `/investor/detail?id=${s.other.investor.hidden}&`,
        `/recruit/detail?id=${s.other.recruit.hidden}&`,
      ]) {
        assert.ok(!response.body.includes(hidden.replace('&', '&amp;')), `${hidden} is not published`);
      }
      // Within 50,000 addresses the sitemap is one file (the index past it: apps/site's unit test).
      assert.equal((await page('/sitemap-1.xml')).statusCode, 404);
    });

    test('robots.txt allows the site, keeps crawlers out of the back-office and the API, and names the sitemap', async () => {
      const response = await page('/robots.txt');
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      const lines = response.body.split('\n');
      for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/']) {
        assert.ok(lines.includes(line), line);
      }
      assert.ok(lines.includes(`Sitemap: http://${HOST}/sitemap.xml`));
    });

    test('without PUBLIC_URL, canonical, hreflang and Open Graph addresses are absolute on the origin asked', async () => {
      const id = s.catalogue.products.axis3;
      for (const [locale, htmlLang] of [
        ['zh-CN', 'zh-CN'],
        ['en-US', 'en'],
      ] as const) {
        const html = (await page(`/product/detail?id=${id}&lang=${locale}`)).body;
        const canonical = `http://${HOST}/product/detail?id=${id}&lang=${locale}`;
        assert.match(html, new RegExp(`<html lang="${htmlLang}"`));
        assert.equal(linkHref(html, 'rel="canonical"'), canonical);
        assert.equal(
          linkHref(html, 'rel="alternate" hrefLang="zh-CN"'),
          `http://${HOST}/product/detail?id=${id}&lang=zh-CN`,
        );
        assert.equal(
          linkHref(html, 'rel="alternate" hrefLang="en"'),
          `http://${HOST}/product/detail?id=${id}&lang=en-US`,
        );
        assert.equal(
          linkHref(html, 'rel="alternate" hrefLang="x-default"'),
          `http://${HOST}/product/detail?id=${id}`,
        );
        assert.ok(html.includes(`<meta property="og:url" content="${canonical.replace('&', '&amp;')}"/>`));
      }
      // Another origin, the same URL: not the copy rendered for the first one.
      const other = await page(`/product/detail?id=${id}&lang=en-US`, { host: 'mirror.coresense.test' });
      assert.equal(
        linkHref(other.body, 'rel="canonical"'),
        `http://mirror.coresense.test/product/detail?id=${id}&lang=en-US`,
      );
    });

    test('a record public in one language names only it: alternates, and a redirect for a visitor who prefers the other', async () => {
      const writer = adminApi(s.app, (await signedInStaff(s.app, ['news:read', 'news:write'])).cookie);
      const created = await writer.post('/api/v1/admin/news', {
        type: 'news',
        enabled: true,
        i18n: {
          zh_CN: {
            title: '只有中文的新闻',
            summary: '',
            cover: '',
            content: '<p>中文</p>',
            address: '',
            booth: '',
          },
        },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const path = `/company-news/detail?id=${created.body.data.id}`;
      const origin = `http://${HOST}`;

      const chinese = await page(`${path}&lang=zh-CN`);
      assert.equal(chinese.statusCode, 200);
      assert.equal(linkHref(chinese.body, 'rel="alternate" hrefLang="zh-CN"'), `${origin}${path}&lang=zh-CN`);
      assert.equal(
        linkHref(chinese.body, 'rel="alternate" hrefLang="x-default"'),
        `${origin}${path}&lang=zh-CN`,
      );
      assert.doesNotMatch(chinese.body, /hrefLang="en"/, 'no English alternate: that page is 404');

      assert.equal((await page(`${path}&lang=en-US`)).statusCode, 404, 'English asked for: not found');
      const negotiated = await page(path, { 'accept-language': 'en-US,en;q=0.9' });
      assert.equal(negotiated.statusCode, 302, 'English only preferred: the Chinese page');
      assert.equal(negotiated.headers.location, `${path}&lang=zh-CN`);
      const byCookie = await page(path, { cookie: 'umi_locale=en-US' });
      assert.equal(byCookie.statusCode, 302);

      const bilingual = await page(`/company-news/detail?id=${s.news.newest}&lang=zh-CN`);
      for (const hreflang of ['zh-CN', 'en', 'x-default']) {
        assert.ok(
          linkHref(bilingual.body, `rel="alternate" hrefLang="${hreflang}"`),
          `bilingual: ${hreflang}`,
        );
      }
    });

    test('every page has Open Graph tags and the Organization; pages below home have their BreadcrumbList', async () => {
      for (const url of ['/index', '/product', '/about-us', '/contact-us', '/company-news']) {
        const html = (await page(`${url}?lang=en-US`)).body;
        for (const property of [
          'og:title',
          'og:description',
          'og:url',
          'og:type',
          'og:site_name',
          'og:locale',
        ]) {
          assert.match(
            html,
            new RegExp(`<meta property="${property}" content="[^"]+"/>`),
            `${url}: ${property}`,
          );
        }
        const types = jsonLdOf(html).map((item) => item['@type']);
        assert.ok(types.includes('Organization'), `${url}: Organization`);
        assert.equal(types.includes('BreadcrumbList'), url !== '/index', `${url}: BreadcrumbList`);
      }
    });

    test('detail pages describe their Product, NewsArticle or JobPosting, under a breadcrumb to their list', async () => {
      const cases = [
        {
          url: `/product/detail?id=${s.catalogue.products.axis3}&lang=en-US`,
          type: 'Product',
          name: 'Triaxial accelerometer',
          list: `http://${HOST}/product?lang=en-US`,
        },
        {
          url: `/company-news/detail?id=${s.news.newest}&lang=en-US`,
          type: 'NewsArticle',
          name: 'Annual review',
          list: `http://${HOST}/company-news?lang=en-US`,
        },
        {
          url: `/recruit/detail?id=${s.other.recruit.engineer}&lang=zh-CN`,
          type: 'JobPosting',
          name: 'MEMS 工艺工程师',
          list: `http://${HOST}/recruit?lang=zh-CN`,
        },
      ];
      for (const { url, type, name, list } of cases) {
        const items = jsonLdOf((await page(url)).body);
        const described = items.find((item) => item['@type'] === type);
        assert.ok(described, `${url}: ${type}`);
        assert.equal(described['@context'], 'https://schema.org');
        assert.equal(described.name ?? described.headline ?? described.title, name);
        const trail = items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement;
        assert.equal(
          trail?.[0]?.item,
          `http://${HOST}/index?lang=${url.endsWith('zh-CN') ? 'zh-CN' : 'en-US'}`,
        );
        assert.ok(
          trail.some((crumb: JsonLd) => crumb.item === list),
          `${url}: the breadcrumb leads back to ${list}`,
        );
        assert.equal(trail.at(-1).item, `http://${HOST}${url}`, `${url}: the trail ends on the page`);
      }
      const job = jsonLdOf(
        (await page(`/recruit/detail?id=${s.other.recruit.engineer}&lang=en-US`)).body,
      ).find((item) => item['@type'] === 'JobPosting');
      assert.equal(job?.hiringOrganization['@type'], 'Organization');
      assert.equal(job?.jobLocation.address.addressLocality, 'Wuxi');
      assert.match(job?.description, /MEMS process engineer duties/);
      assert.ok(job?.datePosted);
      const article = jsonLdOf((await page(`/company-news/detail?id=${s.news.newest}&lang=en-US`)).body).find(
        (item) => item['@type'] === 'NewsArticle',
      );
      assert.equal(article?.datePublished, '2025-12-20T08:00:00.000Z');
      assert.equal(article?.publisher['@type'], 'Organization');
    });

    test('pages that are not found are kept out of search indexes and have no breadcrumb', async () => {
      const response = await page(`/product/detail?id=${s.catalogue.products.draft}&lang=en-US`);
      assert.equal(response.statusCode, 404);
      assert.match(response.body, /<meta name="robots" content="noindex"\/>/);
      assert.ok(!jsonLdOf(response.body).some((item) => item['@type'] === 'BreadcrumbList'));
    });
  });

  describe(`absolute addresses with PUBLIC_URL set (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, {
      config: { publicUrl: PUBLIC_URL },
      fixtures: ['catalogue', 'news', 'other'],
    });
    const page = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '10.0.0.5:3000' } });

    test('pages, the sitemap and robots.txt name PUBLIC_URL whatever host they were asked on', async () => {
      const id = s.news.newest;
      const html = (await page(`/company-news/detail?id=${id}&lang=zh-CN`)).body;
      assert.equal(
        linkHref(html, 'rel="canonical"'),
        `${PUBLIC_URL}/company-news/detail?id=${id}&lang=zh-CN`,
      );
      assert.equal(
        linkHref(html, 'rel="alternate" hrefLang="en"'),
        `${PUBLIC_URL}/company-news/detail?id=${id}&lang=en-US`,
      );
      assert.equal(
        linkHref(html, 'rel="alternate" hrefLang="x-default"'),
        `${PUBLIC_URL}/company-news/detail?id=${id}`,
      );
      const organization = jsonLdOf(html).find((item) => item['@type'] === 'Organization');
      assert.equal(organization?.url, `${PUBLIC_URL}/index`);
      const sitemap = sitemapEntries((await page('/sitemap.xml')).body);
      assert.ok(sitemap.has(`${PUBLIC_URL}/company-news/detail?id=${id}&lang=en-US`));
      assert.ok([...sitemap.keys()].every((loc) => loc.startsWith(`${PUBLIC_URL}/`)));
      assert.match((await page('/robots.txt')).body, new RegExp(`Sitemap: ${PUBLIC_URL}/sitemap\\.xml`));
    });
  });

  describe(`the page render cache (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue', 'news', 'other'] });
    const get = (url: string, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'GET', url, headers });
    const productBody = (name: string) => ({
      classifyId: s.catalogue.categories.accelerometers,
      sort: 1,
      enabled: true,
      i18n: {
        zh_CN: productText('三轴加速度计', 'CSA-3110'),
        en_US: productText(name, 'CSA-3110'),
      },
    });

    test('a page is rendered once, then answered from memory with the same ETag and CSP until content changes', async () => {
      const url = '/company-news?lang=en-US';
      const first = await get(url);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], PAGE_CACHE);
      assert.match(String(first.headers.etag), /^"[^"]+"$/);
      // Written behind the service layer's back: only a cached page can still miss it.
      await s.db
        .updateTable('news_i18n')
        .set({
          title: sql`replace(title, 'Annual review', 'Annual summary')`,
          data: sql`replace(data, 'Annual review', 'Annual summary')`,
        })
        .execute();
      const second = await get(url);
      assert.equal(second.body, first.body, 'the same page, from the cache');
      assert.equal(second.headers.etag, first.headers.etag);
      assert.equal(second.headers['content-security-policy'], first.headers['content-security-policy']);
      await s.app.contentChanged();
      const third = await get(url);
      assert.match(third.body, /Annual summary/);
      assert.notEqual(third.headers.etag, first.headers.etag);
      const policy = String(third.headers['content-security-policy']);
      for (const hash of inlineScriptHashes(third.body)) assert.ok(policy.includes(hash));
    });

    test('If-None-Match with the current ETag answers 304 without a body', async () => {
      const url = `/product/detail?id=${s.catalogue.products.barometer}&lang=zh-CN`;
      const { etag } = (await get(url)).headers;
      const revalidated = await get(url, { 'if-none-match': String(etag) });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      assert.equal(revalidated.headers['cache-control'], PAGE_CACHE);
      assert.equal((await get(url, { 'if-none-match': '"stale"' })).statusCode, 200);
    });

    test('a product saved in the back-office shows on the very next render of its page', async () => {
      const url = `/product/detail?id=${s.catalogue.products.axis3}&lang=en-US`;
      assert.match((await get(url)).body, /Triaxial accelerometer/);
      const staff = await signedInStaff(s.app, ['products:read', 'products:write']);
      const saved = await adminApi(s.app, staff.cookie).put(
        `/api/v1/admin/products/${s.catalogue.products.axis3}`,
        productBody('Triaxial accelerometer Mk II'),
      );
      assert.equal(saved.status, 200);
      const after = await get(url);
      assert.match(after.body, /Triaxial accelerometer Mk II/);
      assert.match((await get('/product?lang=en-US')).body, /Triaxial accelerometer Mk II/);
    });

    test('the language of a page follows each visitor, and Vary says what chose it', async () => {
      const english = await get('/recruit', { 'accept-language': 'en-GB,en;q=0.9' });
      const chinese = await get('/recruit', { cookie: 'umi_locale=zh-CN', 'accept-language': 'en' });
      assert.match(english.body, /<html lang="en"/);
      assert.match(chinese.body, /<html lang="zh-CN"/);
      assert.equal(english.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');
      assert.equal(chinese.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');
      const chosen = await get('/recruit?lang=en-US', { cookie: 'umi_locale=zh-CN' });
      assert.match(chosen.body, /<html lang="en"/);
      assert.equal(chosen.headers.vary, 'Accept-Encoding', 'the query alone chose the language');
      const unknown = await get('/recruit?lang=fr', { cookie: 'umi_locale=zh-CN' });
      assert.equal(unknown.headers.vary, 'Accept-Language, Cookie, Accept-Encoding');
    });

    test('not-found pages are rendered every time and never kept', async () => {
      await s.app.contentChanged();
      const response = await get('/no-such-page?lang=en-US');
      assert.equal(response.statusCode, 404);
      assert.equal(response.headers.etag, undefined);
      assert.doesNotMatch(String(response.headers['cache-control'] ?? ''), /s-maxage/);
      assert.equal(s.app.responseCache.size, 0);
    });
  });
}
