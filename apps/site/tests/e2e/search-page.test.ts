import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { SITE_SEARCH_TYPES } from '@coresense/shared/schemas/site-search-limits';
import { DEMO_ADMIN, type DemoServer } from '@coresense/test-support/server';
import { type ApiLang, expectedContent, htmlText, mainText } from './support/content.ts';
import { startSiteServer } from './support/site.ts';

/*
 * The search page (contract §9) and the home page's SearchAction as the server sends them: tabs
 * with the API's counts, noindex, never cached, never a stored tag unescaped, in both languages.
 */

let server: DemoServer;
before(async () => {
  server = await startSiteServer();
});
after(() => server?.stop());

const LANGS: Array<{ lang: ApiLang; locale: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US' },
];

interface SearchAnswer {
  list: Array<{ type: string; title: string; url: string }>;
  total: number;
  counts: Record<string, number>;
}

async function apiSearch(q: string, lang: ApiLang): Promise<SearchAnswer> {
  const response = await fetch(`${server.baseUrl}/api/v1/search?lang=${lang}&q=${encodeURIComponent(q)}`, {
    headers: { dnt: '1' },
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: SearchAnswer }).data;
}

async function page(path: string): Promise<{ response: Response; html: string }> {
  // DNT: these checks are not searches anyone made.
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { dnt: '1' } });
  return { response, html: await response.text() };
}

/** The type tabs of a results page: each link's `type` (`all` for none), count and whether current. */
function tabsOf(html: string) {
  const nav = /<nav class="tab-links search-tabs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    type: /type=(\w+)/.exec(attributes)?.[1] ?? 'all',
    label: htmlText(inner.replace(/<span[\s\S]*$/, '').replace(/<!-- -->/g, '')).trim(),
    count: Number(/<span class="tab-count">(\d+)<\/span>/.exec(inner)?.[1]),
    current: attributes.includes('aria-current="page"'),
  }));
}

for (const { lang, locale } of LANGS) {
  describe(`the search page in ${locale}`, () => {
    const t = SITE_MESSAGES[lang];

    test('a part number: its product first, tabs with the counts of the hits, noindex, not cached', async () => {
      const { product } = await expectedContent(server.baseUrl, lang);
      const answer = await apiSearch(product.model, lang);
      const { response, html } = await page(`/search?q=${encodeURIComponent(product.model)}&lang=${locale}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.match(html, /<meta name="robots" content="noindex"\/>/);
      const text = mainText(html);
      assert.ok(text.includes(t['search.resultsFor'].replace('{q}', product.model)), text.slice(0, 200));
      const firstResult = /<li class="search-result">[\s\S]*?<h2><a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(
        html,
      );
      assert.equal(htmlText(firstResult?.[2] ?? ''), product.name, 'the exact part number ranks first');
      assert.equal(firstResult?.[1], `/product/detail?id=${product.id}`);

      // In the order of the contract's types, each with hits.
      const withHits = SITE_SEARCH_TYPES.map((type) => [type, answer.counts[type] ?? 0] as const).filter(
        ([, count]) => count > 0,
      );
      const all = withHits.reduce((sum, [, count]) => sum + count, 0);
      assert.deepEqual(tabsOf(html), [
        { type: 'all', label: t['search.tab.all'], count: all, current: true },
        ...withHits.map(([type, count]) => ({
          type,
          label: t[`search.tab.${type}` as 'search.tab.all'],
          count,
          current: false,
        })),
      ]);
      // Every tab keeps the page's language in its address.
      const nav = /<nav class="tab-links search-tabs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => href ?? '');
      assert.ok(hrefs.length > 1 && hrefs.every((href) => href.includes(`lang=${locale}`)), hrefs.join(' '));
    });

    test('a type tab lists only its kind, and counts stay those of every type', async () => {
      const q = lang === 'zh_CN' ? '温度' : 'sensor';
      const answer = await apiSearch(q, lang);
      assert.ok((answer.counts.product ?? 0) > 0 && answer.total > (answer.counts.product ?? 0), q);
      const { html } = await page(`/search?q=${encodeURIComponent(q)}&type=product&lang=${locale}`);
      const tabs = tabsOf(html);
      assert.deepEqual(
        tabs.filter((tab) => tab.current).map((tab) => tab.type),
        ['product'],
      );
      assert.equal(tabs.find((tab) => tab.type === 'all')?.count, answer.total);
      const labels = [...html.matchAll(/<span class="search-result-type">([^<]+)<\/span>/g)].map(
        ([, label]) => label,
      );
      assert.ok(labels.length > 0);
      assert.deepEqual(new Set(labels), new Set([t['search.kind.product']]));
      assert.match(html, /<mark>/, 'the words found are marked in the summaries');
    });

    test('no text, a text too long, and nothing found: the form and what to do, never an error page', async () => {
      const empty = await page(`/search?lang=${locale}`);
      assert.equal(empty.response.status, 200);
      assert.match(
        empty.html,
        /<search aria-labelledby="search-heading"><form class="search-form" action="\/search" method="get">/,
      );
      assert.ok(mainText(empty.html).includes(t['search.needQuery']));
      assert.match(empty.html, /<meta name="robots" content="noindex"\/>/);

      const long = await page(`/search?q=${'x'.repeat(101)}&lang=${locale}`);
      assert.equal(long.response.status, 200);
      assert.ok(mainText(long.html).includes(t['search.tooLong'].replace('{max}', '100')));

      const nothing = await page(`/search?q=zqxjvk&lang=${locale}`);
      assert.equal(nothing.response.status, 200);
      const text = mainText(nothing.html);
      assert.ok(text.includes(t['search.empty'].replace('{q}', 'zqxjvk')), text);
      assert.ok(text.includes(t['search.tipPart']));
      assert.ok(text.includes(t['search.tipContact']));
      assert.doesNotMatch(nothing.html, /search-tabs/);
    });

    test('the home page names the site search in its JSON-LD, in the page’s language', async () => {
      const { html } = await page(`/index?lang=${locale}`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
      );
      const site = blocks.find((block) => block['@type'] === 'WebSite');
      assert.ok(site, 'a WebSite');
      assert.equal(site['@context'], 'https://schema.org');
      assert.deepEqual(site.potentialAction, {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${server.baseUrl}/search?q={search_term_string}&lang=${locale}`,
        },
        'query-input': 'required name=search_term_string',
      });
      // The address it names is a search page in that language.
      const { html: results } = await page(`/search?q=sensor&lang=${locale}`);
      assert.match(results, new RegExp(`<html lang="${locale === 'en-US' ? 'en' : 'zh-CN'}"`));
    });
  });
}

describe('the search page and stored content', () => {
  test('the sitemap leaves the search pages out', async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    assert.match(xml, /\/product\?/);
    assert.doesNotMatch(xml, /\/search/);
  });

  test('a title with a <script> tag is shown as text, never as markup', async () => {
    const login = await fetch(`${server.baseUrl}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, type: 'account' }),
    });
    assert.equal(login.status, 200);
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      assert.equal(response.status, 200, `${method} ${path}: ${await response.clone().text()}`);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const { list } = (await call('GET', '/api/v1/admin/news?pageSize=1')) as { list: Array<{ id: number }> };
    const id = list[0]?.id;
    assert.ok(id, 'the demo content has news');
    const record = (await call('GET', `/api/v1/admin/news/${id}`)) as {
      i18n: Record<ApiLang, { title: string; summary?: string }>;
    };
    const attack = '<script>alert("searched")</script>';
    for (const lang of ['zh_CN', 'en_US'] as const) {
      record.i18n[lang].title = `Scriptwarden ${attack}`;
      record.i18n[lang].summary = `Scriptwarden <img src=x onerror=alert(1)> ${attack}`;
    }
    // Without `publish`, the save publishes the languages already published.
    await call('PUT', `/api/v1/admin/news/${id}`, record);

    for (const { locale } of LANGS) {
      const { html } = await page(`/search?q=Scriptwarden&lang=${locale}`);
      assert.ok(mainText(html).includes(`Scriptwarden ${attack}`), 'the title is shown as it was typed');
      assert.doesNotMatch(html, /<script>alert/);
      assert.doesNotMatch(html, /<img src=x/);
      assert.match(html, /<mark>Scriptwarden<\/mark>/);
    }
  });
});
