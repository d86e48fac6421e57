import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { publicFileUrl } from '@coresense/shared/file-url';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import { type ExpectedContent, expectedContent } from './support/content.ts';
import { openPage, useSite } from './support/site.ts';

/* Issue 11: the product page on a phone (tabs, fragments, datasheet near the top) and in print. */

const t = SITE_MESSAGES.en_US;
const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const TAB_KEYS = ['overview', 'specs', 'models', 'downloads'] as const;

describe('the product page', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  let product: NonNullable<ExpectedContent['product']>;
  let detailPath: string;

  before(async () => {
    const content = await expectedContent(site.server.baseUrl, 'en_US');
    assert.ok(content.product, 'the demo content has a product');
    product = content.product;
    detailPath = `/product/detail?id=${product.id}`;
  });

  const open = (viewport: typeof PHONE, path: string, options: { javaScriptEnabled?: boolean } = {}) =>
    openPage(site, path, { viewport, locale: 'en-US', ...options });

  /** The file list of the product, as the public API gives it. */
  async function productFiles(): Promise<Array<{ id: number; name: string; url: string }>> {
    const response = await fetch(`${site.server.baseUrl}/api/v1/product/detail/${product.id}?lang=en_US`);
    const body = (await response.json()) as { data: { jsonStr: string } };
    return (
      (JSON.parse(body.data.jsonStr) as { files?: Array<{ id: number; name: string; url: string }> }).files ??
      []
    );
  }

  test('on a phone every tab, Downloads included, is on screen without scrolling the tab bar', async () => {
    const { context, page } = await open(PHONE, detailPath);
    const list = page.getByRole('tablist');
    const sideways = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
    assert.equal(sideways, 0, 'the tab bar does not scroll sideways');
    for (const name of [t['product.overview'], t['product.specifications'], t['product.models']]) {
      const box = await page.getByRole('tab', { name }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} is inside the screen`);
    }
    const downloads = await page.getByRole('tab', { name: t['product.downloads'] }).boundingBox();
    assert.ok(
      downloads && downloads.x >= 0 && downloads.x + downloads.width <= PHONE.width,
      'Downloads fits',
    );
    await context.close();
  });

  test('each tab has its own fragment: opening #downloads shows it, switching tabs updates the address', async () => {
    const { context, page } = await open(PHONE, `${detailPath}#downloads`);
    const errors = collectErrors(page);
    const downloadsTab = page.getByRole('tab', { name: t['product.downloads'] });
    assert.equal(await downloadsTab.getAttribute('aria-selected'), 'true');
    assert.ok(await page.getByRole('tabpanel', { name: t['product.downloads'] }).isVisible());
    assert.equal(await page.getByRole('tabpanel', { name: t['product.overview'] }).isVisible(), false);

    await page.getByRole('tab', { name: t['product.specifications'] }).click();
    await page.waitForURL(/#specs$/);
    assert.ok(await page.getByRole('tabpanel', { name: t['product.specifications'] }).isVisible());
    assert.equal(await page.getByRole('tabpanel', { name: t['product.downloads'] }).isVisible(), false);

    // A link to another tab's fragment (here typed into the address) switches the tab too.
    await page.evaluate(() => {
      window.location.hash = 'models';
    });
    await page.getByRole('tabpanel', { name: t['product.models'] }).waitFor({ state: 'visible' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('without JavaScript the fragments still choose the panel, and every panel is reachable', async () => {
    const { context, page } = await open(PHONE, `${detailPath}#downloads`, { javaScriptEnabled: false });
    const files = await productFiles();
    assert.ok(files[0], 'the demo product has a file');
    assert.ok(
      await page.locator('#downloads').getByRole('link', { name: files[0].name, exact: true }).isVisible(),
    );
    assert.equal(await page.locator('#overview').isVisible(), false, 'one panel at a time');
    for (const key of TAB_KEYS) {
      await page.locator(`.tab-list a[href="#${key}"]`).click();
      assert.ok(await page.locator(`#${key}`).isVisible(), `the ${key} panel shows`);
    }
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the datasheet button and key specifications are above the fold at ${viewport.width} px`, async () => {
      const files = await productFiles();
      const { context, page } = await open(viewport, detailPath);
      const hero = page.locator('.product-hero');
      const datasheet = hero.getByRole('link', { name: new RegExp(t['product.datasheet']) });
      assert.equal(await datasheet.getAttribute('href'), files[0]?.url);
      const box = await datasheet.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `datasheet at ${box?.y}`);
      const facts = hero.locator('.product-facts');
      const specName = await facts.locator('dt').nth(2).textContent();
      assert.ok(specName && specName !== t['product.model'], 'a specification among the facts');
      const factsBox = await facts.boundingBox();
      assert.ok(factsBox && factsBox.y + factsBox.height <= viewport.height, 'the key facts are on screen');
      await context.close();
    });
  }

  test('on a phone the top of the page stands in the order of its HTML, so a page painted while its HTML arrives never shifts', async () => {
    const { context, page } = await open(PHONE, detailPath);
    const tops = await page
      .locator('.product-hero > *')
      .evaluateAll((parts) =>
        parts.map((part) => [part.className, part.getBoundingClientRect().top] as const),
      );
    for (const [index, [name, top]] of tops.entries()) {
      const previous = tops[index - 1];
      if (previous)
        assert.ok(
          top >= previous[1],
          `${name} (${top} px) is drawn above ${previous[0]} (${previous[1]} px)`,
        );
    }
    await context.close();
  });

  test('prints as a datasheet: no header, menu or footer, every panel with its heading, file addresses', async () => {
    const files = await productFiles();
    const { context, page } = await open(DESKTOP, detailPath);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.breadcrumb', '[role="tablist"]']) {
      assert.equal(await page.locator(selector).first().isVisible(), false, `${selector} is not printed`);
    }
    assert.equal(await page.getByRole('button', { name: t['product.consult'] }).isVisible(), false);
    for (const key of TAB_KEYS) assert.ok(await page.locator(`#${key}`).isVisible(), `${key} is printed`);
    for (const label of [t['product.specifications'], t['product.models'], t['product.downloads']]) {
      assert.ok(
        await page.locator('.tab-panel').getByRole('heading', { name: label, exact: true }).isVisible(),
        `${label} heading is printed`,
      );
    }
    const file = files[0];
    assert.ok(file, 'the demo product has a file');
    // The printed address is the file's own page-like address, which opens it in a browser.
    const fileUrl = new URL(publicFileUrl(file), site.server.baseUrl).href;
    assert.ok(await page.locator('#downloads').getByText(fileUrl).isVisible(), 'the file address is printed');
    const pdf = await page.pdf({ format: 'A4' });
    assert.ok(pdf.length > 1000);
    await context.close();
  });
});
