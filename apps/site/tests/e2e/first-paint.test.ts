import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import { hydrated, useSite } from './support/site.ts';

/*
 * What a phone's first paint waits for (issue 11): the HTML and the site's one stylesheet, a
 * hashed file that later pages take from the browser's cache (issue 23, P-01); the scripts start
 * once the page has been painted (app/lib/after-first-paint.ts), then hydrate it as before.
 */

const PHONE = { width: 375, height: 800 };
const PAGES = ['/index', '/product', '/company-news', '/contact-us'];

describe('the first paint of a page', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  test('pages are styled and show their heading without scripts, and only the first page downloads the stylesheet', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const downloads: Array<{ label: string; url: string; transferSize: number }> = [];
    for (const path of PAGES) {
      for (const locale of ['zh-CN', 'en-US']) {
        await page.goto(`${site.server.baseUrl}${path}?lang=${locale}`);
        const label = `${path} (${locale})`;
        assert.ok(await page.locator('main h1').first().isVisible(), `${label}: a visible heading`);
        // The site's styles are applied: its font stack and the footer's dark background.
        assert.match(await page.evaluate(() => getComputedStyle(document.body).fontFamily), /system-ui/);
        assert.equal(
          await page.locator('.site-footer').evaluate((footer) => getComputedStyle(footer).backgroundColor),
          'rgb(11, 42, 74)',
          `${label}: the footer is styled`,
        );
        const stylesheets = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
            .map((entry) => ({
              url: entry.name,
              transferSize: (entry as PerformanceResourceTiming).transferSize,
            })),
        );
        assert.equal(stylesheets.length, 1, `${label}: one stylesheet`);
        downloads.push({ label, ...stylesheets[0]! });
      }
    }
    const [first, ...later] = downloads;
    assert.ok(first && first.transferSize > 0, 'the first page downloads the stylesheet');
    for (const { label, url, transferSize } of later) {
      assert.equal(url, first.url, `${label}: the same stylesheet`);
      assert.equal(transferSize, 0, `${label}: the stylesheet comes from the browser's cache`);
    }
    await context.close();
  });

  test('scripts start only after the first contentful paint, and the page still hydrates without errors', async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    for (const path of PAGES) {
      for (const locale of ['zh-CN', 'en-US']) {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto(`${site.server.baseUrl}${path}?lang=${locale}`);
        await hydrated(page);
        const label = `${path} (${locale})`;
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => ({ url: entry.name, start: entry.startTime })),
        }));
        assert.ok(timing.paint !== undefined, `${label}: painted`);
        assert.ok(timing.scripts.length > 3, `${label}: the page's modules loaded`);
        for (const script of timing.scripts) {
          // Or once 2 s have passed, which a machine busy enough may take to paint.
          assert.ok(
            script.start >= Math.min(timing.paint, 2000),
            `${label}: ${script.url} started at ${script.start} ms, before the first paint at ${timing.paint} ms`,
          );
        }
        // The modules are preloaded again, so they load in parallel rather than one import at a time.
        assert.ok((await page.locator('head link[rel="modulepreload"]').count()) > 3, `${label}: preloads`);
        assert.deepEqual(errors, [], `${label}: console errors (a refused script would be one)`);
        await page.close();
      }
    }
    await context.close();
  });
});
