import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { SAVE, useBackOffice } from './support/back-office.ts';
import { newSession } from './support/fixtures.ts';

/*
 * What the public home page shows is what the back-office holds (issue 11): the Advantages
 * page's list, and the products and applications the Home page editor highlights, in order.
 */

interface Published {
  id: number;
  jsonStr: string;
}

describe('the home page shows what the back-office holds', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  const homeData = async (lang: string) =>
    JSON.parse((await (await fetch(`${office.server.baseUrl}/api/v1/home/data?lang=${lang}`)).json()).data);

  /** The titles of one section of the public home page, as a visitor's browser shows them. */
  async function homeSection(page: Page, section: string, lang: string): Promise<string[]> {
    await page.goto(`${office.server.baseUrl}/index?lang=${lang}`);
    return (await page.locator(`section[aria-labelledby="${section}"] h3`).allInnerTexts()).map((text) =>
      text.trim(),
    );
  }

  test('an Advantages edit shows on the home page and in home/data', async () => {
    const title = `Made in Wuxi ${Date.now().toString(36)}`;
    const list = [
      { title, description: 'Design, fabrication and test under one roof.', icon: '' },
      { title: 'Engineers at your side', description: 'From selection to production.', icon: '' },
    ];
    const saved = await fetch(`${office.server.baseUrl}/api/v1/other/data/edit?lang=en_US`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: await office.adminCookie(),
        origin: office.server.baseUrl,
      },
      body: JSON.stringify({ type: 'advantages', data: { list } }),
    });
    assert.equal(saved.status, 200, await saved.text());

    assert.deepEqual((await homeData('en_US')).advantages, list, 'home/data answers the edited list');
    assert.equal((await homeData('zh_CN')).advantages.length, 4, 'the Chinese list is untouched');
    const html = await (await fetch(`${office.server.baseUrl}/index?lang=en-US`)).text();
    assert.ok(html.includes(title), 'the server-rendered home page shows the edited advantage');
    // A visitor's browser: the site needs no session.
    const page = await (await newSession(office.browser)).newPage();
    assert.deepEqual(await homeSection(page, 'home-advantages', 'en-US'), [title, 'Engineers at your side']);
    await page.context().close();
  });

  test('the privacy policy is a page block: its text in the editor, published in both languages', async () => {
    const page = await office.adminPage('/admin/pages/privacy');
    await page.locator('.ProseMirror').getByText('五、Cookie 与本地存储').waitFor();
    for (const lang of ['zh_CN', 'en_US']) {
      await page.locator(`.publication-panel [data-lang="${lang}"]`).getByText('已发布').waitFor();
    }
    await page.context().close();
  });

  test('products and applications chosen in the Home page editor show on the home page, in order', async () => {
    const list = async (path: string) =>
      ((await (await fetch(`${office.server.baseUrl}${path}`)).json()).data.list as Published[]).map(
        (record) => ({
          id: record.id,
          ...JSON.parse(record.jsonStr),
        }),
      );
    const products = await list('/api/v1/product/list?lang=zh_CN&pageNum=1&pageSize=100');
    const applications = await list('/api/v1/app/range/list?lang=zh_CN&pageNum=1&pageSize=100');
    // Two products the demo content does not highlight, and the last application.
    const highlighted = new Set((await homeData('zh_CN')).highlightProductIds);
    const [first, second] = products.filter((product) => !highlighted.has(product.id)).slice(-2);
    const application = applications.at(-1);
    assert.ok(first && second && application, 'the demo content has products and applications');

    const page = await office.adminPage('/admin/pages/home');
    const productPicker = page.getByTestId('highlight-products-zh_CN');
    await productPicker.locator('.ant-list-item').first().waitFor();
    // Clear the demo content's choice, then add two and swap them.
    while ((await productPicker.locator('.ant-list-item').count()) > 0)
      await productPicker.getByRole('button', { name: '移除' }).first().click();
    for (const product of [first, second]) {
      await productPicker.locator('.highlight-picker-add input').fill(product.model);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    }
    await productPicker.getByRole('button', { name: '上移' }).nth(1).click();
    assert.deepEqual(
      (await productPicker.locator('.ant-list-item').allInnerTexts()).map((text) =>
        text.includes(second.name),
      ),
      [true, false],
      'the second product moved first',
    );

    const applicationPicker = page.getByTestId('highlight-applications-zh_CN');
    while ((await applicationPicker.locator('.ant-list-item').count()) > 0)
      await applicationPicker.getByRole('button', { name: '移除' }).first().click();
    await applicationPicker.locator('.highlight-picker-add input').fill(application.title);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();

    await page.getByRole('button', { name: SAVE }).click();
    await page.getByText('已保存').first().waitFor();

    const home = await homeData('zh_CN');
    assert.deepEqual(home.highlightProductIds, [second.id, first.id]);
    assert.deepEqual(home.highlightApplicationIds, [application.id]);
    assert.equal(home.advantages.length, 4, 'home/data still answers the advantages');
    assert.deepEqual(await homeSection(page, 'home-products', 'zh-CN'), [second.name, first.name]);
    assert.deepEqual(await homeSection(page, 'home-applications', 'zh-CN'), [application.title]);
    await page.context().close();
  });
});
