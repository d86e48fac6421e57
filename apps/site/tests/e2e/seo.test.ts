import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { expectedContent } from './support/content.ts';
import { useSite } from './support/site.ts';

/* What search engines read: the sitemap through a real XML parser, robots.txt, head links. */

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

describe('search engines', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  test('the sitemap is well-formed XML naming every product page in both languages with its alternates', async () => {
    const response = await fetch(`${site.server.baseUrl}/sitemap.xml`);
    assert.equal(response.status, 200);
    const xml = await response.text();
    const page = await site.browser.newPage();
    try {
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        const error = doc.querySelector('parsererror')?.textContent ?? null;
        const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];
        return {
          error,
          root: doc.documentElement.localName,
          urls: urls.map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
            alternates: Object.fromEntries(
              [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
                link.getAttribute('hreflang'),
                link.getAttribute('href'),
              ]),
            ),
          })),
        };
      }, xml);
      assert.equal(parsed.error, null, 'the XML parses');
      assert.equal(parsed.root, 'urlset');
      const byLoc = new Map<string, SitemapUrl>(parsed.urls.map((url) => [url.loc, url]));
      const products = (await (
        await fetch(`${site.server.baseUrl}/api/v1/product/list?pageSize=100`)
      ).json()) as {
        data: { list: Array<{ id: number; updateTime: string }> };
      };
      assert.ok(products.data.list.length > 0, 'the demo catalogue has products');
      for (const product of products.data.list) {
        const page = `${site.server.baseUrl}/product/detail?id=${product.id}`;
        for (const locale of ['zh-CN', 'en-US']) {
          const entry = byLoc.get(`${page}&lang=${locale}`);
          assert.ok(entry, `${page} in ${locale}`);
          assert.equal(entry.lastmod, product.updateTime);
          assert.deepEqual(entry.alternates, {
            'zh-CN': `${page}&lang=zh-CN`,
            en: `${page}&lang=en-US`,
            'x-default': page,
          });
        }
      }
      for (const url of parsed.urls) {
        const { status } = await fetch(url.loc, { method: 'HEAD' });
        assert.equal(status, 200, `${url.loc} is a page`);
      }
    } finally {
      await page.close();
    }
  });

  test('robots.txt names the sitemap by its absolute address and keeps crawlers out of /admin and /api', async () => {
    const robots = await (await fetch(`${site.server.baseUrl}/robots.txt`)).text();
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Disallow: \/admin$/m);
    assert.match(robots, /^Disallow: \/api\/$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${site.server.baseUrl}/sitemap\\.xml$`, 'm'));
  });

  test('a news article links its language versions and describes itself as a NewsArticle', async () => {
    const news = (await expectedContent(site.server.baseUrl, 'en_US')).news;
    assert.ok(news, 'the demo content has news');
    const page = `${site.server.baseUrl}/company-news/detail?id=${news.id}`;
    const html = await (await fetch(`${page}&lang=en-US`)).text();
    const href = (pattern: string) =>
      new RegExp(`<link ${pattern} href="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');
    assert.equal(href('rel="canonical"'), `${page}&lang=en-US`);
    assert.equal(href('rel="alternate" hrefLang="zh-CN"'), `${page}&lang=zh-CN`);
    assert.equal(href('rel="alternate" hrefLang="en"'), `${page}&lang=en-US`);
    assert.equal(href('rel="alternate" hrefLang="x-default"'), page);
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json = '']) => (JSON.parse(json) as { '@type': string })['@type'],
    );
    assert.deepEqual(types.sort(), ['BreadcrumbList', 'NewsArticle', 'Organization']);
  });
});
