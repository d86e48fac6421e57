import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '@coresense/shared/schemas/subscription-rules';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium, useServerAndBrowser } from '@coresense/test-support/browser';
import { type SmtpServer, startSmtpServer } from '@coresense/test-support/smtp';
import type { Page } from 'playwright-core';
import { publishedProducts } from './support/product-data.ts';
import { horizontalOverflow, hydratedElement, openPage, resize, startSiteServer } from './support/site.ts';

/*
 * Change alerts from the visitor's side (issue 25, item 4): subscribe on a product page with the
 * keyboard, receive the confirmation mail on a real SMTP server the site sends to, follow its
 * link; the same form without scripts; the form and the privacy page's section, axe clean.
 */

const en = SITE_MESSAGES.en_US;
const zh = SITE_MESSAGES.zh_CN;
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 900 };
const MOBILE = { width: 375, height: 800 };
const FORM = 'form.subscribe-form';

/** The confirmation link of a mail, as the plain-text part writes it. */
function confirmLink(message: string): string {
  const link = /https?:\/\/\S+\/api\/v1\/subscription\/confirm\?token=[\w.~-]+/.exec(message)?.[0];
  assert.ok(link, 'the mail carries a confirmation link');
  return link;
}

const isFocused = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element === document.activeElement);

describe('change alerts: subscribing on the site', { skip: skipWithoutChromium }, () => {
  let smtp: SmtpServer | undefined;
  const site = useServerAndBrowser(async () => {
    smtp = await startSmtpServer();
    return startSiteServer({ SMTP_URL: smtp.url });
  });
  const mailbox = () => {
    if (!smtp) throw new Error('read before the suite started');
    return smtp;
  };
  let product: { id: number; name: string };

  before(async () => {
    const [first] = await publishedProducts(site.server.baseUrl);
    assert.ok(first, 'the demo has a published product');
    product = first;
  });
  after(async () => {
    await smtp?.close();
  });

  test('a visitor subscribes to a product with the keyboard and confirms through the mailed link', async () => {
    const { context, page } = await openPage(site, `/product/detail?id=${product.id}`, {
      viewport: DESKTOP,
      locale: 'en-US',
    });
    const form = page.locator(FORM);
    const email = form.getByLabel(en['subscribe.email']);
    const address = `engineer.${Date.now()}@example.com`;
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.url());
    });
    const formScript = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/subscribe-form-[^/]+\.js$/.test(entry.name)),
      );
    assert.equal(await formScript(), false, 'the form costs the page load no script');

    // Reaching the field with the keyboard loads the form's script, and the field keeps the focus.
    await email.focus();
    await hydratedElement(page, FORM);
    assert.equal(await formScript(), true);
    await page.keyboard.type('engineer@example');
    await page.keyboard.press('Enter');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    const errorId = await email.getAttribute('aria-describedby');
    assert.equal(await page.locator(`[id="${errorId}"]`).textContent(), en['form.invalidEmail']);
    assert.ok(await isFocused(page, `${FORM} input[name="email"]`), 'the field keeps the focus');
    assert.deepEqual(posted, [], 'nothing was sent');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(address);
    await page.keyboard.press('Tab');
    assert.ok(await isFocused(page, `${FORM} button[type="submit"]`), 'Tab reaches the button');
    await page.keyboard.press('Enter');
    const outcome = form.getByRole('status');
    await outcome.getByText(en['subscribe.sent'].replace('{email}', address)).waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), null, 'the error is gone');
    assert.equal(new URL(page.url()).pathname, '/product/detail', 'the visitor stays on the page');
    assert.equal(await horizontalOverflow(page), 0);

    const mail = await mailbox().waitForMail((received) => received.to === address);
    assert.match(mail.message, new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.goto(confirmLink(mail.message));
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    const [stored] = site.server.query<{ confirmed_at: string | null; product_id: number }>(
      `select s.confirmed_at, p.product_id from subscriptions s
       join subscription_products p on p.subscription_id = s.id where s.email = ?`,
      address,
    );
    assert.ok(stored?.confirmed_at, 'the subscription is confirmed');
    assert.equal(stored.product_id, product.id);
    await context.close();
  });

  test('without scripts the form posts itself and the answer page links back to the list', async () => {
    const { context, page } = await openPage(site, '/company-news', {
      viewport: MOBILE,
      locale: 'zh-CN',
      javaScriptEnabled: false,
    });
    const address = `reader.${Date.now()}@example.com`;
    const form = page.locator(FORM);
    await form.getByLabel(zh['subscribe.email']).fill(address);
    await form.getByRole('button', { name: zh['subscribe.submit'] }).click();
    await page.getByRole('heading', { level: 1, name: '请查收确认邮件' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/api/v1/subscription');
    const back = page.getByRole('link', { name: '返回上一页' });
    assert.equal(await back.getAttribute('href'), '/company-news');
    await back.click();
    await page.locator(FORM).waitFor();
    assert.equal(new URL(page.url()).pathname, '/company-news');
    const mail = await mailbox().waitForMail((received) => received.to === address);
    confirmLink(mail.message);
    const [stored] = site.server.query<{ lang: string; topic: string; confirmed_at: string | null }>(
      `select s.lang, t.topic, s.confirmed_at from subscriptions s
       left join subscription_topics t on t.subscription_id = s.id where s.email = ?`,
      address,
    );
    assert.equal(stored?.lang, 'zh_CN');
    assert.equal(stored.confirmed_at, null, 'nothing is confirmed before the link is followed');
    await context.close();
  });

  test('a list reached without a reload has its form working at once', async () => {
    const { context, page } = await openPage(site, '/company-news', { viewport: DESKTOP, locale: 'en-US' });
    // The news list's form waits for the visitor; the investor page is reached by the browser.
    await page.locator('footer a[href="/investor"]').click();
    await page.waitForURL((url) => url.pathname === '/investor');
    await hydratedElement(page, FORM);
    const form = page.locator(FORM);
    assert.equal(await form.locator('input[name="topics"]').inputValue(), 'investor');
    await form.getByRole('button', { name: en['subscribe.submit'] }).click();
    assert.equal(
      await form.getByLabel(en['subscribe.email']).getAttribute('aria-invalid'),
      'true',
      'the browser checks the field: the form runs its script',
    );
    await context.close();
  });

  for (const { lang, locale } of [
    { lang: 'zh_CN', locale: 'zh-CN' },
    { lang: 'en_US', locale: 'en-US' },
  ] as const) {
    test(`the product page with its form and the privacy page are axe clean (${locale})`, async () => {
      const t = SITE_MESSAGES[lang];
      const { context, page } = await openPage(site, `/product/detail?id=${product.id}`, {
        viewport: DESKTOP,
        locale,
      });
      await page.locator(`${FORM} input[name="email"]`).focus();
      await hydratedElement(page, FORM);
      // With a field error showing, the state axe would not see on a fresh page.
      await page.locator(FORM).getByRole('button', { name: t['subscribe.submit'] }).click();
      await page.locator(`${FORM} .field-error`).waitFor();
      for (const viewport of [DESKTOP, TABLET, MOBILE]) {
        await resize(page, viewport);
        assert.deepEqual(await axeViolations(page), [], `product page at ${viewport.width}px`);
        assert.equal(await horizontalOverflow(page), 0, `no sideways scroll at ${viewport.width}px`);
      }
      const consent = page.locator(`${FORM} .form-consent a`);
      assert.equal(await consent.getAttribute('href'), '/privacy#email-alerts');
      await consent.click();
      const section = page.locator('#email-alerts');
      await section.getByRole('heading', { level: 2, name: t['privacy.alertsTitle'] }).waitFor();
      const retention = t['privacy.alertsRetention'].replace('{days}', String(UNCONFIRMED_SUBSCRIPTION_DAYS));
      assert.ok((await section.textContent())?.includes(retention), 'the page states the purge period');
      for (const viewport of [MOBILE, DESKTOP]) {
        await resize(page, viewport);
        assert.deepEqual(await axeViolations(page), [], `privacy page at ${viewport.width}px`);
      }
      await context.close();
    });
  }
});
