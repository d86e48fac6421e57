import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { collectErrors, expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { type ApiLang, type ExpectedContent, expectedContent } from './support/content.ts';
import { hydrated, newVisitorContext, openPage, useSite } from './support/site.ts';

/* The hydrated site in Chromium: its menus, language switch, forms and product page (every-route.test.ts walks the routes). */

const LANGS: Array<{ lang: ApiLang; locale: string; htmlLang: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN', htmlLang: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US', htmlLang: 'en' },
];
const MOBILE = { width: 375, height: 800 };

/** Resolves once the page's main heading reads `text` (client navigations render a moment later). */
function mainHeading(page: Page, text: string) {
  return page
    .locator('main h1')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();
}
const DESKTOP = { width: 1280, height: 800 };

describe('the site in a browser', { skip: skipWithoutChromium }, () => {
  const site = useSite();
  const content: Partial<Record<ApiLang, ExpectedContent>> = {};

  before(async () => {
    for (const { lang } of LANGS) content[lang] = await expectedContent(site.server.baseUrl, lang);
  });

  test('below 980 px the menu is a drawer that opens and navigates', async () => {
    const { context, page } = await openPage(site, '/index', { viewport: MOBILE, locale: 'en-US' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    assert.equal(await nav.isVisible(), false, 'the drawer starts closed');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'News' }).click();
    await nav.getByRole('link', { name: 'Events & exhibitions' }).click();
    await page.waitForURL('**/activity');
    await mainHeading(page, 'Events & exhibitions');
    await nav.waitFor({ state: 'hidden' }); // navigating closes the drawer
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL('**/product');
    await mainHeading(page, 'Products');
    await context.close();
  });

  test('from 980 px the menu groups open as dropdowns, by pointer and by keyboard', async () => {
    const { context, page } = await openPage(site, '/index', { viewport: DESKTOP, locale: 'en-US' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('button', { name: 'About' });
    await about.hover();
    await nav.getByRole('link', { name: 'Reports' }).waitFor({ state: 'visible' });
    await page.mouse.move(600, 600);
    await about.focus();
    await page.keyboard.press('Enter');
    assert.equal(await about.getAttribute('aria-expanded'), 'true');
    await nav.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/recruit');
    await mainHeading(page, 'Careers');
    await context.close();
  });

  test('the language switch stores the choice and reloads the page in that language', async () => {
    const { context, page } = await openPage(site, '/product', { viewport: DESKTOP, locale: 'zh-CN' });
    await mainHeading(page, '产品中心');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await mainHeading(page, 'Products');
    assert.equal(await page.evaluate(() => localStorage.getItem('umi_locale')), 'en-US');
    const cookie = (await context.cookies()).find((c) => c.name === 'umi_locale');
    assert.equal(cookie?.value, 'en-US');
    // Client-side navigations now load their data in English too: once the reloaded page has
    // hydrated (a click before that is the browser's own navigation, or lands mid-hydration).
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL('**/index');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await context.close();
  });

  test('a ?lang link is mirrored to the cookie and local storage for later navigations', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, baseURL: site.server.baseUrl });
    const page = await context.newPage();
    await page.goto('/company-news?lang=en-US');
    await hydrated(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('umi_locale')), 'en-US');
    // The page's own cookie jar: the browser's store, which `context.cookies()` reads, gets a
    // script's cookie a moment later, and a loaded machine showed it still missing there.
    assert.match(await page.evaluate(() => document.cookie), /(?:^|; )umi_locale=en-US(?:;|$)/);
    await context.close();
  });

  for (const { lang, locale } of LANGS) {
    test(`the contact form asks for the required fields, then stores the enquiry (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      const context = await newVisitorContext(site, { viewport: MOBILE, locale: locale });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/contact-us');
      await hydrated(page);
      const form = page.locator('form.enquiry-form');
      await form.getByRole('button', { name: t['form.submit'] }).click();
      for (const field of ['form.name', 'form.email', 'form.phone'] as const) {
        const input = form.getByLabel(t[field]);
        assert.equal(await input.getAttribute('aria-invalid'), 'true', field);
        const describedBy = await input.getAttribute('aria-describedby');
        assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), t['form.required'], field);
      }
      assert.equal(await form.getByLabel(t['form.company']).getAttribute('aria-invalid'), null);

      const email = `visitor-${lang}-${Date.now()}@example.com`;
      await form.getByLabel(t['form.name']).fill('Li Lei');
      await form.getByLabel(t['form.email']).fill(email);
      await form.getByLabel(t['form.phone']).fill('+86 510 8888 0000');
      await form.getByLabel(t['form.mind']).fill('Samples of the accelerometer, please.');
      await form.getByRole('button', { name: t['form.submit'] }).click();
      await page.locator('.form-receipt').waitFor();
      assert.equal(await form.count(), 0, 'the receipt takes the place of the form');
      const rows = site.server.query<{ kind: string; name: string; phone: string; lang: string }>(
        'select kind, name, phone, lang from enquiries where email = ?',
        email,
      );
      assert.deepEqual(rows, [{ kind: 'contact', name: 'Li Lei', phone: '+86 510 8888 0000', lang }]);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('a refused submission shows the server messages and "Failed to submit"', async () => {
    expectConsoleErrors(/status of 400/);
    const { context, page } = await openPage(site, '/contact-us', { viewport: DESKTOP, locale: 'en-US' });
    const form = page.locator('form.enquiry-form');
    // The browser checks formats itself, so the server's refusal is played back here.
    await page.route('**/api/v1/contact/us/submit*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Invalid input',
          errors: [{ field: 'email', message: 'Please enter a valid email address.' }],
        }),
      }),
    );
    await form.getByLabel('Name').fill('Li Lei');
    await form.getByLabel('Email').fill('li.lei@example.com');
    await form.getByLabel('Phone').fill('123456');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Failed to submit').waitFor();
    assert.equal(await form.getByLabel('Email').getAttribute('aria-invalid'), 'true');
    await context.close();
  });

  test('the product consult button opens the enquiry form with the product filled in', async () => {
    const product = content.en_US?.product;
    assert.ok(product, 'the demo content has a published product');
    const { context, page } = await openPage(site, `/product/detail?id=${product.id}`, {
      viewport: DESKTOP,
      locale: 'en-US',
    });
    await page.getByRole('button', { name: 'Contact sales' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.ok((await dialog.locator('.form-about').textContent())?.includes(product.name));
    const email = `buyer-${Date.now()}@example.com`;
    await dialog.getByLabel('Name').fill('Han Meimei');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('13800000000');
    await dialog.getByLabel('Your question').fill('Lead time for 10k pieces?');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.locator('.form-receipt').waitFor();
    const rows = site.server.query<{ kind: string; product_id: number }>(
      'select kind, product_id from enquiries where email = ?',
      email,
    );
    assert.deepEqual(rows, [{ kind: 'product', product_id: product.id }]);
    await context.close();
  });

  test('the product tabs switch with the keyboard', async () => {
    const product = content.en_US?.product;
    assert.ok(product, 'the demo content has a published product');
    const { context, page } = await openPage(site, `/product/detail?id=${product.id}`, {
      viewport: DESKTOP,
      locale: 'en-US',
    });
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await page.getByRole('tab', { name: 'Specifications' }).getAttribute('aria-selected'),
      'true',
    );
    assert.ok(await page.getByRole('tabpanel', { name: 'Specifications' }).isVisible());
    await context.close();
  });
});
