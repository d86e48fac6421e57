import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  button,
  drawerOf,
  drawerSettled,
  NEW,
  pickOption,
  SAVE,
  useBackOffice,
} from './support/back-office.ts';

/*
 * Where to buy (contract §13), the back-office half: a distributor made in the editor is listed
 * on the site's /where-to-buy under its region at once. SCREENSHOT_DIR keeps the list and the
 * editor at 1280 and 375 px.
 */

const WIDTHS = [1280, 375];

describe('distributors', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const screenshots = process.env.SCREENSHOT_DIR;

  async function shoot(page: Page, name: string) {
    if (!screenshots) return;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${screenshots}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  test('a distributor created in the back-office is on /where-to-buy under its region', async () => {
    const name = `Andes Componentes ${Date.now().toString(36)}`;
    const page = await office.adminPage('/admin/distributors');
    await page.getByRole('row').filter({ hasText: '华芯元器件' }).waitFor();
    await shoot(page, 'distributor-list');

    await button(page, NEW).click();
    const drawer = drawerOf(page);
    await drawerSettled(page);
    await drawer.locator('[id="regions"]').click();
    await pickOption(page, '美洲');
    await page.keyboard.press('Escape');
    await drawer.locator('[id="website"]').fill('https://www.andes-componentes.example/');
    await drawer
      .locator('[id="partSearchUrl"]')
      .fill('https://www.andes-componentes.example/buscar?q={partNumber}');
    await drawer.locator('[id="i18n_zh_CN_name"]').fill(`${name}（中文）`);
    await drawer.getByTestId('lang-tab-en_US').click();
    await drawer.locator('[id="i18n_en_US_name"]').fill(name);
    await drawer.locator('[id="i18n_en_US_description"]').fill('Distributor for South America.');
    await shoot(page, 'distributor-editor');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/admin/distributors',
    );
    await drawer.getByRole('button', { name: SAVE }).click();
    const answer = await created;
    assert.equal(answer.status(), 200, await answer.text());
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    const site = await page.context().newPage();
    await site.goto(`${office.server.baseUrl}/where-to-buy?lang=en-US`);
    const americas = site.locator('section').filter({ has: site.getByRole('heading', { name: 'Americas' }) });
    await americas.getByRole('heading', { name, exact: true }).waitFor();
    assert.equal(
      await americas.getByRole('link', { name: 'andes-componentes.example' }).getAttribute('href'),
      'https://www.andes-componentes.example/',
    );
    await site.close();
  });
});
