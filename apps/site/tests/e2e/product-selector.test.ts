import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_SELECTION } from './support/product-data.ts';
import { hydratedElement, openPage, useSite } from './support/site.ts';

/*
 * Issue 14 in a browser: the product selector (filters in the address, without a reload, Back,
 * a shared address, the phone's drawer, no scripts) and comparing products.
 */

const t = SITE_MESSAGES.en_US;
/** A label inside a pattern, its brackets and dots meaning themselves. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

describe('the product selector and compare', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  const { interface: choice, current } = DEMO_SELECTION;

  async function open(
    path: string,
    viewport = DESKTOP,
    options: { javaScriptEnabled?: boolean } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await openPage(site, path, {
      viewport,
      locale: 'en-US',
      serviceWorkers: 'block',
      ...options,
    });
    if (options.javaScriptEnabled !== false) {
      // The panel hydrates once its own chunk has come (lib/lazy-part.tsx).
      await hydratedElement(opened.page, '.selector form');
    }
    return opened;
  }

  /** The checkbox of the chosen value is named by its label and its count of products. */
  const choiceName = { name: `${choice.optionLabel} ${choice.count}`, exact: true };
  const shownModels = (page: Page) => page.locator('.product-results .card-facts dd').allTextContents();
  const resultCount = (total: number) => t['selector.results'].replace('{total}', String(total));
  /** With every category, the parameters wait folded under one line; opened, they show. */
  async function unfoldParameters(page: Page) {
    const group = page.locator('.selector').getByRole('group', { name: choice.label });
    assert.equal(await group.isVisible(), false, 'the parameters are folded');
    await page.getByText(t['selector.moreParameters'].replace('{count}', '20'), { exact: true }).click();
    await group.waitFor();
  }

  test('filters update the list and the address without a reload; the address shared shows the same; Back undoes', async () => {
    const { context, page } = await open('/product');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const panel = page.locator('.selector');

    await unfoldParameters(page);
    await panel.getByRole('group', { name: choice.label }).getByRole('checkbox', choiceName).check();
    await page.waitForURL((url) => url.searchParams.get(`p.${choice.key}`) === choice.value);
    await page
      .getByRole('status')
      .filter({ hasText: resultCount(7) })
      .waitFor();
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byInterface);

    // A bound typed with an SI prefix applies once the box is left.
    const maximum = panel
      .getByRole('group', { name: literally(current.label) })
      .getByLabel(t['selector.max']);
    await maximum.fill(current.typed);
    await maximum.press('Tab');
    await page.waitForURL((url) => url.searchParams.get(`p.${current.key}`) === `..${current.typed}`);
    await page
      .getByRole('status')
      .filter({ hasText: resultCount(5) })
      .waitFor();
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byInterfaceAndCurrent);
    assert.equal(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      true,
    );

    // The address, opened elsewhere, shows the same products and the same filters.
    const other = await site.browser.newContext({
      viewport: DESKTOP,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await other.addCookies([{ name: 'umi_locale', value: 'en-US', url: site.server.baseUrl }]);
    const second = await other.newPage();
    await second.goto(page.url());
    assert.deepEqual(await shownModels(second), DEMO_SELECTION.byInterfaceAndCurrent);
    assert.equal(await second.locator(`input[name="p.${current.key}.max"]`).inputValue(), current.typed);
    assert.ok(await second.locator(`input[name="p.${choice.key}"][value="${choice.value}"]`).isChecked());
    await other.close();

    // Back: the list and the panel as they were before the bound.
    await page.goBack();
    await page
      .getByRole('status')
      .filter({ hasText: resultCount(7) })
      .waitFor();
    assert.equal(await maximum.inputValue(), '');
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byInterface);

    // A box the list cannot read (the review's "2 mAmp") is marked and named in the words typed,
    // and the filters that can be read still apply. The page answers such an address 400.
    expectConsoleErrors(/status of 400 .*2\+mAmp/);
    await maximum.fill('2 mAmp');
    await maximum.press('Tab');
    const problem = page.getByRole('alert').filter({ hasText: '“2 mAmp”' });
    await problem.waitFor();
    assert.ok(!(await problem.textContent())?.includes('..'), 'no address syntax in the words');
    assert.equal(await maximum.getAttribute('aria-invalid'), 'true');
    assert.equal(await maximum.inputValue(), '2 mAmp', 'what was typed stays in the box');
    const describedBy = await maximum.getAttribute('aria-describedby');
    assert.match(
      (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '',
      /“2 mAmp” is not a number in /,
    );
    assert.deepEqual(
      await shownModels(page),
      DEMO_SELECTION.byInterface,
      'the interface filter still applies',
    );

    await page.getByRole('link', { name: t['selector.clearAll'] }).click();
    await page.waitForURL((url) => url.search === '');
    // Every product again, and the panel emptied with them.
    await page
      .getByRole('status')
      .filter({ hasText: resultCount(24) })
      .waitFor();
    assert.equal(
      await panel.locator(`input[name="p.${choice.key}"][value="${choice.value}"]`).isChecked(),
      false,
    );
    await context.close();
  });

  test('lifecycle checkboxes and sorting by a parameter work from the keyboard', async () => {
    const { context, page } = await open(
      `/product?p.${choice.key}=${choice.value}&p.${current.key}=..${current.typed}`,
    );
    const panel = page.locator('.selector');
    for (const status of ['nrnd', 'lifebuy', 'active'] as const) {
      await panel.getByLabel(t[`status.${status}`], { exact: true }).focus();
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('status')?.split(',').includes(status) === true);
      // The focus stays where the visitor was while the list follows.
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).value), status);
    }
    await page
      .getByRole('status')
      .filter({ hasText: resultCount(4) })
      .waitFor();
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byAll);

    await page.getByLabel(t['selector.sort']).selectOption(`-p.${current.key}`);
    await page.waitForURL((url) => url.searchParams.get('sort') === `-p.${current.key}`);
    await page.waitForFunction(
      (first) => document.querySelector('.product-results .card-facts dd')?.textContent === first,
      DEMO_SELECTION.byAllCurrentDescending[0],
    );
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byAllCurrentDescending);
    await context.close();
  });

  test('without scripts the panel is a form: sent, it lands on the address of contract §8 with the same products', async () => {
    const { context, page } = await open('/product', DESKTOP, { javaScriptEnabled: false });
    await unfoldParameters(page);
    await page.locator(`input[name="p.${choice.key}"][value="${choice.value}"]`).check();
    await page.locator(`input[name="p.${current.key}.max"]`).fill(current.typed);
    await page.getByRole('button', { name: t['selector.apply'] }).click();
    await page.waitForURL(/p\./);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get(`p.${choice.key}`), choice.value);
    assert.equal(url.searchParams.get(`p.${current.key}`), `..${current.typed}`);
    assert.ok(![...url.searchParams.keys()].some((name) => name.endsWith('.max') || name.endsWith('.min')));
    assert.deepEqual(await shownModels(page), DEMO_SELECTION.byInterfaceAndCurrent);
    await context.close();
  });

  test('on a phone the panel is a drawer: opened by its button, focus inside, closed with Escape', async () => {
    const { context, page } = await open('/product', PHONE);
    const toggle = page.getByRole('link', { name: t['selector.open'], exact: true });
    const panel = page.locator('.selector');
    assert.equal(await panel.isVisible(), false, 'the panel waits behind its button');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.ok(
      await panel.evaluate((element) => element.contains(document.activeElement)),
      'focus in the drawer',
    );
    const box = await panel.boundingBox();
    assert.ok(box && box.width <= PHONE.width && box.x >= 0, 'the drawer fits the screen');

    // A choice in the drawer applies at once and leaves it open; its button shows the count.
    await unfoldParameters(page);
    await panel.getByRole('group', { name: choice.label }).getByRole('checkbox', choiceName).check();
    await page.waitForURL((url) => url.searchParams.has(`p.${choice.key}`));
    await panel.getByRole('button', { name: resultCount(7) }).waitFor();
    assert.ok(await panel.isVisible());

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const reopen = page.getByRole('link', {
      name: t['selector.openCount'].replace('{count}', '1'),
      exact: true,
    });
    assert.ok(
      await reopen.evaluate((element) => element === document.activeElement),
      'focus back on the button',
    );
    await context.close();
  });

  test('three products compared: chosen on the list, kept across pages, side by side with differences marked', async () => {
    const { context, page } = await open('/product');
    await page.evaluate(() => localStorage.clear());
    const cards = page.locator('.product-results .product-card');
    const chosen: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      chosen.push((await card.locator('.card-link').textContent()) ?? '');
      const toggle = card.getByRole('button', { name: new RegExp(`^${t['compare.add']}`) });
      await toggle.click();
      await card.locator('.compare-toggle[aria-pressed="true"]').waitFor();
    }
    const tray = page.getByRole('complementary', { name: t['compare.tray'] });
    await tray.getByText(t['compare.trayCount'].replace('{count}', '3').replace('{max}', '4')).waitFor();

    // Kept on another page: the first product's detail page shows the tray and its toggle pressed.
    await cards.nth(0).locator('.card-link').click();
    await page.waitForURL(/\/product\/detail/);
    await hydratedElement(page, '.product-actions .compare-toggle');
    assert.equal(await page.locator('.product-actions .compare-toggle').getAttribute('aria-pressed'), 'true');
    await tray.getByRole('link', { name: t['compare.now'] }).click();
    await page.waitForURL(/\/product\/compare\?ids=\d+,\d+,\d+$/);
    // The address changes as the navigation commits; the page renders right after.
    await page.locator('.compare-table').waitFor();
    const headers = await page.locator('.compare-table thead th .compare-name').allTextContents();
    assert.deepEqual(headers, chosen);
    const differing = await page.locator('.compare-table tr.differs').count();
    assert.ok(differing > 0, 'rows that differ are marked');
    await page.getByRole('link', { name: t['compare.onlyDifferences'] }).click();
    await page.getByRole('link', { name: t['compare.showAll'] }).waitFor();
    assert.equal(await page.locator('.compare-table tbody tr').count(), differing);
    await context.close();
  });
});
