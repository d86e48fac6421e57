import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { button, drawerOf, drawerSettled, SAVE, useAdminApi, useBackOffice } from './support/back-office.ts';

/*
 * Cross-reference in the back-office (contract §13): a CSV with a wrong row is refused whole,
 * each problem named by its line; fixed, it is imported; the imported reference is edited and
 * deleted from the list.
 */

const HEADER = 'competitorPartNumber,manufacturer,productModel,partNumber,match,note_zh_CN,note_en_US';

/** Chooses `csv` as the file of the import dialog's button. */
async function chooseCsv(page: Page, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await button(page, /选择 CSV 文件/).click();
  await (await chooser).setFiles({ name: 'references.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

describe('cross-references in the back-office', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const callApi = useAdminApi(office);
  const part = `E2E${Date.now().toString(36).toUpperCase()}`;

  test('a CSV is imported whole or not at all, and a reference is edited and deleted', async () => {
    const listed = async () =>
      (await callApi('GET', `/api/v1/admin/cross-references?keyword=${part}`)).body.data.list as Array<{
        id: number;
        match: string;
      }>;
    const page = await office.adminPage('/admin/cross-references', (opened) =>
      opened.setViewportSize({ width: 1280, height: 900 }),
    );
    await button(page, /导入 CSV/).click();
    const dialog = page.getByRole('dialog');
    // The refused upload's 400 is reported in the dialog, not as a page error.
    expectConsoleErrors(/status of 400 .*\/cross-references\/import/);
    await chooseCsv(
      page,
      `${HEADER}\n${part}-1,Example Devices,CSA-3110,,drop-in,,\n${part}-2,Example Devices,CSX-404,,similar,,\n`,
    );
    const problems = dialog.locator('.ant-alert-error li');
    await problems.first().waitFor();
    assert.deepEqual(await problems.allTextContents(), [
      '第 3 行，productModel：引用的记录不存在',
      '第 3 行，match：取值无效',
    ]);
    assert.deepEqual(await listed(), [], 'nothing of the refused file was imported');

    await chooseCsv(
      page,
      `${HEADER}\n${part}-1,Example Devices,CSA-3110,CSA-3110E,drop-in,直接替换,Drop-in\n`,
    );
    await dialog.waitFor({ state: 'detached' });
    const [imported] = await listed();
    assert.equal(imported?.match, 'drop-in');

    await page.getByPlaceholder('竞品型号或厂商').fill(part);
    await button(page, /查\s*询/).click();
    const row = page.getByRole('row').filter({ hasText: `${part}-1` });
    await row.getByText('CSA-3110E').waitFor();
    await row.getByText('编辑').click();
    await drawerSettled(page);
    await drawerOf(page).getByText('功能替代').click();
    await button(page, SAVE).click();
    await drawerOf(page).waitFor({ state: 'detached' });
    await row.getByText('功能替代').waitFor();
    assert.equal((await listed())[0]?.match, 'functional');

    await row.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(await listed(), []);
    await page.context().close();
  });
});
