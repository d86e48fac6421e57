import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  button,
  drawerOf,
  drawerSettled,
  NEW,
  pickOption,
  SAVE,
  useBackOffice,
} from './support/back-office.ts';

/*
 * Issue 25 item 1 (contract §9), the back-office half: a document is created with its first
 * revision, a second revision is uploaded (a repeated one is refused on its field), both stand in
 * the history and the first file still downloads. SCREENSHOT_DIR keeps the list and the editor
 * at 1280 and 375 px.
 */

const WIDTHS = [1280, 375];

/** The answer to the next `method` request to `path` (its query aside). */
const answerTo = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );

/** A small PDF whose bytes say which revision it is. */
const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label} ${Date.now()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

describe('documents', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const screenshots = process.env.SCREENSHOT_DIR;

  async function shoot(page: Page, name: string) {
    if (!screenshots) return;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${screenshots}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  test('a document made with its first revision gets a second, and the history downloads the first', async () => {
    const number = `CS-DS-E2E-${Date.now().toString(36).toUpperCase()}`;
    const first = pdf('revision 1.0');
    const second = pdf('revision 1.1');
    const page = await office.adminPage('/admin/documents');

    // The editor: shared fields, the titles in both languages and the first revision.
    await button(page, NEW).click();
    const drawer = drawerOf(page);
    await drawerSettled(page);
    await drawer.locator('[id="number"]').fill(number);
    await drawer.locator('[id="productIds"]').click();
    await pickOption(page, /CSA-3110/);
    await page.keyboard.press('Escape');
    await drawer.locator('[id="i18n_zh_CN_title"]').fill('CSA-3110 数据手册');
    await drawer.getByTestId('lang-tab-en_US').click();
    await drawer.locator('[id="i18n_en_US_title"]').fill('CSA-3110 datasheet');
    await drawer.locator('[id="revision_revision"]').fill('1.0');
    const firstUpload = answerTo(page, 'POST', '/api/v1/admin/files');
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'csa3110-rev1.0.pdf', mimeType: 'application/pdf', buffer: first });
    assert.equal((await firstUpload).status(), 200);
    await drawer.getByText('csa3110-rev1.0.pdf').waitFor();
    await drawer.locator('[id="revision_i18n_zh_CN_changes"]').fill('首次发布。');
    await drawer.locator('[id="revision_i18n_en_US_changes"]').fill('First release.');
    await shoot(page, 'document-editor-new');
    const created = answerTo(page, 'POST', '/api/v1/admin/documents');
    await button(page, SAVE).click();
    const createdAnswer = await created;
    assert.equal(createdAnswer.status(), 200, await createdAnswer.text());
    const id: number = (await createdAnswer.json()).data.id;
    await drawer.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: number });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    for (const shown of ['CSA-3110 数据手册', '数据手册', '1.0'])
      assert.ok(rowText.includes(shown), `the row shows ${shown}: ${rowText}`);
    await shoot(page, 'document-list');

    // A second revision from the editor; the revision it already has is refused on its field.
    await row.getByText('编辑', { exact: true }).click();
    await drawerSettled(page);
    await button(page, /上传新版本/).click();
    const dialog = page.locator('.ant-modal-content').filter({ hasText: number });
    await dialog.waitFor();
    await dialog.locator('[id="revision"]').fill('1.0');
    const secondUpload = answerTo(page, 'POST', '/api/v1/admin/files');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'csa3110-rev1.1.pdf', mimeType: 'application/pdf', buffer: second });
    assert.equal((await secondUpload).status(), 200);
    await dialog.getByText('csa3110-rev1.1.pdf').waitFor();
    await dialog.locator('[id="i18n_zh_CN_changes"]').fill('更正了工作温度范围。');
    await dialog.locator('[id="i18n_en_US_changes"]').fill('Corrected the operating temperature range.');
    expectConsoleErrors(/status of 400/);
    const revisionPath = `/api/v1/admin/documents/${id}/revisions`;
    const refused = answerTo(page, 'POST', revisionPath);
    await dialog.getByRole('button', { name: /上传新版本/ }).click();
    assert.equal((await refused).status(), 400);
    const revisionItem = dialog.locator('.ant-form-item').filter({ has: page.locator('[id="revision"]') });
    await revisionItem.locator('.ant-form-item-explain-error').waitFor();

    await dialog.locator('[id="revision"]').fill('1.1');
    const added = answerTo(page, 'POST', revisionPath);
    await dialog.getByRole('button', { name: /上传新版本/ }).click();
    assert.equal((await added).status(), 200);
    await dialog.waitFor({ state: 'detached' });

    // The history: the new revision first and marked latest, the first one below with its file.
    const history = drawer.locator('.document-revisions .ant-table-tbody tr.ant-table-row');
    await history.nth(1).waitFor();
    assert.equal(await history.count(), 2);
    assert.match(
      (await history.nth(0).textContent()) ?? '',
      /1\.1\s*最新.*csa3110-rev1\.1\.pdf.*更正了工作温度范围/,
    );
    assert.match((await history.nth(1).textContent()) ?? '', /1\.0.*csa3110-rev1\.0\.pdf.*首次发布/);
    await shoot(page, 'document-editor-history');

    const downloading = page.waitForEvent('download');
    await history
      .nth(1)
      .getByRole('link', { name: /csa3110-rev1\.0\.pdf/ })
      .click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'csa3110-rev1.0.pdf');
    assert.deepEqual(await readFile(await download.path()), first);

    // Published in both languages as saved: the site answers the new revision and the old one in its history.
    const detail = await (
      await fetch(`${office.server.baseUrl}/api/v1/document/detail?lang=en_US&id=${id}`)
    ).json();
    assert.equal(detail.data.revision, '1.1');
    assert.equal(detail.data.productIds.length, 1, 'linked to the product picked');
    assert.equal(detail.data.changes, 'Corrected the operating temperature range.');
    assert.deepEqual(
      detail.data.history.map((each: { revision: string }) => each.revision),
      ['1.0'],
    );
    await page.context().close();
  });
});
