import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type SitemapAddress, sitemapDocument } from '../../app/lib/sitemap.ts';

/* The sitemap past the protocol's limit per file (issue 26), with the limit lowered to 3. */

const ORIGIN = 'https://www.example.com';
const addressOf = (path: string, lang?: string) => `${ORIGIN}${path}${lang ? `?lang=${lang}` : ''}`;

/** Four pages in two languages and a file: nine addresses. */
const ADDRESSES: SitemapAddress[] = [
  ...['/index', '/product', '/product/detail?id=1', '/company-news/detail?id=2'].flatMap((path, at) =>
    (['zh_CN', 'en_US'] as const).map((lang) => ({
      path,
      lang,
      langs: ['zh_CN', 'en_US'] as const,
      lastmod: `2026-0${at + 1}-01T00:00:00.000Z`,
    })),
  ),
  { path: '/files/7/datasheet.pdf', lastmod: '2026-09-01T00:00:00.000Z' },
];

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test('within the limit, /sitemap.xml lists every address and there are no numbered files', () => {
  const whole = sitemapDocument(ADDRESSES, addressOf, undefined, 9);
  assert.ok(whole);
  assert.match(whole, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
  assert.equal(locs(whole).length, 9);
  assert.equal(sitemapDocument(ADDRESSES, addressOf, 1, 9), undefined);
});

test('past the limit, /sitemap.xml is an index of numbered files that hold every address once', () => {
  const index = sitemapDocument(ADDRESSES, addressOf, undefined, 3);
  assert.ok(index);
  assert.match(index, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
  assert.deepEqual(
    files.map((match) => [match[1], match[2]]),
    [
      [`${ORIGIN}/sitemap-1.xml`, '2026-02-01T00:00:00.000Z'],
      [`${ORIGIN}/sitemap-2.xml`, '2026-03-01T00:00:00.000Z'],
      [`${ORIGIN}/sitemap-3.xml`, '2026-09-01T00:00:00.000Z'],
    ],
    'each file with its latest change',
  );
  const parts = [1, 2, 3].map((part) => sitemapDocument(ADDRESSES, addressOf, part, 3));
  for (const part of parts) {
    assert.ok(part);
    assert.match(part, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
    assert.ok(locs(part).length <= 3);
  }
  assert.deepEqual(
    parts.flatMap((part) => locs(part!)),
    locs(sitemapDocument(ADDRESSES, addressOf, undefined, 9)!),
    'the files together are the whole sitemap, in order',
  );
  assert.match(parts[0]!, /hreflang="x-default" href="https:\/\/www\.example\.com\/index"/);
  assert.equal(sitemapDocument(ADDRESSES, addressOf, 4, 3), undefined, 'no fourth file');
  assert.equal(sitemapDocument(ADDRESSES, addressOf, 0, 3), undefined);
});
