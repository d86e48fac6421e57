import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  button,
  drawerOf,
  drawerSettled,
  NEW,
  navigateInApp,
  pickOption,
  refusedAnswer,
  SAVE,
  useBackOffice,
} from './support/back-office.ts';
import { menuLabels } from './support/fixtures.ts';

/*
 * Issue 14 in the back-office: a typed parameter is defined, given to a category, and a
 * product's value typed with an SI prefix is saved in the canonical unit and shown again with
 * it; a part row, the lifecycle status and a replacement reach the public API. A
 * staff member who may edit products but not the parameters' definitions sees what they may do.
 */

const screenshots = process.env.SCREENSHOT_DIR;

interface AdminProduct {
  id: number;
  classifyId: number;
  status: string;
  replacementIds: number[];
  parameterValues: { key: string; value?: unknown; min?: number | null; max?: number | null }[];
  parts: { partNumber: string; status: string }[];
}

describe('product parameters, parts and lifecycle in the back-office', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const suffix = Date.now().toString(36);
  const key = `e2eCurrent${suffix}`;
  const label = `测试电流 ${suffix}`;
  let adminCookie: string;
  /** A published product in production with no replacements, whose data the tests change. */
  let productId: number;

  before(async () => {
    adminCookie = await office.adminCookie();
    const products = await callApi<{ list: AdminProduct[] }>(
      'GET',
      '/api/v1/admin/products?pageNum=1&pageSize=100&enabled=true&sortField=id&sortOrder=ascend',
    );
    const chosen = products.data.list.find(
      (product) => product.status === 'active' && product.replacementIds.length === 0,
    );
    assert.ok(chosen, 'the demo catalogue has an active product without replacements');
    productId = chosen.id;
  });

  async function callApi<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }> {
    const response = await fetch(`${office.server.baseUrl}${path}`, {
      method,
      headers: { cookie: adminCookie, 'content-type': 'application/json', origin: office.server.baseUrl },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json()) as { data: T };
    return { status: response.status, data: payload.data };
  }

  const adminProduct = async (id: number) =>
    (await callApi<AdminProduct>('GET', `/api/v1/admin/products/${id}`)).data;

  /** Screenshots of the page at the three widths looked at, when SCREENSHOT_DIR is set. */
  async function shoot(page: Page, name: string, fullPage = false) {
    if (!screenshots) return;
    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${screenshots}/${name}-${width}.png`, fullPage });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  /** Waits for the save's answer and answers its status. */
  async function saved(page: Page, path: RegExp, method: string, press: () => Promise<void>) {
    const answer = page.waitForResponse(
      (response) => path.test(new URL(response.url()).pathname) && response.request().method() === method,
    );
    await press();
    return (await answer).status();
  }

  test('a parameter is defined, given to a category, typed as 500 mA and saved as 0.5 A', async () => {
    const before = await adminProduct(productId);

    // 1. The definition: a number in amperes.
    const page = await office.adminPage('/admin/product-parameters', (opened) =>
      opened.setViewportSize({ width: 1280, height: 900 }),
    );
    await button(page, NEW).click();
    await drawerSettled(page);
    const drawer = drawerOf(page);
    await drawer.getByTestId('parameter-key').fill('Bad Key');
    await drawer.locator('#i18n_zh_CN_label').fill(label);
    await drawer.locator('#i18n_en_US_label').fill(`Test current ${suffix}`);
    await button(page, SAVE).click();
    await drawer.getByText('请只用英文字母和数字').waitFor();
    await drawer.getByTestId('parameter-key').fill(key);
    await drawer.locator('#unit').fill('A');
    await drawer.locator('.ant-form-item-has-error').first().waitFor({ state: 'detached' });
    await shoot(page, 'parameter-editor');
    assert.equal(await saved(page, /\/product-parameters$/, 'POST', () => button(page, SAVE).click()), 200);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: key }).waitFor();
    await shoot(page, 'parameter-list', true);

    // 2. The category of the product gets it, last in its order.
    const categories = await callApi<{ list: { id: number; parameterKeys: string[] }[] }>(
      'GET',
      '/api/v1/admin/product-categories?pageNum=1&pageSize=100',
    );
    const category = categories.data.list.find((item) => item.id === before.classifyId)!;
    await navigateInApp(page, `/admin/product-categories?open=${category.id}`);
    await drawerSettled(page);
    await drawer.getByTestId('category-parameter-add').click();
    await pickOption(page, new RegExp(key));
    await drawer.getByTestId('category-parameters').getByText(label).waitFor();
    await shoot(page, 'category-parameters');
    assert.equal(
      await saved(page, /\/product-categories\/\d+$/, 'PUT', () => button(page, SAVE).click()),
      200,
    );
    await drawer.waitFor({ state: 'detached' });
    const keys = (
      await callApi<{ parameterKeys: string[] }>('GET', `/api/v1/admin/product-categories/${category.id}`)
    ).data.parameterKeys;
    assert.deepEqual(keys, [...category.parameterKeys, key]);

    // 3. The product: the value typed with a prefix, checked as it is typed.
    await navigateInApp(page, `/admin/products/${productId}`);
    const value = page.getByTestId(`parameter-${key}`);
    await value.fill('abc');
    await page.getByText('无法识别').waitFor();
    await value.fill('500 mV');
    await page.getByText('单位不对：这里的单位是 A，而不是 mV').waitFor();
    await value.fill('500 mA');
    const converted = page.getByTestId(`parameter-converted-${key}`);
    await converted.waitFor();
    assert.match((await converted.textContent()) ?? '', /保存为 0\.5 A/);

    // A part row, NRND and a replacement.
    const partNumber = `CS-E2E-${suffix}`.toUpperCase();
    const parts = page.getByTestId('product-parts');
    await parts.getByRole('button', { name: /添加一行/ }).click();
    const cells = parts.locator('.ant-table-row').last().locator('td');
    await cells.nth(0).locator('input').fill(partNumber);
    await cells.nth(2).locator('input').fill('LGA-14');
    await cells.nth(3).locator('input').fill('14');
    await cells.nth(4).locator('input').fill('5000');
    await cells.nth(9).locator('input').fill('E2E');
    await page.getByTestId('product-status').click();
    await pickOption(page, '不推荐用于新设计');
    await page.getByText('新设计请选择替代产品').waitFor();
    await page.getByText('请至少选择一个替代产品').waitFor();
    // A published product replaces it (the site links only to published ones).
    const published = await callApi<{ list: { id: number; i18n: { zh_CN?: { model: string } } }[] }>(
      'GET',
      '/api/v1/admin/products?pageNum=1&pageSize=20&enabled=true&sortField=id&sortOrder=ascend',
    );
    const replacement = published.data.list.find(
      (product) => product.id !== productId && product.i18n.zh_CN?.model,
    )!;
    const replacementModel = replacement.i18n.zh_CN!.model;
    await page.getByTestId('product-replacements').click();
    await page.keyboard.type(replacementModel);
    await pickOption(page, new RegExp(`\\(${replacementModel}\\)$`));
    await page.keyboard.press('Escape');
    if (screenshots) {
      // The three cards of the product's data: basics with the lifecycle, parameters, parts.
      for (const width of [1280, 768, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(300);
        for (const [index, name] of ['lifecycle', 'parameters', 'parts'].entries()) {
          await page
            .locator('.ant-pro-card')
            .nth(index)
            .screenshot({ path: `${screenshots}/product-${name}-${width}.png` });
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    assert.equal(await saved(page, /\/admin\/products\/\d+$/, 'PUT', () => button(page, SAVE).click()), 200);
    await page.getByText('已保存').first().waitFor();

    const after = await adminProduct(productId);
    assert.deepEqual(
      after.parameterValues.find((item) => item.key === key),
      { key, value: 0.5, min: null, max: null },
      'stored in amperes',
    );
    assert.equal(after.status, 'nrnd');
    assert.deepEqual(after.replacementIds, [replacement.id]);
    assert.ok(after.parts.some((part) => part.partNumber === partNumber));

    // Shown again as it was typed.
    await page.reload();
    assert.equal(await page.getByTestId(`parameter-${key}`).inputValue(), '500 mA');

    // A value the server refuses is marked on its own field, a part's in its row.
    expectConsoleErrors(/status of 400/);
    const productUrl = (url: URL) => url.pathname === `/api/v1/admin/products/${productId}`;
    await page.route(productUrl, (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      const sent = route.request().postDataJSON() as { parameterValues: { key: string }[] };
      const index = sent.parameterValues.findIndex((item) => item.key === key);
      return route.fulfill(
        refusedAnswer([
          { field: `parameterValues.${index}.value`, message: '超出该参数的范围' },
          { field: 'parts.0.partNumber', message: '订货型号重复' },
        ]),
      );
    });
    await button(page, SAVE).click();
    await page
      .locator('.ant-form-item-has-error')
      .filter({ has: page.getByTestId(`parameter-${key}`) })
      .getByText('超出该参数的范围')
      .waitFor();
    // An editable table marks the cell and tells why below it, as any other field does.
    const refusedCell = page.getByTestId('product-parts').locator('.ant-form-item-has-error').first();
    await refusedCell.getByText('订货型号重复').waitFor();
    await page.unroute(productUrl);

    // The public API answers it (the site's pages are the site's own tests).
    const detail = await fetch(`${office.server.baseUrl}/api/v1/product/detail/${productId}?lang=en_US`);
    const record = {
      jsonStr: JSON.parse((await detail.json()).data.jsonStr) as {
        status: string;
        replacementIds: number[];
        parameters: { key: string; value: number; display: string }[];
        parts: { partNumber: string }[];
      },
    };
    assert.equal(record.jsonStr.status, 'nrnd');
    assert.deepEqual(record.jsonStr.replacementIds, after.replacementIds);
    const parameter = record.jsonStr.parameters.find((item) => item.key === key);
    assert.equal(parameter?.value, 0.5);
    assert.equal(parameter?.display, '500 mA');
    assert.ok(record.jsonStr.parts.some((part) => part.partNumber === partNumber));
    // The public list finds it by the value, written with a prefix, and by its status.
    const listed = await fetch(
      `${office.server.baseUrl}/api/v1/product/list?lang=en_US&pageNum=1&pageSize=100` +
        `&p.${key}=${encodeURIComponent('400m..600m')}&status=nrnd`,
    );
    const found = (await listed.json()).data as { total: number; list: { id: number }[] };
    assert.deepEqual(
      found.list.map((item) => item.id),
      [productId],
    );
    await page.context().close();
  });

  test('a staff member who may edit products but not parameter definitions', async () => {
    const role = await callApi<{ id: number }>('POST', '/api/v1/admin/roles', {
      name: `Product editors ${suffix}`,
      description: '',
      authorities: ['products:read', 'products:write', 'product-categories:read', 'product-parameters:read'],
    });
    assert.equal(role.status, 200);
    const username = `editor${suffix}`;
    const password = 'product-editor-passphrase';
    const created = await callApi('POST', '/api/v1/admin/staff', {
      username,
      password,
      name: 'Pat Editor',
      enabled: true,
      roleIds: [role.data.id],
    });
    assert.equal(created.status, 200);

    // The definitions: looked at, not changed.
    const page = await office.pageAs({ username, password }, '/admin/product-parameters');
    const context = page.context();
    assert.ok((await menuLabels(page)).includes('产品参数'), 'the definitions may be looked at');
    const row = page.getByRole('row').filter({ hasText: key });
    await row.waitFor();
    assert.equal(await button(page, NEW).count(), 0, 'no "new"');
    assert.equal(await row.getByRole('button', { name: '删除' }).count(), 0, 'no "delete"');
    await row.getByText('查看').click();
    await drawerSettled(page);
    assert.equal(await button(page, SAVE).count(), 0, 'the drawer has no save');
    assert.ok(await drawerOf(page).getByTestId('parameter-key').isDisabled());

    // The values: edited.
    await navigateInApp(page, `/admin/products/${productId}`);
    const value = page.getByTestId(`parameter-${key}`);
    await value.fill('1.8 µA');
    await page
      .getByTestId(`parameter-converted-${key}`)
      .getByText(/0\.0000018 A/)
      .waitFor();
    assert.equal(await saved(page, /\/admin\/products\/\d+$/, 'PUT', () => button(page, SAVE).click()), 200);
    const after = await adminProduct(productId);
    const stored = after.parameterValues.find((item) => item.key === key);
    assert.ok(stored && Math.abs((stored.value as number) - 1.8e-6) < 1e-15, 'stored in amperes');
    await context.close();
  });

  test('without the definitions, the editor says so and a save keeps the values', async () => {
    const role = await callApi<{ id: number }>('POST', '/api/v1/admin/roles', {
      name: `Text editors ${suffix}`,
      description: '',
      authorities: ['products:read', 'products:write', 'product-categories:read'],
    });
    const username = `writer${suffix}`;
    const password = 'product-writer-passphrase';
    await callApi('POST', '/api/v1/admin/staff', {
      username,
      password,
      name: 'Wes Writer',
      enabled: true,
      roleIds: [role.data.id],
    });
    const valuesBefore = (await adminProduct(productId)).parameterValues;

    const page = await office.pageAs({ username, password }, '/admin/product-parameters');
    const context = page.context();
    await page.getByText('403').first().waitFor();
    assert.ok(!(await menuLabels(page, { ownItem: false })).includes('产品参数'));

    await navigateInApp(page, `/admin/products/${productId}`);
    await page.getByText('您的角色不能查看参数定义').waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/product-editor-no-definitions.png` });
    const name = page.locator('#i18n_zh_CN_name');
    await name.fill(`${await name.inputValue()} `);
    assert.equal(await saved(page, /\/admin\/products\/\d+$/, 'PUT', () => button(page, SAVE).click()), 200);
    assert.deepEqual((await adminProduct(productId)).parameterValues, valuesBefore, 'the values are kept');
    await context.close();
  });
});
