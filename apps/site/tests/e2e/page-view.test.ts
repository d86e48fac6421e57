import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, useSite } from './support/site.ts';

/* The site counts its own page views (contract §11): one beacon per page, none when asked not to. */

const BEACON = '/api/v1/stats/view';

/** The beacons a page sends, with the server's answers. */
function recordBeacons(page: Page) {
  const sent: Array<{ body: URLSearchParams; status: Promise<number | undefined> }> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith(BEACON)) return;
    sent.push({
      body: new URLSearchParams(request.postData() ?? ''),
      status: request.response().then((response) => response?.status()),
    });
  });
  return sent;
}

/** Resolves once the page has sent a beacon: on a loaded machine it may come well after the page. */
function beaconSent(page: Page) {
  return page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(BEACON));
}

/** A browser that tells sites not to track it, the way `navigator` says so. */
async function optedOut(context: BrowserContext, property: 'doNotTrack' | 'globalPrivacyControl') {
  await context.addInitScript((name) => {
    Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) });
  }, property);
}

describe('page views', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  test('a page sends one beacon once loaded, and one more per page it navigates to', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const beacons = recordBeacons(page);
    const first = beaconSent(page);
    await page.goto(`${site.server.baseUrl}/about-us?lang=en-US`);
    await hydrated(page);
    await first;
    assert.equal(beacons.length, 1, 'one beacon for the page');
    assert.equal(beacons[0]?.body.get('path'), '/about-us?lang=en-US');
    assert.equal(beacons[0]?.body.get('lang'), 'en_US');
    assert.equal(await beacons[0]?.status, 204);

    const second = beaconSent(page);
    await page.locator('header a[href^="/product"]').first().click();
    await page.waitForURL(/\/product/);
    await second;
    assert.equal(beacons.length, 2, 'one more for the page navigated to');
    assert.match(beacons[1]?.body.get('path') ?? '', /^\/product/);
    assert.equal(await beacons[1]?.status, 204);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const property of ['doNotTrack', 'globalPrivacyControl'] as const) {
    test(`no beacon from a browser whose ${property} asks not to be tracked`, async () => {
      const context = await site.browser.newContext();
      await optedOut(context, property);
      const page = await context.newPage();
      const beacons = recordBeacons(page);
      await page.goto(`${site.server.baseUrl}/index?lang=zh-CN`);
      await hydrated(page);
      await sleep(500);
      assert.equal(beacons.length, 0);
      await context.close();
    });
  }
});
