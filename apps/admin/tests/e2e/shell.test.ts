import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultLayoutSettings } from '@coresense/shared/layout-settings';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Locator, Page } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  button,
  drawerOf,
  drawerSettled,
  NEW,
  navigateInApp,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';
import { gzipBytes, newSession, recordScripts, submitLogin } from './support/fixtures.ts';

/*
 * The shell at a desktop width (issue 11): the bell's entries, tables whose actions stay on
 * screen at 1440 px, and how much JavaScript the sign-in page costs; lists that fit a 1280 px
 * window and a phone, and the side menu's foot (issue 23, M2, 13 and 14).
 */

/**
 * The budget of the sign-in page: gzip JavaScript, all chunks it loads. The Chinese dictionary
 * is in the first chunk, so every new area's texts count here: 150 KiB (issue 22) once React,
 * react-router and TanStack Query each came in one chunk, 155 KiB since issue 23's field labels,
 * trash, contract and password-reset texts took it to 151.3; 157 KiB since issue 25's documents
 * texts (a content feature's texts come in all four languages) took it from 154.6 to 156.3;
 * 157.5 KiB since issue 27's distributors and lifecycle dates took it to 160,807 B (+0.5 KiB: the
 * menu entry, authority, titles and history labels in the Chinese dictionary alone, their page
 * texts in their own chunks, and the dates' checks in the shared schemas). The lever left is a
 * dictionary split by area, the sign-in page loading only its own part.
 */
const LOGIN_JS_BUDGET = 157.5 * 1024;
const VIEWPORT = { width: 1440, height: 900 };
const PRODUCT_NAME = '三轴超低功耗数字加速度计';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The element lies fully inside the window (not cut off to the right or below). */
async function assertOnScreen(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is rendered`);
  assert.ok(box.x >= 0 && box.x + box.width <= VIEWPORT.width, `${what} lies within the 1440 px window`);
}

describe('the back-office shell at 1440 px', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  async function askAboutProduct(visitor: string) {
    const sent = await fetch(`${office.server.baseUrl}/api/v1/product/ask?lang=en_US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: office.server.baseUrl },
      body: JSON.stringify({
        name: visitor,
        email: 'buyer@example.com',
        phone: '+86 510 8765 4321',
        company: 'Acme Sensors',
        product: 'your accelerometer',
        productId: 1,
        mind: 'Price for 10k units?',
      }),
    });
    assert.equal(sent.status, 200, await sent.text());
  }

  test('the bell lists new enquiries at a readable width, a product enquiry by its product’s name', async () => {
    const visitor = `Buyer ${Date.now().toString(36)}`;
    await askAboutProduct(visitor);
    const page = await office.adminPage();
    await page.getByTestId('notice-bell').click();
    const entry = page.locator('.notice-entry').filter({ hasText: visitor });
    await entry.waitFor();
    await page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="zoom-big"])').waitFor();

    const open = entry.getByRole('button');
    const box = await open.boundingBox();
    assert.ok(box && box.width >= 200, `the entry is ${box?.width ?? 0} px wide`);
    const description = entry.locator('.notice-entry-description');
    assert.equal(await description.textContent(), PRODUCT_NAME, 'the product enquiry names its product');
    const descriptionWidth = (await description.boundingBox())?.width ?? 0;
    assert.ok(descriptionWidth >= 100, `the product name has ${descriptionWidth} px to be read in`);

    await open.click();
    await page.waitForURL(/\/admin\/enquiries\?open=\d+/);
    await page.locator('.ant-drawer').getByText('Price for 10k units?').waitFor();
    await page.context().close();
  });

  test('drawers slide in, and appear at once for a system that asks for reduced motion', async () => {
    const page = await office.adminPage('/admin/news');
    /** The motion classes Ant Design gives the drawer while it opens, as each change happens. */
    async function motionWhileOpening(): Promise<string[]> {
      await page.evaluate(() => {
        const seen = new Set<string>();
        const note = (element: Element) => {
          for (const name of element.classList) if (name.includes('motion')) seen.add(name);
        };
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.target instanceof Element) note(record.target);
            for (const added of record.addedNodes)
              if (added instanceof Element) [added, ...added.querySelectorAll('*')].forEach(note);
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class'],
        });
        Object.assign(window, { motionSeen: seen });
      });
      await button(page, NEW).click();
      await drawerSettled(page);
      const seen = await page.evaluate(() => [
        ...(window as unknown as { motionSeen: Set<string> }).motionSeen,
      ]);
      await drawerOf(page).locator('.ant-drawer-close').click();
      await drawerOf(page).waitFor({ state: 'detached' });
      return seen;
    }
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    assert.ok(
      (await motionWhileOpening()).some((name) => name.startsWith('ant-drawer-panel-motion')),
      'the drawer slides in',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.deepEqual(await motionWhileOpening(), [], 'the drawer appears without moving');
    await page.context().close();
  });

  test("the products list's actions stay on screen and work", async () => {
    const page = await office.adminPage('/admin/products');
    const row = page.locator('.ant-table-row').filter({ hasText: PRODUCT_NAME }).first();
    await row.waitFor();
    await assertOnScreen(page.getByRole('columnheader', { name: '操作' }), 'the Actions header');
    const edit = row.getByText('编辑', { exact: true });
    await assertOnScreen(edit, 'the Edit button');
    await edit.click();
    await page.waitForURL(/\/admin\/products\/\d+$/);
    await page.context().close();
  });

  test("the inbox's actions stay on screen and work", async () => {
    const visitor = `Inbox ${Date.now().toString(36)}`;
    await askAboutProduct(visitor);
    const page = await office.adminPage('/admin/enquiries');
    const row = page.locator('.ant-table-row').filter({ hasText: visitor });
    await row.waitFor();
    await assertOnScreen(page.getByRole('columnheader', { name: '操作' }), 'the Actions header');
    const detail = row.getByText('详情', { exact: true });
    await assertOnScreen(detail, 'the Detail button');
    await detail.click();
    await page.locator('.ant-drawer').getByText('Price for 10k units?').waitFor();
    await page.context().close();
  });

  test("the contract drawer's goods table shows every column", async () => {
    const page = await office.adminPage('/admin/contracts');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.waitFor();
    await drawer.getByText('添加一行').click();
    await drawer.locator('.ant-table-row').first().waitFor();
    // The drawer slides in from the right: measure once it has come to rest at the window's edge.
    await page.waitForFunction(() => {
      const box = document.querySelector('.ant-drawer-content')?.getBoundingClientRect();
      return box !== undefined && Math.abs(box.right - window.innerWidth) < 1;
    });
    const drawerBox = await drawer.boundingBox();
    assert.ok(drawerBox);
    for (const title of ['产品', '型号', '数量', '单价（元）', '金额（元）', '操作']) {
      const header = drawer.locator('.ant-table-thead th').filter({ hasText: title }).first();
      const box = await header.boundingBox();
      assert.ok(box, `the ${title} header is rendered`);
      assert.ok(box.width >= 40, `the ${title} header is ${box.width} px wide`);
      assert.ok(
        box.x >= drawerBox.x && box.x + box.width <= drawerBox.x + drawerBox.width + 1,
        `the ${title} header lies within the drawer`,
      );
      assert.ok(box.x + box.width <= VIEWPORT.width, `the ${title} header lies within the window`);
    }
    await page.context().close();
  });

  test(`the sign-in page loads at most ${kib(LOGIN_JS_BUDGET)} of gzip JavaScript and still signs in`, async (t) => {
    const context = await newSession(office.browser);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${office.server.baseUrl}/user/login`);
    await page.locator('#password').waitFor();
    await page.waitForLoadState('networkidle');
    const login = await gzipBytes(scripts);
    t.diagnostic(`sign-in page: ${scripts.size} scripts, ${kib(login)} gzip`);
    assert.ok(login <= LOGIN_JS_BUDGET, `the sign-in page loads ${kib(login)} of gzip JavaScript`);

    await submitLogin(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.getByRole('menuitem').first().waitFor();

    // What a signed-in user's first page costs, loaded afresh.
    const fresh = await context.newPage();
    const dashboardScripts = recordScripts(fresh);
    await fresh.goto(`${office.server.baseUrl}/admin/dashboard`);
    await fresh.getByRole('menuitem').first().waitFor();
    await fresh.waitForLoadState('networkidle');
    t.diagnostic(
      `dashboard after sign-in: ${dashboardScripts.size} scripts, ${kib(await gzipBytes(dashboardScripts))} gzip`,
    );
    await context.close();
  });

  test('every list fits 1280 px with its key columns in sight; on a phone a product shows its name and its editor its save button', async () => {
    await askAboutProduct(`Fit ${Date.now().toString(36)}`);
    const page = await office.adminPage(LISTS[0]);
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of LISTS) {
      if (new URL(page.url()).pathname !== path) await navigateInApp(page, path);
      const table = await listTable(page);
      assert.ok(
        table.width <= table.viewport.right - table.viewport.left + 1,
        `${path}: the table is ${table.width} px wide in a ${table.viewport.right - table.viewport.left} px card`,
      );
      for (const title of KEY_COLUMNS[path] ?? []) {
        const header = table.headers.find((candidate) => candidate.title === title);
        assert.ok(header, `${path}: the ${title} column is shown`);
        assert.ok(
          header.left >= table.viewport.left && header.right <= table.viewport.right + 1,
          `${path}: the ${title} column lies within the table's card`,
        );
        assert.ok(
          table.pinnedLeft === undefined || header.right <= table.pinnedLeft + 1,
          `${path}: the ${title} column is not under the pinned actions`,
        );
      }
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await navigateInApp(page, '/admin/products');
    await assertWithin(page.getByRole('link', { name: PRODUCT_NAME }), 375, 'the product name');
    await page.getByRole('link', { name: PRODUCT_NAME }).click();
    await assertWithin(page.getByRole('button', { name: SAVE_AND_PUBLISH }), 375, 'the editor’s save button');
    await page.context().close();
  });

  test('the side menu keeps the header’s tools within it', async () => {
    const callApi = useAdminApi(office);
    const side = await callApi('PUT', SETTINGS, { ...defaultLayoutSettings('zh-CN'), layout: 'side' });
    assert.equal(side.status, 200);
    try {
      const page = await office.adminPage('/admin/news');
      await page.setViewportSize({ width: 1280, height: 800 });
      const tools = page.locator('.ant-pro-sider-actions');
      await tools.getByTestId('language-switch').waitFor();
      const spill = await tools.evaluate((foot) => {
        const sider = foot.closest('.ant-layout-sider')?.getBoundingClientRect();
        const rights = [...foot.querySelectorAll('*')]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => box.right);
        return { sider: sider?.right ?? 0, furthest: Math.max(...rights) };
      });
      assert.ok(
        spill.furthest <= spill.sider,
        `the menu's foot reaches x = ${spill.furthest}, its menu ends at ${spill.sider}`,
      );
      await page.context().close();
    } finally {
      await callApi('PUT', SETTINGS, defaultLayoutSettings('zh-CN'));
    }
  });
});

const SETTINGS = '/api/v1/account/settings';
const SAVE_AND_PUBLISH = /保存并发布/;

/** Every list of the back-office. */
const LISTS = [
  '/admin/enquiries',
  '/admin/products',
  '/admin/news',
  '/admin/audit-log',
  '/admin/product-categories',
  '/admin/product-parameters',
  '/admin/applications',
  '/admin/activities',
  '/admin/investor',
  '/admin/recruit',
  '/admin/comments',
  '/admin/schedule',
  '/admin/members',
  '/admin/contracts',
  '/admin/subscriptions',
  '/admin/staff',
  '/admin/roles',
];

/** The columns a list is read by, which its defaults must show (the inbox is triaged by status). */
const KEY_COLUMNS: Record<string, string[]> = {
  '/admin/enquiries': ['状态', '处理备注'],
  '/admin/products': ['产品名称', '生命周期', '网站显示', '语言', '更新时间'],
  '/admin/news': ['语言'],
  '/admin/subscriptions': ['邮箱地址', '状态', '申请时间', '确认时间'],
};

/** The list's table once its rows have come: how wide it is, its card and its column headers. */
async function listTable(page: Page) {
  await page.locator('.list-table .ant-table-thead').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  return page.locator('.list-table .ant-table-content').evaluate((content) => {
    const box = content.getBoundingClientRect();
    const headers = [...content.querySelectorAll('thead th')].map((header) => {
      const { left, right } = header.getBoundingClientRect();
      return {
        title: header.textContent?.trim() ?? '',
        left,
        right,
        pinned: header.matches('.ant-table-cell-fix-right'),
      };
    });
    return {
      width: content.scrollWidth,
      viewport: { left: box.left, right: box.right },
      headers,
      pinnedLeft: headers.find((header) => header.pinned)?.left,
    };
  });
}

/** The element lies wholly inside a window `width` px wide. */
async function assertWithin(locator: Locator, width: number, what: string) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is rendered`);
  assert.ok(
    box.x >= 0 && box.x + box.width <= width,
    `${what} lies within the ${width} px window (x ${box.x}–${box.x + box.width})`,
  );
}
