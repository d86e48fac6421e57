import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { SAVE, sendContactForm, staffWith, useAdminApi, useBackOffice } from './support/back-office.ts';

/*
 * Opening an enquiry in the drawer (issue 11): the server's GET changes nothing; the drawer
 * marks a new enquiry read with an explicit write when the user may handle enquiries, and
 * leaves it new for a user who may only read them.
 */

describe('opening an enquiry in the back-office', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const callApi = useAdminApi(office);
  const screenshots = process.env.SCREENSHOT_DIR;

  /** A new enquiry from the public contact form; answers its id. */
  const enquiryFrom = (name: string) =>
    sendContactForm(
      office,
      { name, email: 'visitor@example.com', phone: '+86 510 1234 5678', mind: `From ${name}` },
      'en_US',
    );

  const statusOf = async (id: number) =>
    (await callApi('GET', `/api/v1/admin/enquiries/${id}`)).body.data.status;

  /** Opens the enquiry from the inbox the page shows. */
  async function openInDrawer(page: Page, name: string) {
    await page.getByRole('cell', { name, exact: true }).getByText(name).click();
    await page.locator('.ant-drawer').getByText(`From ${name}`).waitFor();
  }

  const selectedStatus = (page: Page) => page.locator('.ant-drawer .ant-segmented-item-selected');
  const unreadBadge = async (page: Page) => {
    const badge = page.getByTestId('notice-bell').locator('.ant-badge-count');
    return (await badge.count()) > 0 ? Number(await badge.getAttribute('title')) : 0;
  };

  test('someone who may handle enquiries sees a new one move to read when they open it', async () => {
    const name = `Handler visit ${Date.now().toString(36)}`;
    const id = await enquiryFrom(name);
    const page = await office.adminPage('/admin/enquiries');
    const context = page.context();
    await page.getByTestId('notice-bell').locator('.ant-badge-count').waitFor();
    const before = await unreadBadge(page);

    const marked = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/admin/enquiries/${id}/read`) &&
        response.request().method() === 'POST',
    );
    await openInDrawer(page, name);
    assert.equal((await marked).status(), 200);
    await selectedStatus(page).getByText('已读').waitFor();
    assert.equal(await statusOf(id), 'read');
    await page.waitForFunction(
      (expected) =>
        Number(
          document.querySelector('[data-testid="notice-bell"] .ant-badge-count')?.getAttribute('title') ?? 0,
        ) === expected,
      before - 1,
    );
    if (screenshots) await page.screenshot({ path: `${screenshots}/enquiry-opened-by-handler.png` });
    await context.close();
  });

  test('a status picked while the drawer marks the enquiry read is the one saved', async () => {
    const name = `Quick handler ${Date.now().toString(36)}`;
    const id = await enquiryFrom(name);
    const page = await office.adminPage('/admin/enquiries');
    const context = page.context();
    // The mark-read answer arrives late, after the user has already picked "handled".
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/v1/admin/enquiries/${id}/read*`, async (route) => {
      await held;
      await route.continue();
    });
    await openInDrawer(page, name);
    await page.locator('.ant-drawer .ant-segmented').getByText('已处理').click();
    const marked = page.waitForResponse((response) => response.url().includes(`/enquiries/${id}/read`));
    release();
    await marked;
    await selectedStatus(page).getByText('已处理').waitFor();
    await page.getByRole('button', { name: SAVE }).click();
    await page.getByText('已保存').first().waitFor();
    assert.equal(await statusOf(id), 'handled');
    await context.close();
  });

  test('someone who may only read enquiries leaves a new one new', async () => {
    const { username, password } = await staffWith(callApi, ['enquiries:read'], 'Rita Reader');

    const name = `Reader visit ${Date.now().toString(36)}`;
    const id = await enquiryFrom(name);
    const writes: string[] = [];
    const page = await office.pageAs({ username, password }, '/admin/enquiries', async (opened) => {
      opened.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/v1/admin/enquiries'))
          writes.push(request.url());
      });
    });
    const context = page.context();
    await openInDrawer(page, name);
    await selectedStatus(page).getByText('新咨询').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(writes, [], 'the drawer sends no write');
    assert.equal(await statusOf(id), 'new');
    if (screenshots) await page.screenshot({ path: `${screenshots}/enquiry-opened-by-reader.png` });
    await context.close();
  });
});
