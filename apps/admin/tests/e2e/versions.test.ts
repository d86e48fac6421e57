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

  test('a product parameter changed: the compare names it with its unit and values, and each language’s live version is marked', async () => {
    // A product of the demo catalogue with a single value of a parameter measured in amperes.
    const definitions = (await callApi('GET', '/api/v1/admin/product-parameters?pageSize=100')).body.data
      .list as { key: string; type: string; unit: string; i18n: { zh_CN: { label: string } } }[];
    const amperes = definitions.filter(
      (definition) => definition.type === 'number' && definition.unit === 'A',
    );
    const products = (await callApi('GET', '/api/v1/admin/products?pageSize=100')).body.data.list as {
      id: number;
      parameterValues: { key: string; value: unknown }[];
    }[];
    let found: { id: number; key: string; label: string } | undefined;
    for (const product of products) {
      const value = product.parameterValues.find(
        (each) => typeof each.value === 'number' && amperes.some((definition) => definition.key === each.key),
      );
      const definition = amperes.find((each) => each.key === value?.key);
      if (value && definition) {
        found = { id: product.id, key: definition.key, label: definition.i18n.zh_CN.label };
        break;
      }
    }
    assert.ok(found, 'the demo catalogue has a product with a current');
    const { id, key, label } = found;

    // 500 mA becomes 450 mA and the English summary is redrafted; only Chinese is published.
    const url = `/api/v1/admin/products/${id}`;
    const record = (await callApi('GET', url)).body.data;
    record.parameterValues = record.parameterValues.map((each: { key: string }) =>
      each.key === key ? { ...each, value: 0.5, min: null, max: null } : each,
    );
    assert.equal((await callApi('PUT', url, record)).status, 200);
    const edited = structuredClone(record);
    edited.parameterValues = edited.parameterValues.map((each: { key: string }) =>
      each.key === key ? { ...each, value: 0.45 } : each,
    );
    edited.i18n.en_US.summary = `${edited.i18n.en_US.summary} (revised)`;
    const saved = await callApi('PUT', url, { ...edited, publish: ['zh_CN'] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    let errors: string[] = [];
    const page = await office.adminPage(`/admin/products/${id}`, async (opened) => {
      errors = collectErrors(opened);
    });
    await page.getByRole('button', { name: /版本历史/ }).click();
    await historyDrawer(page).waitFor();
    await historySettled(page);
    const rows = historyDrawer(page).locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();

    // Live markers: Chinese shows the latest version, English still the one before.
    assert.match((await rows.nth(0).textContent()) ?? '', /中文已发布/);
    assert.doesNotMatch((await rows.nth(0).textContent()) ?? '', /English已发布/);
    assert.match((await rows.nth(1).textContent()) ?? '', /English已发布/);
    assert.match((await rows.nth(0).textContent()) ?? '', /参数/, 'the changed field by its label');
    assert.doesNotMatch((await historyDrawer(page).textContent()) ?? '', /parameter values/);

    // The compare: one row for the parameter, by its label and unit, before and after.
    const table = historyDrawer(page).getByTestId('parameter-diff');
    const row = table.locator('tr.ant-table-row').filter({ hasText: label });
    await row.waitFor();
    assert.equal(await table.locator('tr.ant-table-row').count(), 1, 'only the parameter that changed');
    assert.equal(await row.locator('td').first().textContent(), `${label} (A)`);
    assert.equal(await row.locator('del').textContent(), '500 mA');
    assert.equal(await row.locator('ins').textContent(), '450 mA');
    assert.doesNotMatch((await historyDrawer(page).getByTestId('version-diff').textContent()) ?? '', /"key"/);

    if (screenshots) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${screenshots}/history-parameters-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // English published by the scheduler: its run is logged as the scheduler's, for admin, naming the product.
    const at = new Date(Date.now() + 1500).toISOString();
    assert.equal((await callApi('POST', `${url}/publish`, { langs: ['en_US'], at })).status, 200);
    const ranBy = async () =>
      (
        await callApi('GET', `/api/v1/admin/audit-log?action=scheduled-publish&resource=products`)
      ).body.data.list.find((each: { resourceId: string }) => each.resourceId === String(id));
    const deadline = Date.now() + 10_000;
    while (!(await ranBy()) && Date.now() < deadline) await page.waitForTimeout(250);
    const run = await ranBy();
    assert.deepEqual([run?.username, run?.via, run?.title], ['admin', 'scheduler', record.i18n.zh_CN.name]);

    // The audit log: the scheduler's run, and the save's parameter as a table, its fields by their labels.
    await page.goto(`${office.server.baseUrl}/admin/audit-log`);
    await page
      .locator('.ant-table-row')
      .filter({ hasText: '定时任务（代 admin）' })
      .filter({ hasText: record.i18n.zh_CN.name })
      .waitFor();
    const entry = page.locator('.ant-table-row').filter({ hasText: '参数' }).first();
    await entry.waitFor();
    assert.doesNotMatch((await entry.textContent()) ?? '', /parameterValues|i18n\./);
    await entry.locator('.ant-table-row-expand-icon').click();
    const logged = page.getByTestId('parameter-diff').first();
    await logged.locator('ins').filter({ hasText: '450 mA' }).waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/audit-log-1280.png`, fullPage: true });
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
