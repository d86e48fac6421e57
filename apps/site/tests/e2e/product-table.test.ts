import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { DEMO_SELECTION } from './support/product-data.ts';
import { horizontalOverflow, hydrated, hydratedElement, openPage, resize, useSite } from './support/site.ts';

/*
 * Issue 27 in a browser: the parametric table of contract §13, from a filtered list to the
 * sorted table and the CSV of exactly those products; axe on the table at both widths.
 */

const t = SITE_MESSAGES.en_US;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** By supply current, lowest first, a range by its lower end (CSL-8500's "≤ 100 µA" by its top). */
const BY_CURRENT = ['CSA-3110', 'CSP-5110', 'CSM-7100', 'CSL-8500', 'CSA-3220'];

describe('the parametric table', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  const { interface: choice, current } = DEMO_SELECTION;
  const tableModels = (page: Page) =>
    page.locator('.product-table tbody th .product-table-model').allTextContents();
  const header = (page: Page, label: string) =>
    page.locator('.product-table thead th').filter({ hasText: new RegExp(`^${label}`) });
  const sortedBy = (page: Page, label: string, direction: 'ascending' | 'descending') =>
    header(page, label)
      .and(page.locator(`[aria-sort="${direction}"]`))
      .waitFor();

  test('filter, switch to the table, sort by a column, download those rows as CSV; axe finds nothing at 1280 and 375 px', async () => {
    const { context, page } = await openPage(site, `/product?p.${current.key}=..${current.typed}`, {
      viewport: DESKTOP,
      locale: 'en-US',
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    await hydratedElement(page, '.selector form');
    // The parameters are unfolded, as the address sets one of them.
    await page
      .locator('.selector')
      .getByRole('group', { name: choice.label })
      .getByRole('checkbox', { name: `${choice.optionLabel} ${choice.count}`, exact: true })
      .check();
    await page.waitForURL((url) => url.searchParams.get(`p.${choice.key}`) === choice.value);

    // The switch keeps every filter.
    await page
      .getByRole('navigation', { name: t['productTable.views'] })
      .getByRole('link', { name: t['productTable.table'] })
      .click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'table');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get(`p.${choice.key}`), choice.value);
    assert.equal(url.searchParams.get(`p.${current.key}`), `..${current.typed}`);
    await page.locator('.product-table').waitFor();
    assert.deepEqual(await tableModels(page), [...DEMO_SELECTION.byInterfaceAndCurrent]);
    for (const label of [choice.label, current.label]) {
      assert.match((await header(page, label).textContent()) ?? '', new RegExp(t['productTable.filtered']));
    }

    // A header sorts by its column, low to high, then high to low.
    await header(page, current.label).getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === `p.${current.key}`);
    // The header says how the rows are sorted in the render that sorts them. (The first row
    // would not do: the filtered list, before sorting, begins with the same product.)
    await sortedBy(page, current.label, 'ascending');
    assert.deepEqual(await tableModels(page), BY_CURRENT);
    await header(page, current.label).getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === `-p.${current.key}`);
    await sortedBy(page, current.label, 'descending');
    assert.deepEqual(await tableModels(page), BY_CURRENT.toReversed());

    // The CSV holds the rows shown, in their order, for Excel: a byte order mark first.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('link', { name: t['productTable.export'] }).click();
    const download = await downloaded;
    assert.equal(download.suggestedFilename(), 'coresense-products.csv');
    const csv = await readFile((await download.path()) as string, 'utf8');
    assert.ok(csv.startsWith('\uFEFFModel,Name,Status,'), csv.slice(0, 40));
    const rows = csv.trimEnd().split('\r\n').slice(1);
    assert.deepEqual(
      rows.map((row) => row.split(',')[0]),
      BY_CURRENT.toReversed(),
    );

    assert.deepEqual(await axeViolations(page), [], 'axe at 1280 px');
    await resize(page, PHONE);
    assert.deepEqual(await axeViolations(page), [], 'axe at 375 px');
    // On a phone the table scrolls in its own region, not the page.
    assert.equal(await horizontalOverflow(page), 0);
    const region = page.getByRole('region', { name: t['productTable.caption'] });
    assert.ok(
      await region.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the table is wider than its region',
    );
    assert.equal(await region.getAttribute('tabindex'), '0', 'the region scrolls from the keyboard');

    // And in Chinese, every category's shared columns.
    await page.goto('/product?lang=zh-CN&view=table&sort=-p.supplyVoltage');
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), [], 'axe in Chinese at 375 px');
    await resize(page, DESKTOP);
    assert.deepEqual(await axeViolations(page), [], 'axe in Chinese at 1280 px');
    await context.close();
  });
});
