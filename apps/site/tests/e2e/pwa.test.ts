import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import {
  expectConsoleErrors,
  failOnConsoleErrors,
  launchChromium,
  skipWithoutChromium,
} from '@coresense/test-support/browser';
import type { DemoServer } from '@coresense/test-support/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSiteServer } from './support/site.ts';

/*
 * The installable, offline-capable site: manifest and icons, the service worker and its
 * caches, the offline notice and page, and the "new content is available" update.
 */

const DESKTOP = { width: 1280, height: 800 };
const en = SITE_MESSAGES.en_US;
const zh = SITE_MESSAGES.zh_CN;

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  assert.equal(data.subarray(1, 4).toString('latin1'), 'PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Resolves once a service worker controls the page; the first one claims it without a reload. */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name.replace(/-[0-9a-f]{12}$/, '')] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return result;
  });

describe('progressive web app', () => {
  let server: DemoServer;

  before(async () => {
    server = await startSiteServer();
  });
  after(async () => {
    await server?.stop();
  });

  test('the manifest names the site, its start page, its theme colour and PNG icons of the right sizes', async () => {
    const html = await (await fetch(`${server.baseUrl}/index`)).text();
    assert.match(html, /<link rel="manifest" href="\/manifest\.webmanifest"\/>/);
    const theme = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    const response = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    assert.equal(manifest.name, `${zh['site.name']} ${en['site.name']}`);
    assert.equal(manifest.short_name, en['site.name']);
    assert.equal(manifest.start_url, '/index');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, theme);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    assert.deepEqual(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort(), [
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const file = await fetch(`${server.baseUrl}${icon.src}`);
      assert.equal(file.status, 200, icon.src);
      assert.equal(file.headers.get('content-type'), 'image/png', icon.src);
      const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    }
  });

  test('the service worker is served from the root, never from a cache', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${server.baseUrl}/sw.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.status, 200, encoding);
      assert.equal(response.headers.get('cache-control'), 'no-cache', encoding);
      assert.match(response.headers.get('content-type') ?? '', /javascript/, encoding);
      assert.match(await response.text(), /SKIP_WAITING/, encoding);
    }
  });

  test('the offline page says so in both languages', async () => {
    const response = await fetch(`${server.baseUrl}/offline.html`);
    assert.equal(response.status, 200);
    const html = await response.text();
    for (const text of [
      zh['common.offline'],
      en['common.offline'],
      zh['common.reload'],
      en['common.reload'],
    ]) {
      assert.ok(html.includes(text), text);
    }
  });

  describe('in a browser', { skip: skipWithoutChromium }, () => {
    let browser: Browser;
    before(async () => {
      browser = await launchChromium();
    });
    after(async () => {
      await browser?.close();
    });
    failOnConsoleErrors();

    async function newContext(locale: string): Promise<BrowserContext> {
      const context = await browser.newContext({ viewport: DESKTOP, locale, baseURL: server.baseUrl });
      await context.addCookies([{ name: 'umi_locale', value: locale, url: server.baseUrl }]);
      return context;
    }

    test('the worker registers for the whole site, caches the shell and visited pages, and serves them offline', async () => {
      const context = await newContext('en-US');
      const page = await context.newPage();
      // Requests fail while offline (through the worker, an uncached image as ERR_FAILED); nothing else may.
      expectConsoleErrors(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/);
      await page.goto('/index');
      await hydrated(page);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      assert.equal(scope, `${server.baseUrl}/`);
      await controlled(page);

      // The shell: every script and stylesheet of the page, the offline page, the manifest.
      const pageAssets = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="modulepreload"], link[rel="stylesheet"]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      );
      const afterInstall = await cachedPaths(page);
      const shell = afterInstall['coresense-shell'] ?? [];
      for (const asset of [...pageAssets, '/offline.html', '/manifest.webmanifest', '/icons/icon-192.png']) {
        assert.ok(shell.includes(asset), `${asset} is precached`);
      }

      // Pages: a document and the data of a client navigation, both network first.
      await page.goto('/company-news');
      await hydrated(page);
      await page
        .getByRole('navigation', { name: en['menu.label'] })
        .getByRole('link', { name: en['menu.product'] })
        .click();
      await page.locator('main h1').filter({ hasText: en['product.title'] }).waitFor();
      const pages = (await cachedPaths(page))['coresense-pages'] ?? [];
      assert.ok(pages.includes('/company-news'), `the visited page is kept: ${pages}`);
      assert.ok(
        pages.some((path) => path.startsWith('/product.data')),
        `the data of the client navigation is kept: ${pages}`,
      );

      await context.setOffline(true);
      await page.locator('.notice').filter({ hasText: en['common.offline'] }).waitFor();
      await page.goto('/company-news');
      await page.locator('main h1').filter({ hasText: en['news.title'] }).waitFor();
      await page.goto('/recruit');
      await page.getByText(en['common.offline']).waitFor();
      assert.equal(await page.title(), `${zh['common.offline']} · ${en['common.offline']}`);
      await context.setOffline(false);
      await context.close();
    });

    test('going offline shows "You are offline now" in the page language', async () => {
      const context = await newContext('zh-CN');
      const page = await context.newPage();
      await page.goto('/about-us');
      await hydrated(page);
      await controlled(page);
      await context.setOffline(true);
      await page.locator('.notice').filter({ hasText: zh['common.offline'] }).waitFor();
      await context.close();
    });

    test('a waiting update offers "New content is available" with Refresh, which activates it and reloads', async () => {
      const context = await newContext('en-US');
      const page = await context.newPage();
      await page.goto('/product');
      await hydrated(page);
      await controlled(page);
      const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      assert.equal(before, `${server.baseUrl}/sw.js`);

      // Another script address for the same scope is an update, as a new build would be.
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?update', { scope: '/' }));
      const notice = page.locator('.notice').filter({ hasText: en['common.updateAvailable'] });
      await notice.waitFor();
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
        before,
        'the update waits until the visitor chooses it',
      );
      await Promise.all([
        page.waitForEvent('load'),
        notice.getByRole('button', { name: en['common.updateRefresh'] }).click(),
      ]);
      await controlled(page);
      assert.equal(
        await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
        `${server.baseUrl}/sw.js?update`,
      );
      await context.close();
    });
  });
});
