import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  navigateInApp,
  sendContactForm,
  untilStored,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';

/*
 * The header's bell (issue 13): new notices appear without a reload, opening one lowers the
 * count, "clear" reads a whole tab; and the notification switches of account settings.
 */

/** The bell polls every 30 s; a new notice must show within one poll (plus a slow machine's delay). */
const POLL_WAIT_MS = 45_000;

describe('the notice bell', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const callApi = useAdminApi(office);
  const screenshots = process.env.SCREENSHOT_DIR;
  const DESKTOP = { width: 1280, height: 800 };

  const enquiryFrom = (name: string) =>
    sendContactForm(
      office,
      {
        name,
        email: 'visitor@example.com',
        phone: '+86 510 1234 5678',
        company: 'Wuxi Instruments',
        mind: `Samples of the pressure sensor, please (${name})`,
      },
      'en_US',
    );

  const badgeCount = async (page: Page) => {
    const badge = page.getByTestId('notice-bell').locator('.ant-badge-count');
    return (await badge.count()) > 0 ? Number(await badge.getAttribute('title')) : 0;
  };
  const waitForBadge = (page: Page, expected: number, timeout = 15_000) =>
    page.waitForFunction(
      (count) =>
        Number(
          document.querySelector('[data-testid="notice-bell"] .ant-badge-count')?.getAttribute('title') ?? 0,
        ) === count,
      expected,
      { timeout },
    );
  /**
   * The popover once it has zoomed in: a click while it still moves may be lost, and so may one
   * while the page that just loaded is still fetching (the header renders again when its data lands).
   */
  const openBell = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await page.getByTestId('notice-bell').click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await popover.waitFor();
    await page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="zoom-big"])').waitFor();
    return popover;
  };

  test('a new enquiry raises the count without a reload, and opening its notice lowers it', async () => {
    const page = await office.adminPage('/admin/news', (opened) => opened.setViewportSize(DESKTOP));
    await page.getByTestId('notice-bell').waitFor();
    await page.waitForLoadState('networkidle');
    const before = await badgeCount(page);

    const name = `Bell visitor ${Date.now().toString(36)}`;
    const id = await enquiryFrom(name);
    await waitForBadge(page, before + 1, POLL_WAIT_MS);

    const popover = await openBell(page);
    const entry = popover.locator('.notice-entry').filter({ hasText: name });
    await entry.waitFor();
    assert.equal(await entry.locator('.notice-entry-text').textContent(), `新的留言：${name}`);
    if (screenshots) await page.screenshot({ path: `${screenshots}/bell-popover-1280.png` });

    const read = page.waitForResponse(
      (response) => response.url().includes('/api/v1/notices/') && response.request().method() === 'POST',
    );
    await entry.locator('button').click();
    assert.equal((await read).status(), 200);
    await page.waitForURL(new RegExp(`/admin/enquiries\\?open=${id}$`));
    await waitForBadge(page, before);
    const notices = (await callApi('GET', '/api/v1/notices')).body.data;
    const info = (await callApi('GET', '/api/v1/sys/user/info')).body.data;
    assert.equal(info.notifyCount, notices.length);
    assert.equal(info.unreadCount, notices.filter((notice: { read: boolean }) => !notice.read).length);
    assert.equal(await badgeCount(page), info.unreadCount, 'the bell shows the server’s unread count');
    await page.context().close();
  });

  test('clearing the notification tab reads every notification, and only those', async () => {
    const member = await callApi('POST', '/api/v1/admin/members', { name: 'Bell Test Instruments' });
    assert.equal(member.status, 200);
    const contract = {
      memberId: member.body.data.id,
      number: `HT-BELL-${Date.now().toString(36)}`,
      signingDate: '2026-11-20',
      status: 'draft',
      note: '',
      goods: [{ productId: null, model: 'CSP-2000', quantity: 10, unitPrice: 12.5 }],
    };
    const created = await callApi('POST', '/api/v1/admin/contracts', contract);
    assert.equal(created.status, 200);
    await callApi('PUT', `/api/v1/admin/contracts/${created.body.data.id}`, {
      ...contract,
      status: 'signed',
    });
    await enquiryFrom(`Clear one ${Date.now().toString(36)}`);
    await enquiryFrom(`Clear two ${Date.now().toString(36)}`);

    const page = await office.adminPage('/admin/news', (opened) => opened.setViewportSize(DESKTOP));
    const popover = await openBell(page);
    await popover.locator('.notice-entry').first().waitFor();
    const messagesUnread = (await callApi('GET', '/api/v1/notices')).body.data.filter(
      (notice: { type: string; read: boolean }) => notice.type !== 'notification' && !notice.read,
    ).length;
    assert.ok(messagesUnread >= 1, 'the contract’s message is unread');

    await popover.getByRole('button', { name: /清空通知/ }).click();
    await waitForBadge(page, messagesUnread);
    const left = (await callApi('GET', '/api/v1/notices')).body.data;
    assert.ok(
      left.every((notice: { type: string; read: boolean }) => notice.type !== 'notification' || notice.read),
    );

    await popover.getByRole('tab', { name: /消息/ }).click();
    await popover.locator('[data-testid="notice-tab-message"] .notice-entry').first().waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/bell-messages-1280.png` });
    await page.context().close();
  });

  test('the bell and the notification switches at 375 px', async () => {
    await enquiryFrom(`Phone visitor ${Date.now().toString(36)}`);
    const page = await office.adminPage(undefined, (opened) =>
      opened.setViewportSize({ width: 375, height: 740 }),
    );
    const context = page.context();
    const popover = await openBell(page);
    await popover.locator('.notice-entry').first().waitFor();
    const box = await popover.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= 375,
      `the popover fits the screen (${JSON.stringify(box)})`,
    );
    if (screenshots) await page.screenshot({ path: `${screenshots}/bell-popover-375.png` });
    await page.keyboard.press('Escape');

    await navigateInApp(page, '/admin/account/settings/notification');
    const todo = page.locator('#notification-todo');
    await todo.waitFor();
    assert.equal(await todo.getAttribute('aria-checked'), 'true');
    if (screenshots) await page.screenshot({ path: `${screenshots}/notification-switches-375.png` });
    await context.close();
  });

  test('a to-do switch turned off on the settings tab stops the notices of new enquiries', async () => {
    const page = await office.adminPage('/admin/account/settings/notification', (opened) =>
      opened.setViewportSize(DESKTOP),
    );
    const todo = page.locator('#notification-todo');
    await todo.waitFor();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/account/notifications') && response.request().method() === 'PUT',
    );
    await todo.click();
    assert.equal((await saved).status(), 200);
    assert.equal(await todo.getAttribute('aria-checked'), 'false');
    if (screenshots) await page.screenshot({ path: `${screenshots}/notification-switches-1280.png` });

    const before = (await callApi('GET', '/api/v1/notices')).body.data.length;
    await enquiryFrom(`Unheard ${Date.now().toString(36)}`);
    assert.equal((await callApi('GET', '/api/v1/notices')).body.data.length, before, 'no notice while off');

    await page.reload();
    await todo.waitFor();
    assert.equal(await todo.getAttribute('aria-checked'), 'false', 'kept');
    await todo.click();
    await page.waitForFunction(
      () => document.querySelector('#notification-todo')?.getAttribute('aria-checked') === 'true',
    );
    await page.context().close();
  });
  test('switches flipped before the page has redrawn are all saved', async () => {
    const page = await office.adminPage('/admin/account/settings/notification');
    await page.locator('#notification-systemMessages').waitFor();
    const stored = async () => (await callApi('GET', '/api/v1/account/notifications')).body.data;
    const flip = (ids: string[]) =>
      page.evaluate((switches) => {
        for (const id of switches) document.querySelector<HTMLElement>(`#notification-${id}`)?.click();
      }, ids);

    // Two clicks in one task: no render comes between them, as on a busy machine.
    await flip(['accountPassword', 'systemMessages']);
    await untilStored(stored, { accountPassword: false, systemMessages: false });
    await page.reload();
    await page.locator('#notification-accountPassword').waitFor();
    assert.equal(await page.locator('#notification-accountPassword').getAttribute('aria-checked'), 'false');
    assert.equal(await page.locator('#notification-systemMessages').getAttribute('aria-checked'), 'false');
    await flip(['systemMessages', 'accountPassword']);
    await untilStored(stored, { accountPassword: true, systemMessages: true });
    await page.context().close();
  });
});
