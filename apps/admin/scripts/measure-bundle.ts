/*
 * How much JavaScript the back-office costs (issue 22): the scripts under /admin/ that the
 * sign-in page, the dashboard after sign-in and the product editor load, each in a fresh tab
 * with an empty cache, counted and summed at gzip level 9 (what a gzip-only client transfers).
 * Serves the current build (`npm run build -w @coresense/admin` first); needs /usr/bin/chromium.
 * `npm run measure-bundle -w @coresense/admin`; LIST_SCRIPTS=1 also lists each page's scripts.
 */
import { DEMO_ADMIN, startDemoServer } from '@coresense/test-support/server';
import type { BrowserContext, Page } from 'playwright-core';
import { gzipBytes, recordScripts, signIn } from '../tests/e2e/support/fixtures.ts';
import { withServerAndBrowser } from './server-and-browser.ts';

interface Measure {
  name: string;
  path: string;
  /** What shows once the page is usable, beyond the network falling quiet. */
  ready: (page: Page) => Promise<void>;
}

const MEASURES: Measure[] = [
  { name: 'sign-in page', path: '/user/login', ready: (page) => page.locator('#password').waitFor() },
  {
    name: 'dashboard',
    path: '/admin/dashboard',
    ready: (page) => page.locator('[role="img"] canvas').first().waitFor(),
  },
  {
    name: 'product editor',
    path: '/admin/products/1',
    // The field's rendering requests the editor's chunk; the network falling quiet covers its arrival.
    ready: (page) => page.locator('#i18n_zh_CN_description').waitFor({ state: 'attached' }),
  },
];

/** Signs `context` in through the sign-in form, as a user does. */
async function signInContext(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await signIn(page, baseUrl, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.close();
}

/** Loads `measure` in a new tab of `context`, whose cache is empty, and lists the scripts it fetched. */
async function scriptsOf(context: BrowserContext, baseUrl: string, measure: Measure): Promise<Set<string>> {
  const page = await context.newPage();
  // A measure, not a test: on a busy machine the editor's page takes well over the 30 s default.
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const urls = recordScripts(page);
  await page.goto(`${baseUrl}${measure.path}`);
  await measure.ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return urls;
}

await withServerAndBrowser(startDemoServer, async (server, browser) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const [signInPage, ...signedIn] = MEASURES;
  const rows = [{ measure: signInPage!, urls: await scriptsOf(context, server.baseUrl, signInPage!) }];
  await signInContext(context, server.baseUrl);
  for (const measure of signedIn) {
    rows.push({ measure, urls: await scriptsOf(context, server.baseUrl, measure) });
  }
  for (const { measure, urls } of rows) {
    const kib = (await gzipBytes(urls)) / 1024;
    if (process.env.LIST_SCRIPTS) console.log([...urls].map((url) => new URL(url).pathname).join('\n'));
    console.log(
      `${measure.name.padEnd(16)} ${String(urls.size).padStart(4)} scripts ${kib.toFixed(1).padStart(8)} KiB gzip`,
    );
  }
  await context.close();
});
