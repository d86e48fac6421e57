import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { expectedContent } from './support/content.ts';
import { hydrated, useSite } from './support/site.ts';

/* Issue 11: the site's words read like a website, not like the labels of a back-office. */

const en = SITE_MESSAGES.en_US;
const zh = SITE_MESSAGES.zh_CN;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** Labels that read like an admin screen: none may be the whole text of a control or heading. */
const ADMIN_LABELS = [
  'Product',
  'Application',
  'Activity',
  'Announcement',
  'Development',
  'Introduction',
  'Recruitment',
  'Investor',
  'Consult',
  'Index',
  'Create time',
  'Detail',
  'None',
  'Page size',
];

interface NewsRow {
  id: number;
  title: string;
  summary: string;
}

describe('the words of the site', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  let productId: number;
  let newest: NewsRow;
  let oldest: NewsRow;

  before(async () => {
    productId = (await expectedContent(site.server.baseUrl, 'en_US')).product.id;
    const response = await fetch(`${site.server.baseUrl}/api/v1/news/list?pageSize=100&lang=en_US`);
    const news = ((await response.json()) as { data: { list: NewsRow[] } }).data.list;
    assert.ok(news.length > 1, 'the demo content has several news');
    [newest, oldest] = [news[0]!, news.at(-1)!];
  });

  async function open(
    viewport: typeof PHONE,
    path: string,
    locale = 'en-US',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await site.browser.newContext({ viewport, locale, baseURL: site.server.baseUrl });
    await context.addCookies([{ name: 'umi_locale', value: locale, url: site.server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    return { context, page };
  }

  /**
   * The whole texts of the page's controls, headings, table headers and labels (the enquiry
   * form's fields excepted: "Product" names a field there, not a menu).
   */
  const labels = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('a, button, th, h1, h2, h3, label, dt, option, .prev-next p')]
        .filter((element) => !element.closest('dialog'))
        .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );

  test('menus, tables, buttons and headings use no admin-style labels', async () => {
    const paths = [
      '/index',
      '/company-news',
      '/investor?type=announcement',
      `/product/detail?id=${productId}`,
      `/company-news/detail?id=${newest.id}`,
      `/company-news/detail?id=${oldest.id}`,
      '/about-us',
    ];
    const { context, page } = await open(DESKTOP, '/index');
    const menu = await labels(page);
    for (const label of ['Products', 'Applications', 'Events & exhibitions', 'Announcements', 'Contact us']) {
      assert.ok(menu.includes(label), `the menu offers "${label}"`);
    }
    for (const path of paths) {
      await page.goto(path);
      const found = (await labels(page)).filter((text) => ADMIN_LABELS.includes(text));
      assert.deepEqual(found, [], path);
      assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /\bNone\b/, `${path}: no "None"`);
    }
    await context.close();
  });

  test('a missing article neighbour is left out rather than shown as "None"', async () => {
    const { context, page } = await open(DESKTOP, `/company-news/detail?id=${newest.id}`);
    const neighbours = page.locator('.prev-next');
    assert.equal(await neighbours.getByText(en['common.previous']).count(), 0, 'the newest has no previous');
    assert.ok(await neighbours.getByRole('link', { name: /./ }).first().isVisible());
    await page.goto(`/company-news/detail?id=${oldest.id}`);
    assert.equal(await neighbours.getByText(en['common.next']).count(), 0, 'the oldest has no next');
    assert.equal(await neighbours.getByText(en['common.previous']).count(), 1);
    await context.close();
  });

  for (const [locale, t] of [
    ['en-US', en],
    ['zh-CN', zh],
  ] as const) {
    test(`the not-found page apologises in plain words and keeps the specification's text (${locale})`, async () => {
      expectConsoleErrors(/status of 404/);
      const context = await site.browser.newContext({
        viewport: DESKTOP,
        locale,
        baseURL: site.server.baseUrl,
      });
      await context.addCookies([{ name: 'umi_locale', value: locale, url: site.server.baseUrl }]);
      const page = await context.newPage();
      const response = await page.goto('/no-such-page');
      assert.equal(response?.status(), 404);
      assert.equal(await page.locator('main h1').textContent(), t['common.notFoundHeading']);
      assert.ok(await page.locator('main').getByText(t['common.resourceNotFound']).isVisible());
      await context.close();
    });
  }

  test('the news list reads like a newsroom: No., Title, Date, Details columns with summaries', async () => {
    const { context, page } = await open(DESKTOP, '/company-news');
    const headers = await page.locator('.data-table thead th').allTextContents();
    assert.deepEqual(headers, ['No.', 'Title', 'Date', 'Details']);
    assert.ok(await page.getByText(newest.summary).isVisible(), 'the summary under the title');
    await context.close();
  });

  for (const path of ['/company-news', '/investor?type=announcement']) {
    test(`on a phone ${path} lists date, title and summary with no label beside any value`, async () => {
      const { context, page } = await open(PHONE, path);
      const row = page.locator('.data-table tbody tr').first();
      const cells = await row.locator('td').evaluateAll((tds) =>
        tds
          .filter((td) => getComputedStyle(td).display !== 'none')
          .map((td) => ({
            className: td.className,
            before: getComputedStyle(td, '::before').content,
          })),
      );
      assert.deepEqual(
        cells.map((cell) => cell.className),
        ['col-title', 'col-date'],
        'only the title (with its summary) and the date show',
      );
      for (const cell of cells) assert.equal(cell.before, 'none', `${cell.className} has no label`);
      const date = await row.locator('.col-date').boundingBox();
      const title = await row.locator('.col-title').boundingBox();
      assert.ok(date && title && date.y < title.y, 'the date comes above the title');
      assert.ok(await row.locator('.news-summary').isVisible(), 'a summary under the title');
      await context.close();
    });
  }
});
