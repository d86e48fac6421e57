import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { collectErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import {
  button,
  drawerOf,
  drawerSettled,
  NEW,
  newsText,
  staffWith,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';

/*
 * Issue 15 (contract §10) as an editor uses it: a draft saved in the news editor leaves the
 * site as it was, its preview link shows it, and publishing English alone changes the English
 * page only. SCREENSHOT_DIR keeps pictures of the editor at three widths.
 */

const WIDTHS = [1280, 768, 375];

describe('publication per language', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();
  const screenshots = process.env.SCREENSHOT_DIR;
  const callApi = useAdminApi(office);

  /** The public article page's title in one language, as a visitor's browser gets it. */
  async function publicTitle(id: number, lang: 'zh-CN' | 'en-US'): Promise<string> {
    const response = await fetch(`${office.server.baseUrl}/company-news/detail?id=${id}&lang=${lang}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
  }

  /** What the public article page answers in one language. */
  async function publicStatus(id: number, lang: 'zh-CN' | 'en-US'): Promise<number> {
    const response = await fetch(`${office.server.baseUrl}/company-news/detail?id=${id}&lang=${lang}`);
    return response.status;
  }

  const panelRow = (page: Page, lang: 'zh_CN' | 'en_US') =>
    drawerOf(page).locator(`.publication-panel [data-lang="${lang}"]`);

  test('a draft changes nothing public, its preview shows it, and English is published alone', async () => {
    const created = await callApi('POST', '/api/v1/admin/news', {
      type: 'news',
      enabled: true,
      i18n: { zh_CN: newsText('苏州传感器展'), en_US: newsText('Sensor fair in Suzhou') },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id: number = created.body.data.id;
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor fair in Suzhou');

    let errors: string[] = [];
    const page = await office.adminPage(`/admin/news?open=${id}`, async (opened) => {
      errors = collectErrors(opened);
    });
    await drawerOf(page).first().waitFor();
    await drawerSettled(page);
    await panelRow(page, 'en_US').getByText('已发布').waitFor();

    // Both languages edited, saved as a draft: the site keeps what it showed.
    await drawerOf(page).locator('#i18n_zh_CN_title').fill('无锡传感器展');
    await page.getByRole('tab', { name: /English/ }).click();
    await drawerOf(page).locator('#i18n_en_US_title').fill('Sensor fair in Wuxi');
    const draft = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/admin/news/${id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: '保存草稿' }).click();
    assert.equal((await draft).status(), 200);
    assert.deepEqual(JSON.parse((await draft).request().postData() ?? '{}').publish, []);
    await drawerOf(page).waitFor({ state: 'detached' });
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor fair in Suzhou', 'the draft is not public');
    assert.equal(await publicTitle(id, 'zh-CN'), '苏州传感器展');

    // The list shows both languages changed since they were published.
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await row.getByText('中文 · 已发布·有改动').waitFor();
    await row.getByText('English · 已发布·有改动').waitFor();

    await page.goto(`${office.server.baseUrl}/admin/news?open=${id}`);
    await drawerOf(page).first().waitFor();
    await drawerSettled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      if (screenshots) await page.screenshot({ path: `${screenshots}/publication-editor-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The English preview: the draft on the real page, marked, never indexed or cached.
    // Both awaited from before the click: the new tab may have its answer before a listener on it.
    const [preview, previewed] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('response', (response) => response.url().includes('/company-news/detail')),
      panelRow(page, 'en_US')
        .getByRole('button', { name: /预\s*览/ })
        .click(),
    ]);
    assert.equal(previewed.headers()['cache-control'], 'no-store');
    assert.match(previewed.headers()['x-robots-tag'] ?? '', /noindex/);
    await preview.getByRole('heading', { level: 1, name: 'Sensor fair in Wuxi' }).waitFor();
    if (screenshots) await preview.screenshot({ path: `${screenshots}/publication-preview-1280.png` });
    await preview.close();
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor fair in Suzhou', 'previewing publishes nothing');

    // English alone goes public.
    const published = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1/admin/news/${id}/publish`,
    );
    await panelRow(page, 'en_US')
      .getByRole('button', { name: /^发\s*布$/ })
      .click();
    assert.equal((await published).status(), 200);
    await panelRow(page, 'en_US').getByText('已发布', { exact: true }).waitFor();
    await panelRow(page, 'zh_CN').getByText('已发布·有改动').waitFor();
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor fair in Wuxi');
    assert.equal(await publicTitle(id, 'zh-CN'), '苏州传感器展', 'Chinese keeps what it had published');

    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('what says published is on the site: a new article saved and published, hidden from the site, published while hidden, shown again', async () => {
    let errors: string[] = [];
    const page = await office.adminPage('/admin/news', async (opened) => {
      errors = collectErrors(opened);
    });
    await button(page, NEW).click();
    const drawer = drawerOf(page).first();
    await drawer.locator('#i18n_zh_CN_title').fill('无锡传感器大会');
    await page.getByRole('tab', { name: /English/ }).click();
    await drawer.locator('#i18n_en_US_title').fill('Sensor congress in Wuxi');
    assert.equal(await drawer.getByRole('switch').count(), 0, 'no status switch beside the publication');
    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/admin/news' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '保存并发布' }).click();
    const answer = await created;
    assert.equal(answer.status(), 200);
    const id: number = (await answer.json()).data.id;
    assert.equal(await publicTitle(id, 'zh-CN'), '无锡传感器大会', 'public at once');
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor congress in Wuxi');

    // Hidden from the site: every language down at once, and nothing says published.
    await page.goto(`${office.server.baseUrl}/admin/news?open=${id}`);
    await drawerOf(page).first().waitFor();
    await drawerSettled(page);
    const panel = drawerOf(page).first().locator('.publication-panel');
    await panelRow(page, 'zh_CN').getByText('已发布', { exact: true }).waitFor();
    await panel.getByRole('button', { name: '从网站隐藏' }).click();
    const ask = page.locator('.ant-popconfirm');
    await ask.getByText('所有语言的页面都将立即不再公开', { exact: false }).waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/publication-hide-confirm-1280.png` });
    const hidden = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1/admin/news/${id}/visibility`,
    );
    await ask.getByRole('button', { name: '从网站隐藏' }).click();
    assert.equal((await hidden).status(), 200);
    await panel.locator('.ant-alert').getByText('隐藏（所有语言）').waitFor();
    await panelRow(page, 'zh_CN').getByText('隐藏中').waitFor();
    await panelRow(page, 'en_US').getByText('隐藏中').waitFor();
    assert.doesNotMatch((await panel.textContent()) ?? '', /已发布|发布于/, 'no language says published');
    if (screenshots) await page.screenshot({ path: `${screenshots}/publication-hidden-1280.png` });
    assert.equal(await publicStatus(id, 'zh-CN'), 404);
    assert.equal(await publicStatus(id, 'en-US'), 404);

    // Publishing Chinese while hidden publishes it, keeps the record hidden, and says so.
    await drawerOf(page).first().locator('#i18n_zh_CN_title').fill('无锡传感器大会（议程）');
    await panelRow(page, 'zh_CN')
      .getByRole('button', { name: /^发\s*布$/ })
      .click();
    await page.getByText('中文已发布，但记录已从网站隐藏', { exact: false }).first().waitFor();
    assert.equal(await publicStatus(id, 'zh-CN'), 404, 'still hidden');

    // Shown again: each language public as published.
    const shown = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1/admin/news/${id}/visibility`,
    );
    await panel.locator('.ant-alert').getByRole('button', { name: '恢复显示' }).click();
    await ask.getByRole('button', { name: '恢复显示' }).click();
    assert.equal((await shown).status(), 200);
    await panelRow(page, 'zh_CN').getByText('已发布', { exact: true }).waitFor();
    assert.equal(await panel.locator('.ant-alert').count(), 0);
    assert.equal(await publicTitle(id, 'zh-CN'), '无锡传感器大会（议程）');
    assert.equal(await publicTitle(id, 'en-US'), 'Sensor congress in Wuxi');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('a scheduled publish is listed on the schedule page and cancelled there', async () => {
    const created = await callApi('POST', '/api/v1/admin/news', {
      type: 'news',
      enabled: true,
      i18n: { zh_CN: newsText('常州传感器论坛'), en_US: newsText('Sensor forum in Changzhou') },
      publish: [],
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id: number = created.body.data.id;
    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const scheduled = await callApi('POST', `/api/v1/admin/news/${id}/publish`, { langs: ['en_US'], at });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    assert.equal(scheduled.body.data.publication.en_US.state, 'scheduled');

    let errors: string[] = [];
    const page = await office.adminPage('/admin/schedule', async (opened) => {
      errors = collectErrors(opened);
    });
    const row = page.getByRole('row').filter({ hasText: '常州传感器论坛' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /发\s*布.*English/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      if (screenshots) await page.screenshot({ path: `${screenshots}/schedule-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: /取\s*消/ }).click();
    const cancelled = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    assert.equal((await cancelled).status(), 200);
    await row.waitFor({ state: 'detached' });
    const pending = await callApi('GET', '/api/v1/admin/schedule?pageSize=100');
    assert.ok(
      !pending.body.data.list.some((action: { recordId: number }) => action.recordId === id),
      'nothing left pending for the article',
    );
    const record = await callApi('GET', `/api/v1/admin/news/${id}`);
    assert.equal(record.body.data.publication.en_US.state, 'draft');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('a deleted article waits in the trash, which brings it back unpublished', async () => {
    const created = await callApi('POST', '/api/v1/admin/news', {
      type: 'news',
      enabled: true,
      i18n: { zh_CN: newsText('镇江传感器沙龙'), en_US: newsText('Sensor salon in Zhenjiang') },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id: number = created.body.data.id;
    assert.equal(await publicStatus(id, 'zh-CN'), 200);

    let errors: string[] = [];
    const page = await office.adminPage('/admin/news', async (opened) => {
      errors = collectErrors(opened);
    });
    const row = page.getByRole('row').filter({ hasText: '镇江传感器沙龙' });
    await row.getByRole('button', { name: '删除' }).click();
    const ask = page.locator('.ant-popconfirm');
    await ask.getByText('移入回收站，30 天内可在回收站中恢复', { exact: false }).waitFor();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await ask.getByRole('button', { name: /确\s*定|OK/ }).click();
    assert.equal((await deleted).status(), 200);
    await row.waitFor({ state: 'detached' });
    assert.equal(await publicStatus(id, 'zh-CN'), 404, 'off the site at once');

    await page.goto(`${office.server.baseUrl}/admin/trash`);
    const trashed = page.getByRole('row').filter({ hasText: '镇江传感器沙龙' });
    await trashed.waitFor();
    assert.match((await trashed.textContent()) ?? '', /镇江传感器沙龙新闻与展会.*admin/);
    await page.getByRole('menuitem', { name: '回收站' }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      if (screenshots) await page.screenshot({ path: `${screenshots}/trash-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await trashed.getByText('彻底删除').click();
    await ask.getByText('彻底删除此内容及其全部版本', { exact: false }).waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/trash-purge-confirm-1280.png` });
    await ask.getByRole('button', { name: /取\s*消|Cancel/ }).click();

    const restored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/v1/admin/trash/news/${id}/restore`,
    );
    await trashed.getByText('恢复', { exact: true }).click();
    assert.equal((await restored).status(), 200);
    await trashed.waitFor({ state: 'detached' });
    await page.getByText('已恢复，所有语言均为未发布状态').waitFor();

    const record = await callApi('GET', `/api/v1/admin/news/${id}`);
    assert.equal(record.status, 200);
    assert.equal(record.body.data.i18n.zh_CN.title, '镇江传感器沙龙');
    assert.equal(record.body.data.publication.zh_CN.state, 'draft');
    assert.equal(record.body.data.publication.en_US.state, 'draft');
    assert.equal(await publicStatus(id, 'zh-CN'), 404, 'unpublished until published again');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('scheduling in the editor: the site’s time zone named, the popover on screen, the time and a cancel button after', async () => {
    const created = await callApi('POST', '/api/v1/admin/news', {
      type: 'news',
      enabled: true,
      i18n: { zh_CN: newsText('无锡物联网展'), en_US: newsText('IoT expo in Wuxi') },
      publish: [],
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id: number = created.body.data.id;
    const page = await office.adminPage(`/admin/news?open=${id}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const english = panelRow(page, 'en_US');
    await english.getByRole('button', { name: /定\s*时/ }).click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await popover
      .getByTestId('schedule-zone')
      .getByText('Asia/Shanghai (UTC+08:00)', { exact: false })
      .waitFor();
    const box = await popover.boundingBox();
    const chinese = await panelRow(page, 'zh_CN').boundingBox();
    assert.ok(box && chinese);
    assert.ok(box.x >= 0 && box.x + box.width <= 1280, `inside the viewport: ${JSON.stringify(box)}`);
    assert.ok(box.y >= chinese.y + chinese.height, 'the Chinese row stays uncovered');
    if (screenshots) await page.screenshot({ path: `${screenshots}/schedule-popover-1280.png` });

    // 10:00 typed is 10:00 on the site's clock (02:00 UTC), whatever the browser's zone.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      Date.now() + 2 * 86_400_000,
    );
    const [year, month, date] = day.split('-').map(Number);
    const typed = `${year}年${month}月${date}日 10:00`;
    const input = popover.getByRole('textbox');
    await input.click();
    await input.fill(typed);
    await input.press('Enter');
    const sent = page.waitForRequest((request) => request.url().includes(`/news/${id}/publish`));

    await popover
      .getByRole('button', { name: /确\s*定/ })
      .last()
      .click();
    assert.equal((await sent).postDataJSON().at, `${day}T02:00:00.000Z`);

    const scheduled = english.getByTestId('scheduled-en_US');
    await scheduled.getByText(`定时发布：${typed} Asia/Shanghai (UTC+08:00)`).waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/scheduled-row-1280.png` });
    await scheduled.getByRole('button', { name: /取消定时/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await scheduled.waitFor({ state: 'detached' });
    const record = await callApi('GET', `/api/v1/admin/news/${id}`);
    assert.equal(record.body.data.publication.en_US.scheduledAt, null);
    await page.context().close();
  });

  test('staff who may only read news see an article, its publication and its text, and can change none of it', async () => {
    const created = await callApi('POST', '/api/v1/admin/news', {
      type: 'news',
      enabled: true,
      i18n: {
        zh_CN: newsText('昆山传感器沙龙'),
        en_US: { ...newsText('Sensor salon in Kunshan'), content: '<p>Read-only body</p>' },
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id: number = created.body.data.id;
    const { username, password } = await staffWith(callApi, ['news:read'], 'Rui Reader');

    let errors: string[] = [];
    const writes: string[] = [];
    const page = await office.pageAs({ username, password }, `/admin/news?open=${id}`, async (opened) => {
      errors = collectErrors(opened);
      opened.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/v1/admin/'))
          writes.push(request.url());
      });
    });
    const context = page.context();
    const drawer = drawerOf(page).first();
    await drawer.waitFor();
    await drawerSettled(page);
    await panelRow(page, 'en_US').getByText('已发布').waitFor();
    await drawer.locator('.ant-drawer-title').getByText('只读').waitFor();
    assert.ok(await drawer.locator('#i18n_zh_CN_title').isDisabled(), 'the title is shown, not editable');
    await page.getByRole('tab', { name: /English/ }).click();
    const body = drawer.locator('[id="i18n_en_US_content"] .rich-text-content');
    await body.getByText('Read-only body').waitFor();
    assert.equal(await body.getAttribute('contenteditable'), 'false', 'the text cannot be typed into');
    assert.ok(await drawer.getByRole('button', { name: '加粗' }).first().isDisabled(), 'nor formatted');
    assert.ok(await drawer.getByRole('button', { name: /从中文/ }).isDisabled(), 'nor copied over');
    assert.equal(
      await drawer.getByRole('button', { name: /保\s*存/ }).count(),
      0,
      'there is nothing to save',
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Drawers slide into the narrower window a moment after it changes.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.ant-drawer-content-wrapper')].every(
          (wrapper) => wrapper.getBoundingClientRect().left >= 0,
        ),
      );
      if (screenshots) await page.screenshot({ path: `${screenshots}/news-read-only-${width}.png` });
    }
    assert.deepEqual(writes, [], 'opening and reading sends no write');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
