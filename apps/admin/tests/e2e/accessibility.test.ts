import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from '@coresense/test-support/axe';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  button,
  drawerOf,
  drawerSettled,
  NEW,
  navigateInApp,
  useBackOffice,
} from './support/back-office.ts';
import { newSession } from './support/fixtures.ts';

/*
 * axe-core (WCAG 2.2 A and AA and best practices, as on the site) on the sign-in page and on a
 * dashboard, a list, the product editor and a drawer editor of the back-office, in the light and
 * the dark theme: text contrast of Ant Design's palette, labels, landmarks (issue 23, D4, D5 and D7). The sign-in page
 * has one theme: the user's comes with their settings, after the sign-in. One page goes through
 * every screen, moving inside the back-office as its links do.
 */

/** Nothing of the page is still loading: no spinner, no skeleton. */
async function loaded(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
}

/** The back-office screens checked, each with what shows that its content has arrived. */
const SCREENS = [
  {
    path: '/admin/dashboard/analysis',
    ready: (page: Page) => page.locator('[role="img"] canvas').first().waitFor(),
  },
  {
    path: '/admin/products',
    ready: (page: Page) => page.getByRole('link', { name: '三轴超低功耗数字加速度计' }).waitFor(),
  },
  {
    // The editor with everything it shows: parts, rich text, tooltips and the save bar.
    path: '/admin/products/1',
    ready: (page: Page) => page.getByRole('button', { name: /保存并发布/ }).waitFor(),
  },
  {
    // The outbox with its banner: the test server has no SMTP_URL.
    path: '/admin/outbox',
    ready: (page: Page) => page.getByText('服务器未设置 SMTP_URL：邮件不会发出，只会留在发件箱中').waitFor(),
  },
  {
    path: '/admin/enquiry-robots',
    ready: (page: Page) => page.getByRole('form', { name: '职位申请' }).waitFor(),
  },
  {
    // The cross-references with the match tags and the toolbar's template and import.
    path: '/admin/cross-references',
    ready: (page: Page) => page.getByRole('cell', { name: 'ADXL345', exact: true }).waitFor(),
  },
  {
    path: '/admin/product-categories',
    ready: async (page: Page) => {
      await button(page, NEW).click();
      await drawerSettled(page);
    },
  },
];

describe('accessibility of the back-office', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  test('axe finds no violations on the sign-in page (its fields named by labels), and on a dashboard, a list and an editor in the light and the dark theme', async () => {
    const found: string[] = [];
    const check = async (screen: string) => {
      await loaded(page);
      for (const violation of await axeViolations(page)) found.push(`${screen}: ${violation}`);
    };
    const context = await newSession(office.browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${office.server.baseUrl}/user/login`);
    await page.locator('#username').waitFor();
    await check('/user/login');

    // Named by labels, which stay when the placeholders go as the user types (the toggle that
    // shows the password is named 密码 too: only the input is meant).
    await page.getByLabel('用户名', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    // The back-office's home sends a user on to their first page.
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    // The sign-in's success message floats outside the landmarks while it shows: it goes first.
    await page.locator('.ant-message-notice').waitFor({ state: 'detached' });
    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') {
        // The editor's drawer, left open by the light round, covers the settings drawer's handle.
        await page.keyboard.press('Escape');
        await drawerOf(page).waitFor({ state: 'hidden' });
        await page.getByTestId('settings-drawer-handle').click();
        await drawerSettled(page);
        await page.getByTestId('setting-navTheme-realDark').click();
        // Escape, not the close button: the pointer left above the header would open its menus.
        await page.keyboard.press('Escape');
        await page.locator('.settings-drawer .ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
        await page.waitForFunction(() =>
          getComputedStyle(document.querySelector('.ant-pro-layout') as Element).color.startsWith(
            'rgba(255, 255, 255',
          ),
        );
      }
      for (const { path, ready } of SCREENS) {
        if (new URL(page.url()).pathname !== path) await navigateInApp(page, path);
        await ready(page);
        await check(`${path} (${theme})`);
      }
    }
    await context.close();
    assert.deepEqual(found, []);
  });
});
