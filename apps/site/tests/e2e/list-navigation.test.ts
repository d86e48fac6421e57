import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { horizontalOverflow, hydrated, useSite } from './support/site.ts';

/* Issue 11 on a phone: the drawer's groups, the category chips, paging and its edge cases. */

const t = SITE_MESSAGES.en_US;
const PHONE = { width: 375, height: 800 };

describe('menus and lists on a phone', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  let newsTotal: number;

  before(async () => {
    const response = await fetch(`${site.server.baseUrl}/api/v1/news/list?pageSize=1&lang=en_US`);
    newsTotal = ((await response.json()) as { data: { total: number } }).data.total;
  });

  async function open(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await site.browser.newContext({
      viewport: PHONE,
      locale: 'en-US',
      baseURL: site.server.baseUrl,
    });
    await context.addCookies([{ name: 'umi_locale', value: 'en-US', url: site.server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    return { context, page };
  }

  /** Where the list's area starts, relative to the top of the window. */
  const listTop = (page: Page) =>
    page.evaluate(() => document.getElementById('list')?.getBoundingClientRect().top ?? Number.NaN);

  /**
   * Where the list starts once a navigation's scroll has come to rest near the top of the window
   * (the new page renders, then scrolls); on a busy machine that takes a moment. After 5 s the
   * position is whatever it is, and the caller's assertion says where.
   */
  async function listTopAfterScroll(page: Page): Promise<number> {
    await page
      .waitForFunction(
        () => {
          const top = document.getElementById('list')?.getBoundingClientRect().top;
          return top !== undefined && top >= 0 && top < 150;
        },
        null,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    return listTop(page);
  }

  test('in the drawer, with News expanded, a tap on About expands About (News does not move it away)', async () => {
    const { context, page } = await open('/index');
    await page.getByRole('button', { name: t['menu.open'] }).click();
    const nav = page.getByRole('navigation', { name: t['menu.label'] });
    const news = nav.getByRole('button', { name: t['menu.news'] });
    const about = nav.getByRole('button', { name: t['menu.about'] });
    await news.click();
    assert.equal(await news.getAttribute('aria-expanded'), 'true');
    const before = await about.boundingBox();
    await about.click();
    assert.equal(await about.getAttribute('aria-expanded'), 'true', 'About opened');
    assert.deepEqual(await about.boundingBox(), before, 'About stayed where it was tapped');
    assert.ok(await nav.getByRole('link', { name: t['menu.about.recruitment'] }).isVisible());
    await context.close();
  });

  test('the category chips are one row that scrolls sideways, with the chosen one in view', async () => {
    const { context, page } = await open('/product');
    const filter = page.getByRole('navigation', { name: t['product.categories'] });
    const box = await filter.boundingBox();
    assert.ok(box && box.height <= 64, `the chips take ${box?.height} px`);
    const row = filter.locator('ul');
    assert.ok(await row.evaluate((list) => list.scrollWidth > list.clientWidth), 'more chips to the side');
    assert.equal(await row.evaluate((list) => getComputedStyle(list).overflowX), 'auto');
    assert.notEqual(await row.evaluate((list) => getComputedStyle(list).maskImage), 'none', 'a fading edge');
    assert.equal(await horizontalOverflow(page), 0, 'the page itself does not scroll sideways');

    const lastChip = filter.getByRole('link').last();
    const lastName = (await lastChip.textContent()) ?? '';
    await page.goto(`${await lastChip.getAttribute('href')}`.replace(/#.*/, ''));
    await hydrated(page);
    const chosen = await filter.locator('[aria-current="page"]').boundingBox();
    assert.ok(chosen && chosen.x >= 0 && chosen.x + chosen.width <= PHONE.width, `${lastName} is in view`);
    await context.close();
  });

  test('paging and filtering keep the list in view instead of jumping above the banner', async () => {
    const { context, page } = await open('/product');
    const pagination = page.getByRole('navigation', { name: t['pagination.label'] });
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: t['pagination.page'].replace('{page}', '2') }).click();
    await page.waitForURL(/pageNum=2/);
    const top = await listTopAfterScroll(page);
    assert.ok(top >= 0 && top < 150, `the list starts ${top} px from the top of the window`);
    assert.ok(await page.locator('.card-grid li').first().isVisible());

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: t['product.categories'] }).getByRole('link').nth(1).click();
    await page.waitForURL(/classifyId=/);
    const filteredTop = await listTopAfterScroll(page);
    assert.ok(filteredTop >= 0 && filteredTop < 150, `after filtering the list starts at ${filteredTop} px`);
    await context.close();
  });

  test('a new page size starts again at page 1', async () => {
    const { context, page } = await open('/company-news?pageNum=3');
    await page.getByLabel(t['pagination.pageSize']).selectOption('50');
    await page.waitForURL(/pageSize=50/);
    assert.equal(new URL(page.url()).searchParams.get('pageNum'), '1');
    // A full first page of 50, rather than an empty page 3 of 50.
    await page
      .locator('.data-table tbody tr')
      .nth(Math.min(newsTotal, 50) - 1)
      .waitFor({ state: 'visible' });
    // On a phone each row is a card without its number or "Details" link: the last one too.
    const shown = await page
      .locator('.data-table tbody tr')
      .evaluateAll(
        (rows) =>
          rows.filter((row) =>
            [...row.querySelectorAll('.col-index, .col-action')].some(
              (cell) => getComputedStyle(cell).display !== 'none',
            ),
          ).length,
      );
    assert.equal(shown, 0, 'rows showing their number or "Details" link');
    await context.close();
  });

  test('jumping past the last page goes to the last page', async () => {
    const { context, page } = await open('/company-news');
    const last = Math.ceil(newsTotal / 10);
    const form = page.locator('.pagination-form');
    await form.getByRole('spinbutton').fill('99');
    await form.getByRole('button', { name: t['pagination.go'] }).click();
    await page.waitForURL(new RegExp(`pageNum=${last}\\b`));
    const pages = page.getByRole('navigation', { name: t['pagination.label'] });
    await pages
      .locator('[aria-current="page"]')
      .filter({ hasText: new RegExp(`^${last}$`) })
      .waitFor();
    assert.ok(await page.locator('.data-table tbody tr').first().isVisible(), 'news are listed');
    await context.close();
  });

  for (const [path, empty] of [
    ['/company-news?pageNum=99', t['news.empty']],
    ['/product?pageNum=99', t['product.empty']],
  ] as const) {
    test(`an out-of-range page says so and links to the first and last pages (${path})`, async () => {
      const { context, page } = await open(path);
      const main = page.locator('main');
      assert.equal(await main.getByText(empty).count(), 0, `not "${empty}"`);
      await main.getByText(t['pagination.missingPage'].replace('{page}', '99')).waitFor();
      await main.getByRole('link', { name: t['pagination.firstPage'] }).click();
      await page.waitForURL(/pageNum=1\b/);
      // The first page's items, once the client navigation has rendered them.
      await main.locator('a[href*="detail?id="]').first().waitFor({ state: 'visible' });
      await context.close();
    });
  }
});
