import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { DEMO_ADMIN } from '@coresense/test-support/server';
import { horizontalOverflow, hydrated, useSite } from './support/site.ts';

/*
 * A preview link (contract §10) in a browser: the editor's latest version on the real page, with
 * the preview bar in view at desktop and phone widths, and gone once the visitor leaves the page.
 */

describe('preview links', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  let cookie = '';

  before(async () => {
    const login = await fetch(`${site.server.baseUrl}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, type: 'account' }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
  });

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${site.server.baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.equal(response.status, 200, `${method} ${path}: ${await response.clone().text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  test("an editor's link shows the latest version on the article's page with the preview bar in view", async () => {
    const { list } = await call<{ list: Array<{ id: number }> }>('GET', '/api/v1/admin/news?pageSize=1');
    const id = list[0]?.id;
    assert.ok(id, 'the demo content has news');
    const record = await call<{ i18n: { en_US: { title: string } } }>('GET', `/api/v1/admin/news/${id}`);
    const title = 'A headline the editor is still writing';
    record.i18n.en_US.title = title;
    await call('PUT', `/api/v1/admin/news/${id}`, { ...record, publish: [] });
    const { url } = await call<{ url: string }>('POST', `/api/v1/admin/news/${id}/preview`, {
      lang: 'en_US',
    });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const page = await site.browser.newPage({ viewport });
      try {
        await page.goto(url);
        await hydrated(page);
        assert.equal(await page.locator('h1').first().textContent(), title);
        const bar = page.locator('.preview-bar');
        assert.ok(await bar.isVisible(), `the bar at ${viewport.width} px`);
        const text = (await bar.textContent()) ?? '';
        assert.match(text, /Preview — not published/);
        assert.match(
          text,
          // The times on the site's clock, the zone named (the back-office shows the same save alike).
          /English\s*Saved \d+ \w+ \d{4} \d\d:\d\d \(Asia\/Shanghai\)\s*Link valid until \d+ \w+ \d{4} \d\d:\d\d \(Asia\/Shanghai\)/,
        );
        // Held at the bottom of the window, above the article, before anything is scrolled.
        const box = await bar.boundingBox();
        assert.ok(
          box && box.y + box.height <= viewport.height + 1 && box.y > viewport.height / 2,
          JSON.stringify(box),
        );
        assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
        assert.equal(await horizontalOverflow(page), 0, `no sideways scrolling at ${viewport.width} px`);

        // Leaving the previewed page leads to the published site, without the bar.
        await page.locator('.prev-next a[href="/company-news"]').click();
        await page.waitForURL(/\/company-news$/);
        await page.locator('.preview-bar').waitFor({ state: 'detached', timeout: 5000 });
        assert.equal(await page.locator('h1').first().textContent(), 'News');
      } finally {
        await page.close();
      }
    }
  });
});
