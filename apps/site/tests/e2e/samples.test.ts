import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { openPage, useSite } from './support/site.ts';

/*
 * Samples (contract §13) as an engineer asks for them: two products side by side on the compare
 * page, "Request samples" under each (the cart, a cookie, keeps the first while they go back for
 * the second), then the cart's form, sent, answered with the reference to quote.
 */

const t = SITE_MESSAGES.en_US;

describe('sample requests', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  test('samples of two parts requested from the compare page', async () => {
    const idOf = async (keyword: string) => {
      const answer = await fetch(`${site.server.baseUrl}/api/v1/product/list?lang=en_US&keyword=${keyword}`);
      const id = ((await answer.json()).data.list as Array<{ id: number }>)[0]?.id;
      assert.ok(id, `the demo has ${keyword}`);
      return id;
    };
    const [accelerometer, barometer] = [await idOf('CSA-3110'), await idOf('CSA-3220')];
    const compare = `/product/compare?ids=${accelerometer},${barometer}`;
    const { context, page } = await openPage(site, compare, {
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const request = (column: number) =>
        page
          .locator('.compare-table thead th')
          .nth(column)
          .getByRole('button', { name: /Request samples/ });
      await request(0).click();
      await page.waitForURL((url) => url.pathname === '/sample-request');
      const rows = page.locator('.sample-table tbody tr');
      assert.equal(await rows.count(), 1);
      assert.match(
        (await page.locator('.form-notice').textContent()) ?? '',
        /CSA-3110 is on your sample list/,
      );

      await page.getByRole('link', { name: t['sample.back'] }).click();
      await page.waitForURL((url) => url.pathname === '/product/compare');
      await request(1).click();
      await page.waitForURL((url) => url.pathname === '/sample-request');
      assert.equal(await rows.count(), 2, 'the cart kept the first part');
      assert.deepEqual(await rows.locator('td strong').allTextContents(), ['CSA-3110', 'CSA-3220']);
      assert.deepEqual(await axeViolations(page), [], 'axe on the cart and its form');

      await page.getByLabel(`${t['sample.quantity']}: CSA-3110`).fill('3');
      await page.getByLabel(t['form.name']).fill('Ada Engineer');
      await page.getByLabel(t['form.email']).fill('ada@example.com');
      await page.getByLabel(t['form.company']).fill('Lovelace Instruments');
      await page.getByLabel(t['sample.country']).fill('Germany');
      await page.getByLabel(t['form.application']).fill('Tilt and altitude in a surveying pole');
      await page.locator('form.sample-form button[type="submit"]:not([name])').click();
      await page.waitForURL((url) => url.searchParams.has('reference'));
      const reference = (await page.getByTestId('sample-reference').textContent()) ?? '';
      assert.match(reference, /^S-\d{9,10}$/);
      assert.match(
        (await page.locator('.form-receipt').textContent()) ?? '',
        new RegExp(t['sample.sentTitle']),
      );
      assert.deepEqual(await axeViolations(page), [], 'axe on the receipt');

      // Sent, the cart is empty again.
      await page.goto('/sample-request');
      assert.match(
        (await page.locator('main').textContent()) ?? '',
        new RegExp(t['sample.empty'].slice(0, 20)),
      );
    } finally {
      await context.close();
    }
  });
});
