import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { collectErrors, expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Locator, Page } from 'playwright-core';
import { type ApiLang, expectedContent } from './support/content.ts';
import { hydrated, newVisitorContext, openPage, useSite } from './support/site.ts';

/*
 * What a visitor sees around sending an enquiry (issue 11, items 14 to 16): which fields are
 * required before sending, format checks in the browser, the consent line, the receipt shown in
 * place of the form as its only confirmation (a toast covered the page's heading: UX review
 * 2026-11-28, minor 10), with a reference that tells nothing of volumes (minor 6).
 */

const LANGS: Array<{ lang: ApiLang; locale: string }> = [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'en_US', locale: 'en-US' },
];
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 800 };

/** The text of the element that describes a field (its error message). */
async function description(page: Page, field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe('enquiry forms', { skip: skipWithoutChromium }, () => {
  const site = useSite();

  for (const { lang, locale } of LANGS) {
    test(`the contact form marks required and optional fields before sending (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      // Server HTML: visible before any script has run.
      const html = await (await fetch(`${site.server.baseUrl}/contact-us?lang=${locale}`)).text();
      assert.ok(html.includes(t['form.requiredLegend']), 'the legend explains the star');
      const context = await newVisitorContext(site, { viewport: DESKTOP, locale: locale });
      const page = await context.newPage();
      await page.goto('/contact-us');
      const form = page.locator('form.enquiry-form');
      for (const key of ['form.name', 'form.email', 'form.phone'] as const) {
        const label = form.locator('label').filter({ hasText: t[key] }).first();
        assert.equal(await label.locator('.required-mark').textContent(), '*', key);
        assert.equal(await label.locator('.optional-mark').count(), 0, key);
        assert.equal(await form.getByLabel(t[key]).getAttribute('aria-required'), 'true', key);
      }
      for (const key of ['form.company', 'form.job', 'form.product', 'form.mind'] as const) {
        const label = form.locator('label').filter({ hasText: t[key] }).first();
        assert.equal((await label.locator('.optional-mark').textContent())?.trim(), t['form.optional'], key);
        assert.equal(await label.locator('.required-mark').count(), 0, key);
      }
      await context.close();
    });

    test(`email and phone formats are checked in the browser before anything is sent (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      const { context, page } = await openPage(site, '/contact-us', { viewport: MOBILE, locale: locale });
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.url());
      });
      const form = page.locator('form.enquiry-form');
      await form.getByLabel(t['form.name']).fill('Li Lei');
      await form.getByLabel(t['form.email']).fill('li.lei@example');
      await form.getByLabel(t['form.phone']).fill('call me');
      await form.getByRole('button', { name: t['form.submit'] }).click();
      const email = form.getByLabel(t['form.email']);
      const phone = form.getByLabel(t['form.phone']);
      assert.equal(await email.getAttribute('aria-invalid'), 'true');
      assert.equal(await description(page, email), t['form.invalidEmail']);
      assert.equal(await phone.getAttribute('aria-invalid'), 'true');
      assert.equal(await description(page, phone), t['form.invalidPhone']);
      assert.equal(await form.getByLabel(t['form.name']).getAttribute('aria-invalid'), null);
      assert.ok(
        await email.evaluate((input) => input === document.activeElement),
        'the first bad field has the focus',
      );
      assert.deepEqual(posted, [], 'nothing was sent');

      await email.fill('li.lei@example.com');
      await phone.fill('+86 (510) 8888-0000');
      await form.getByRole('button', { name: t['form.submit'] }).click();
      await page.locator('.form-receipt').waitFor();
      assert.equal(posted.length, 1, 'sent once fixed');
      await context.close();
    });

    test(`a sent enquiry shows its reference number, next steps and a copy in place, covered by nothing (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      for (const viewport of [DESKTOP, MOBILE]) {
        const context = await newVisitorContext(site, { viewport: viewport, locale: locale });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto('/contact-us');
        await hydrated(page);
        const form = page.locator('form.enquiry-form');
        const address = `receipt-${lang}-${viewport.width}-${Date.now()}@example.com`;
        const message = `Samples of the accelerometer, please.\nTwo pieces (${viewport.width}).`;
        await form.getByLabel(t['form.name']).fill('Li Lei');
        await form.getByLabel(t['form.email']).fill(address);
        await form.getByLabel(t['form.phone']).fill('13800000000');
        await form.getByLabel(t['form.company']).fill('Wuxi Widgets');
        await form.getByLabel(t['form.mind']).fill(message);
        await form.getByRole('button', { name: t['form.submit'] }).click();
        await page.locator('.form-receipt').waitFor();

        assert.equal(await page.locator('.notice-toast').count(), 0, 'no toast on top of the page');
        const uncovered = await page.locator('.form-receipt h3, .page-banner h1').evaluateAll((headings) =>
          headings.every((heading) => {
            const box = heading.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return box.bottom < 0 || box.top > innerHeight || Boolean(top && heading.contains(top));
          }),
        );
        assert.ok(uncovered, `the page's and the receipt's headings are uncovered at ${viewport.width} px`);

        const [stored] = site.server.query<{ id: number }>(
          'select id from enquiries where email = ?',
          address,
        );
        assert.ok(stored, 'the enquiry is stored');
        const receipt = page.locator('.form-receipt');
        await receipt.waitFor();
        assert.equal(await page.locator('form.enquiry-form').count(), 0, 'the receipt replaces the form');
        assert.equal(await receipt.locator('h3').textContent(), t['form.sentTitle']);
        assert.ok(
          await receipt.locator('h3').evaluate((heading) => heading === document.activeElement),
          'the receipt heading has the focus',
        );
        assert.equal(await receipt.getAttribute('role'), 'status');
        assert.equal(
          (await receipt.locator('.form-receipt-reference').textContent())?.trim(),
          `${t['form.reference']} C-${stored.id}`,
        );
        assert.ok(
          stored.id >= 100_000_000,
          `a reference of nine or ten random digits, not a count: ${stored.id}`,
        );
        assert.ok((await receipt.textContent())?.includes(t['form.sentNext']));
        const copy = Object.fromEntries(
          await receipt
            .locator('.form-receipt-copy > div')
            .evaluateAll((rows) =>
              rows.map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]),
            ),
        );
        assert.deepEqual(copy, {
          [t['form.name']]: 'Li Lei',
          [t['form.email']]: address,
          [t['form.phone']]: '13800000000',
          [t['form.company']]: 'Wuxi Widgets',
          [t['form.mind']]: message,
        });

        await receipt.getByRole('button', { name: t['form.sendAnother'] }).click();
        assert.equal(await page.locator('form.enquiry-form').getByLabel(t['form.name']).inputValue(), '');
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }

  test('a form sent without scripts comes back as the page: refused with its reason and what was typed, then its receipt, never the details in the address', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, baseURL: site.server.baseUrl });
    const page = await context.newPage();
    await page.goto('/contact-us?lang=en-US');
    const en = SITE_MESSAGES.en_US;
    const address = `no-script-${Date.now()}@example.com`;
    await page.getByLabel(en['form.name']).fill('Li Lei');
    await page.getByLabel(en['form.email']).fill(address);
    await page.getByLabel(en['form.phone']).fill('138');
    const submit = page.getByRole('button', { name: en['form.submit'] });
    // The refused form comes back as the page with status 400, which the browser logs.
    expectConsoleErrors(/status of 400/);
    const refused = await Promise.all([page.waitForNavigation(), submit.click()]).then(([answer]) => answer);
    assert.equal(refused?.status(), 400);
    assert.equal(await page.getByRole('alert').textContent(), en['sample.fix']);
    const phone = page.getByLabel(en['form.phone']);
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByText(en['form.invalidPhone']).count(), 1);
    assert.equal(await page.getByLabel(en['form.email']).inputValue(), address, 'what was typed is kept');
    assert.equal(site.server.query('select id from enquiries where email = ?', address).length, 0);

    await phone.fill('13800000000');
    await Promise.all([page.waitForNavigation(), submit.click()]);
    assert.ok(!page.url().includes(encodeURIComponent(address)) && !page.url().includes(address), page.url());
    const stored = site.server.query('select id from enquiries where email = ?', address) as Array<{
      id: number;
    }>;
    assert.equal(stored.length, 1);
    const receipt = page.locator('.form-receipt[role="status"]');
    assert.equal(await receipt.getByRole('heading').textContent(), en['form.sentTitle']);
    assert.ok((await receipt.textContent())?.includes(`C-${stored[0]!.id}`));
    // The receipt is an address of its own (303): reloading it sends nothing again.
    await page.reload();
    assert.equal(site.server.query('select id from enquiries where email = ?', address).length, 1);
    await context.close();
  });

  test('the product consult dialog asks for the question, quantity and application, shows the receipt of the enquiry it sent, and a fresh form when opened again', async () => {
    const product = (await expectedContent(site.server.baseUrl, 'en_US')).product;
    const en = SITE_MESSAGES.en_US;
    const context = await newVisitorContext(site, { viewport: MOBILE, locale: 'en-US' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`/product/detail?id=${product.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: en['product.consult'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The form loads on the first opening; the first field to fill in then has the focus.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    const consent = dialog.locator('.form-consent');
    assert.equal(
      await consent.getByRole('link', { name: en['form.consentLink'] }).getAttribute('href'),
      '/privacy',
    );
    // The product is shown whole at 375 px, not cut off inside a read-only box.
    const about = dialog.locator('.form-about strong');
    assert.equal(await about.textContent(), `${product.name} (${product.model})`);
    assert.ok(
      await about.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const dialogBox = element.closest('dialog')?.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth + 1 && !!dialogBox && box.right <= dialogBox.right;
      }),
      'the product name fits the dialog',
    );

    const address = `dialog-${Date.now()}@example.com`;
    await dialog.getByLabel(en['form.name']).fill('Han Meimei');
    await dialog.getByLabel(en['form.email']).fill(address);
    await dialog.getByLabel(en['form.phone']).fill('+49 30 1234567');
    await dialog.getByLabel(en['form.quantity']).fill('500 a month');
    await dialog.getByLabel(en['form.application']).fill('Bicycle computer');
    await dialog.getByRole('button', { name: en['form.submit'] }).click();
    // The question is what the visitor came to send: required here, while the contract keeps it optional.
    const question = dialog.getByLabel(en['form.question']);
    assert.equal(await question.getAttribute('aria-invalid'), 'true');
    assert.equal(await description(page, question), en['form.required']);
    await question.fill('Is there a version with an SPI interface?');
    await dialog.getByRole('button', { name: en['form.submit'] }).click();
    const receipt = dialog.locator('.form-receipt');
    await receipt.waitFor();
    assert.equal(await page.locator('.notice-toast').count(), 0, 'the receipt is the confirmation, no toast');
    const [stored] = site.server.query<{ id: number; kind: string; mind: string; product: string }>(
      'select id, kind, mind, product from enquiries where email = ?',
      address,
    );
    assert.ok(stored);
    assert.equal(stored.kind, 'product');
    assert.equal(stored.product, `${product.name} (${product.model})`);
    assert.equal(
      stored.mind,
      `${en['form.quantity']}: 500 a month\n${en['form.application']}: Bicycle computer\nIs there a version with an SPI interface?`,
    );
    assert.equal(
      (await receipt.locator('.form-receipt-reference').textContent())?.trim(),
      `${en['form.reference']} P-${stored.id}`,
    );
    const copy = (await receipt.locator('.form-receipt-copy').textContent()) ?? '';
    assert.ok(copy.includes(product.name) && copy.includes('Bicycle computer'), copy);
    assert.ok(await dialog.isVisible(), 'the dialog stays open on its receipt');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: en['product.consult'] }).click();
    await dialog.getByLabel(en['form.name']).waitFor();
    assert.equal(await dialog.getByLabel(en['form.name']).inputValue(), '');
    assert.equal(await dialog.locator('.form-receipt').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const { lang, locale } of LANGS) {
    test(`the privacy policy is a page of its own, linked from the footer and every form (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      const response = await fetch(`${site.server.baseUrl}/privacy?lang=${locale}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      assert.match(head, new RegExp(`<title>${t['privacy.title']} - `));
      assert.ok(head.includes(`<meta name="description" content="${t['privacy.description']}"/>`));
      assert.ok(
        head.includes(`<link rel="canonical" href="${site.server.baseUrl}/privacy?lang=${locale}"/>`),
      );
      for (const [hreflang, href] of [
        ['zh-CN', '/privacy?lang=zh-CN'],
        ['en', '/privacy?lang=en-US'],
        ['x-default', '/privacy'],
      ]) {
        assert.ok(
          head.includes(
            `<link rel="alternate" hrefLang="${hreflang}" href="${site.server.baseUrl}${href}"/>`,
          ) ||
            head.includes(
              `<link rel="alternate" hreflang="${hreflang}" href="${site.server.baseUrl}${href}"/>`,
            ),
          hreflang,
        );
      }
      const sitemap = await (await fetch(`${site.server.baseUrl}/sitemap.xml`)).text();
      assert.ok(
        sitemap.includes(`<loc>${site.server.baseUrl}/privacy?lang=${locale}</loc>`),
        'in the sitemap',
      );

      const { context, page } = await openPage(site, '/contact-us', { viewport: MOBILE, locale: locale });
      const consent = page.locator('form.enquiry-form .form-consent');
      assert.ok((await consent.textContent())?.startsWith(t['form.consentEnquiry']));
      await page.locator('footer').getByRole('link', { name: t['footer.privacy'] }).click();
      await page.waitForURL('**/privacy');
      await page.locator('main h1').filter({ hasText: t['privacy.title'] }).waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      // No tracking cookie exists, and the policy says so.
      assert.match(
        text,
        lang === 'zh_CN'
          ? /不使用任何统计、广告或跟踪 Cookie/
          : /no analytics, advertising or tracking cookies/,
      );
      assert.ok(text.includes('umi_locale'), 'names the one cookie there is');
      const contact = (await (
        await fetch(`${site.server.baseUrl}/api/v1/contact/us/info?lang=${lang}`)
      ).json()) as {
        data: { email?: string; companyName?: string };
      };
      if (contact.data.email) assert.ok(text.includes(contact.data.email), 'says whom to contact');
      const cookies = await context.cookies();
      assert.deepEqual(
        cookies.map((cookie) => cookie.name),
        ['umi_locale'],
        'the site sets no cookie but the language',
      );
      await context.close();
    });
  }
});
