import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { openPage, useSite } from './support/site.ts';

/*
 * Cross-reference (contract §13), as a design-in engineer arrives: with a competitor's part
 * number, typed into the header search as they wrote it down, then from the search's hit to our
 * product's page, which then offers the cross-reference page where the other makers are listed.
 */

const t = SITE_MESSAGES.en_US;

describe('cross-reference', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  test('a competitor’s part number typed in the header search leads to our product’s page', async () => {
    const { context, page } = await openPage(site, '/index', {
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    try {
      const combobox = page.locator('input[role="combobox"]');
      await combobox.fill('lis-3dh');
      await combobox.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'lis-3dh');
      const hit = page.locator('.search-result').first();
      const replaces = t['crossReference.replaces']
        .replace('{part}', 'LIS3DH')
        .replace('{match}', t['crossReference.match.drop-in']);
      assert.equal((await hit.locator('.search-summary').textContent())?.trim(), replaces);
      const title = (await hit.locator('h2 a').textContent()) ?? '';
      await hit.locator('h2 a').click();
      await page.waitForURL(/\/product\/detail\?id=\d+$/);
      await page.locator('h1', { hasText: title }).first().waitFor();
      assert.match((await page.locator('main').textContent()) ?? '', /CSA-3110/);

      // The cross-reference page finds the same product from a part number written another way.
      await page.goto('/cross-reference');
      await page.getByRole('searchbox', { name: t['crossReference.label'] }).fill('Lis3dh');
      await page.getByRole('button', { name: t['crossReference.submit'] }).click();
      await page.waitForURL(
        (url) => url.pathname === '/cross-reference' && url.searchParams.get('q') === 'Lis3dh',
      );
      const row = page.locator('table.data-table tbody tr', { hasText: 'LIS3DH' });
      await row.getByRole('link', { name: /CSA-3110/ }).waitFor();
      assert.match((await row.textContent()) ?? '', new RegExp(t['crossReference.match.drop-in']));
      assert.deepEqual(await axeViolations(page), [], 'axe on /cross-reference with results');
    } finally {
      await context.close();
    }
  });
});
