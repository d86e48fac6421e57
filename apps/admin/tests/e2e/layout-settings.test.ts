import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultLayoutSettings } from '@coresense/shared/layout-settings';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, drawerSettled, navigateInApp, untilStored, useBackOffice } from './support/back-office.ts';
import { cookieHeader } from './support/fixtures.ts';

/*
 * The settings drawer and the four back-office languages (issue 13): a choice applies at once,
 * is stored for the user on the server and so follows them into another browser.
 */

/** Hues of the theme colours: the dark algorithm darkens a colour but keeps its hue. */
const POLAR_GREEN = 100;
const DAYBREAK_BLUE = 215;
const SETTINGS = '/api/v1/account/settings';

describe('the settings drawer and the back-office languages', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  async function storedSettings(page: Page) {
    const response = await fetch(`${office.server.baseUrl}${SETTINGS}`, {
      headers: { cookie: await cookieHeader(page.context()) },
    });
    return (await response.json()).data;
  }

  /** The defaults (side menu, light, Chinese), whatever the test before left. */
  async function resetSettings() {
    const response = await fetch(`${office.server.baseUrl}${SETTINGS}`, {
      method: 'PUT',
      headers: {
        cookie: await office.adminCookie(),
        'content-type': 'application/json',
        origin: office.server.baseUrl,
      },
      body: JSON.stringify(defaultLayoutSettings('zh-CN')),
    });
    assert.equal(response.status, 200);
  }

  async function openDrawer(page: Page) {
    await page.getByTestId('settings-drawer-handle').click();
    await drawerSettled(page);
  }

  /** What a user sees of the layout: dark or light text, menu on top or at the side, the primary colour. */
  async function looks(page: Page) {
    const newButton = page.locator('.ant-pro-table-list-toolbar .ant-btn-primary').first();
    await newButton.waitFor();
    const header = page.locator('.ant-table-thead th').nth(2);
    const [red = 0, green = 0, blue = 0] =
      (await settledColour(header, 'color')).match(/\d+/g)?.map(Number) ?? [];
    return {
      dark: red + green + blue > 3 * 128,
      topMenu:
        (await page.locator('.ant-layout-header .ant-menu-horizontal').count()) > 0 &&
        (await page.locator('.ant-layout-sider').count()) === 0,
      primaryHue: hueOf(await settledColour(newButton, 'background-color')),
    };
  }

  /** A colour once the transitions running on the element have ended (antd fades colours in). */
  function settledColour(element: Locator, property: 'color' | 'background-color') {
    return element.evaluate(async (node, name) => {
      await Promise.allSettled(node.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(node).getPropertyValue(name);
    }, property);
  }

  /** The hue of `rgb(r, g, b)` to the nearest 5 degrees. */
  function hueOf(colour: string): number {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map((part) => Number(part) / 255);
    const max = Math.max(r, g, b);
    const delta = max - Math.min(r, g, b);
    if (delta === 0) return 0;
    const sector =
      max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
    return Math.round((sector * 60) / 5) * 5;
  }

  test('dark, top menu and Polar Green apply at once, stay after a reload and follow the user to a new browser', async () => {
    const page = await office.adminPage('/admin/products');
    assert.deepEqual(await looks(page), { dark: false, topMenu: false, primaryHue: DAYBREAK_BLUE });

    await openDrawer(page);
    await page.getByTestId('setting-navTheme-realDark').click();
    await page.getByTestId('setting-layout-top').click();
    await page.getByTestId('theme-color-green').click();
    assert.equal(await page.getByTestId('theme-color-green').getAttribute('aria-pressed'), 'true');
    await page.locator('.settings-drawer .ant-drawer-close').click();
    assert.deepEqual(await looks(page), { dark: true, topMenu: true, primaryHue: POLAR_GREEN }, 'at once');
    await untilStored(() => storedSettings(page), {
      navTheme: 'realDark',
      layout: 'top',
      colorPrimary: '#52c41a',
    });

    await page.reload();
    assert.deepEqual(
      await looks(page),
      { dark: true, topMenu: true, primaryHue: POLAR_GREEN },
      'after a reload',
    );
    await page.context().close();

    const elsewhere = await office.pageAs(ADMIN, '/admin/products');
    assert.deepEqual(
      await looks(elsewhere),
      { dark: true, topMenu: true, primaryHue: POLAR_GREEN },
      'elsewhere',
    );
    await elsewhere.context().close();
  });

  test('choices clicked before the page has redrawn are all kept, a language change too', async () => {
    await resetSettings();
    const page = await office.adminPage('/admin/products');
    await openDrawer(page);
    // Three clicks in one task: no render comes between them, as on a busy machine.
    await page.evaluate(() => {
      for (const id of ['setting-navTheme-realDark', 'setting-layout-top', 'theme-color-green']) {
        document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.click();
      }
    });
    await untilStored(() => storedSettings(page), {
      navTheme: 'realDark',
      layout: 'top',
      colorPrimary: '#52c41a',
    });
    await page.locator('.settings-drawer .ant-drawer-close').click();
    assert.deepEqual(await looks(page), { dark: true, topMenu: true, primaryHue: POLAR_GREEN });

    await openDrawer(page);
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-testid="setting-layout-side"]')?.click(),
    );
    await page.getByTestId('setting-locale').click();
    await page.locator('.ant-select-item-option[title="English"]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US', undefined, {
      timeout: 20_000,
    });
    await untilStored(() => storedSettings(page), { layout: 'side', locale: 'en-US', navTheme: 'realDark' });
    await page.context().close();
  });

  test('Portuguese from the drawer and Traditional Chinese from the header translate the menu, forms and dates', async () => {
    await resetSettings();
    const page = await office.adminPage('/admin/staff');
    await openDrawer(page);
    await page.getByTestId('setting-locale').click();
    await page.locator('.ant-select-item-option[title="Português (Brasil)"]').click();
    await page.waitForFunction(() => document.documentElement.lang === 'pt-BR', undefined, {
      timeout: 20_000,
    });
    assert.equal(await page.evaluate(() => localStorage.getItem('umi_locale')), 'pt-BR');
    assert.equal((await storedSettings(page)).locale, 'pt-BR');
    const portuguese = await menuLabels(page);
    for (const label of [
      'Conteúdo',
      'Sistema',
      'Caixa de consultas',
      'Funcionários',
      'Registro de auditoria',
    ]) {
      assert.ok(portuguese.includes(label), `${label} in ${portuguese.join(', ')}`);
    }
    await requiredMessage(page, /Novo$/, /^Salvar$/, 'Este campo é obrigatório.');
    await navigateInApp(page, '/admin/audit-log');
    assert.match(await firstAuditTime(page), /^\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}$/, 'D/M/YYYY');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-TW', undefined, {
      timeout: 20_000,
    });
    assert.equal((await storedSettings(page)).locale, 'zh-TW');
    assert.match(await firstAuditTime(page), /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/, 'YYYY年M月D日');
    const traditional = await menuLabels(page);
    for (const label of ['工作台', '內容管理', '諮詢收件箱', '系統管理', '員工管理', '操作紀錄']) {
      assert.ok(traditional.includes(label), `${label} in ${traditional.join(', ')}`);
    }
    await navigateInApp(page, '/admin/staff');
    await requiredMessage(page, /新\s*增$/, /^儲\s*存$/, '請填寫此欄位');
    await page.context().close();
  });

  /** Opens the "new" form of the list, sends it empty and waits for the required-field message. */
  async function requiredMessage(page: Page, newLabel: RegExp, saveLabel: RegExp, message: string) {
    await page.getByRole('button', { name: newLabel }).first().click();
    await drawerSettled(page);
    await page.locator('.ant-drawer').getByRole('button', { name: saveLabel }).click();
    await page.locator('.ant-form-item-explain-error', { hasText: message }).first().waitFor();
    await page.locator('.ant-drawer').getByRole('button', { name: saveLabel }).waitFor();
  }

  /** The side menu's labels: its groups, and the items of the open one (this page's). */
  async function menuLabels(page: Page): Promise<string[]> {
    const menu = page.locator('.ant-layout-sider .ant-menu').first();
    await menu.locator('.ant-menu-item-selected').waitFor();
    return (await menu.locator('.ant-menu-title-content').allTextContents()).map((text) => text.trim());
  }

  async function firstAuditTime(page: Page): Promise<string> {
    const cell = page.locator('.ant-table-tbody tr.ant-table-row td').nth(1);
    await cell.waitFor();
    return ((await cell.textContent()) ?? '').trim();
  }
});
