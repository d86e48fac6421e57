import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  button,
  drawerOf,
  drawerSettled,
  newsText,
  SAVE,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';

/*
 * Issue 15 items 1 and 5 (contract §10): a record's history (versions, a word diff, restoring
 * one) and the translation status page. SCREENSHOT_DIR keeps pictures at three widths.
 */

const WIDTHS = [1280, 768, 375];

describe('versions and translations', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const screenshots = process.env.SCREENSHOT_DIR;
  const callApi = useAdminApi(office);

  async function createNews(i18n: Record<string, ReturnType<typeof newsText>>): Promise<number> {
    const created = await callApi('POST', '/api/v1/admin/news', { type: 'news', enabled: true, i18n });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return created.body.data.id;
  }

  const historyDrawer = (page: Page) => page.locator('.version-history-drawer .ant-drawer-content');
  const historySettled = (page: Page) =>
    page
      .locator('.version-history-drawer .ant-drawer-content-wrapper:not([class*="panel-motion"])')
      .waitFor();

  async function openEditor(page: Page, id: number) {
    await page.goto(`${office.server.baseUrl}/admin/news?open=${id}`);
    await drawerOf(page).first().waitFor();
    await drawerSettled(page);
  }

  async function editZhTitle(page: Page, id: number, title: string) {
    await openEditor(page, id);
    await drawerOf(page).locator('#i18n_zh_CN_title').fill(title);
    const updated = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/admin/news/${id}`) && response.request().method() === 'PUT',
    );
    await button(page, SAVE).click();
    assert.equal((await updated).status(), 200);
    await drawerOf(page).waitFor({ state: 'detached' });
  }

  test('a news article edited twice shows its versions, the changed words, and restores the first', async () => {
    const page = await office.adminPage();
    const errors = collectErrors(page);
    const id = await createNews({
      zh_CN: newsText('柏林传感器发布会'),
      en_US: newsText('Sensor launch in Berlin'),
    });

    await editZhTitle(page, id, '慕尼黑传感器发布会');
    await editZhTitle(page, id, '慕尼黑传感器新品发布会');

    const versions = await callApi('GET', `/api/v1/admin/news/${id}/versions`);
    assert.equal(versions.status, 200);
    const count = versions.body.data.length;
    assert.ok(count >= 3, `three saves make three versions (got ${count})`);

    await openEditor(page, id);
    await page.getByRole('button', { name: /版本历史/ }).click();
    await historyDrawer(page).waitFor();
    await historySettled(page);
    const rows = historyDrawer(page).locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    assert.equal(await rows.count(), count, 'every version the server answers is listed');
    assert.match(
      (await rows.first().textContent()) ?? '',
      /标题 · 中文/,
      'the changed field as a label, per language',
    );

    // The latest version against the previous: one word added.
    const diff = historyDrawer(page).getByTestId('version-diff');
    await diff.locator('ins').first().waitFor();
    assert.match((await diff.locator('ins').allTextContents()).join(' '), /新品/);

    // The second version against the first: a city replaced.
    await historyDrawer(page).getByRole('button', { name: /^v2/ }).click();
    await diff.locator('del').first().waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="version-diff"] del')].some((node) =>
        node.textContent?.includes('柏'),
      ),
    );
    assert.match((await diff.locator('del').allTextContents()).join(' '), /柏林/);
    assert.match((await diff.locator('ins').allTextContents()).join(' '), /慕尼黑/);

    if (screenshots) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${screenshots}/history-diff-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Restore the first version: confirmed first, then the editor shows it (as its working copy).
    await historyDrawer(page).getByRole('button', { name: /^v1/ }).click();
    await historyDrawer(page).getByRole('button', { name: '恢复此版本' }).click();
    const popconfirm = page.locator('.ant-popover:not(.ant-popover-hidden):not([class*="zoom-big"])');
    await popconfirm.waitFor();
    const restored = page.waitForResponse(
      (response) =>
        response.url().includes(`/news/${id}/versions/1/restore`) && response.request().method() === 'POST',
    );
    await popconfirm.getByRole('button', { name: '恢复此版本' }).click();
    assert.equal((await restored).status(), 200);
    await page.getByText('已恢复版本 1').first().waitFor();
    await rows.nth(count).waitFor();
    assert.equal(await rows.count(), count + 1, 'the restore is a new version');

    await page.locator('.version-history-drawer .ant-drawer-close').click();
    await historyDrawer(page).waitFor({ state: 'hidden' });
    assert.equal(await drawerOf(page).first().locator('#i18n_zh_CN_title').inputValue(), '柏林传感器发布会');

    // A restore is a draft (contract §10): the public still sees the last published save.
    const pub = await fetch(`${office.server.baseUrl}/api/v1/news/detail?id=${id}&lang=zh_CN`);
    assert.equal(pub.status, 200);
    assert.equal((await pub.json()).data.title, '慕尼黑传感器新品发布会', 'the restore publishes nothing');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('the translations page lists a record written in one language and opens its editor', async () => {
    const title = `Only in English ${Date.now().toString(36)}`;
    const id = await createNews({ en_US: newsText(title) });

    let errors: string[] = [];
    const page = await office.adminPage('/admin/translations', async (opened) => {
      errors = collectErrors(opened);
    });
    const missing = page.getByTestId('translations-missing');
    const row = missing.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /缺中文/);
    assert.doesNotMatch((await row.textContent()) ?? '', /缺English/);

    if (screenshots) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${screenshots}/translations-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/admin\/news/);
    await drawerOf(page).first().waitFor();
    await drawerSettled(page);
    await page.getByRole('tab', { name: /English/ }).click();
    assert.equal(await drawerOf(page).locator('#i18n_en_US_title').inputValue(), title);
    assert.ok(id > 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
