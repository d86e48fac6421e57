import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Locator, Page } from 'playwright-core';
import { navigateInApp, staffWith, useAdminApi, useBackOffice } from './support/back-office.ts';

/*
 * The analysis, monitor and workplace dashboards draw their charts from what the site recorded:
 * enquiries sent, pages viewed (the site's beacon), files downloaded. The chart library loads
 * with them and with no other page.
 */

/** A string only the chart library (Chart.js) carries: an error message of its own. */
const CHART_LIBRARY_MARK = 'Canvas is already in use';

/** Whether a chart has drawn anything: some pixel of its canvas is not transparent. */
async function drawn(chart: Locator): Promise<boolean> {
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor();
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { width, height } = element;
    if (width === 0 || height === 0) return false;
    const pixels = element.getContext('2d')?.getImageData(0, 0, width, height).data;
    return pixels?.some((value, index) => index % 4 === 3 && value > 0) ?? false;
  });
}

/** The chart whose summary (its aria-label) starts with `title`, once drawn from data. */
async function chart(page: Page, title: string): Promise<{ label: string; locator: Locator }> {
  const locator = page.locator(`[role="img"][aria-label^="${title}"]`).first();
  await locator.waitFor();
  await page.waitForFunction(
    (element) => element?.querySelector('canvas') !== null,
    await locator.elementHandle(),
  );
  // Chart.js draws on the next frames; a chart left blank would be a failure, not a slow machine.
  let ok = false;
  for (let attempt = 0; attempt < 20 && !ok; attempt++) {
    ok = await drawn(locator);
    if (!ok) await page.waitForTimeout(250);
  }
  assert.ok(ok, `the ${title} chart has drawn something`);
  return { label: (await locator.getAttribute('aria-label')) ?? '', locator };
}

describe('the dashboards', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  before(async () => {
    const base = office.server.baseUrl;
    // Each view and download as a visitor of its own: one client counts once a day per page and file.
    let visitors = 0;
    const asVisitor = () => {
      visitors += 1;
      return { 'user-agent': `dashboard visitor ${visitors}` };
    };
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...asVisitor() },
        body: JSON.stringify(body),
      });
    const visitor = { name: 'Dashboard visitor', email: 'visitor@example.com', phone: '+86 510 8765 4321' };
    for (const url of ['/api/v1/contact/us/submit', '/api/v1/contact/us/submit', '/api/v1/product/ask']) {
      assert.equal((await post(url, { ...visitor, productId: 1 })).status, 200);
    }
    for (const [path, lang] of [
      ['/index', 'zh_CN'],
      ['/index', 'zh_CN'],
      ['/product/detail?id=1', 'en_US'],
      ['/product/detail?id=1', 'zh_CN'],
      ['/about-us', 'en_US'],
    ]) {
      assert.equal((await post('/api/v1/stats/view', { path, lang })).status, 204);
    }
    const product = await (await fetch(`${base}/api/v1/product/detail/1?lang=zh_CN`)).json();
    const [file] = JSON.parse(product.data.jsonStr).files as Array<{ url: string }>;
    assert.ok(file, 'the demo product has a datasheet');
    for (let n = 0; n < 2; n++) {
      assert.equal((await fetch(`${base}${file.url}`, { headers: asVisitor() })).status, 200);
    }
    // Searches through the API and through the site's search page count alike; a visitor who
    // asked not to be tracked (DNT, Sec-GPC) is counted by neither.
    const searches: Array<[string, Record<string, string>?]> = [
      ['/api/v1/search?lang=zh_CN&q=温度'],
      ['/api/v1/search?lang=zh-CN&q=温度'],
      ['/search?q=温度'],
      ['/search?q=zyxwvu'],
      ['/api/v1/search?lang=zh_CN&q=zyxwvu'],
      ['/api/v1/search?lang=zh_CN&q=trackedbynobody', { dnt: '1' }],
      ['/search?q=trackedbynobody', { 'sec-gpc': '1' }],
    ];
    for (const [url, headers] of searches) {
      assert.equal((await fetch(encodeURI(`${base}${url}`), { headers })).status, 200, url);
    }
  });

  test('the analysis draws enquiries, views, top pages, downloads and content from the records', async () => {
    const page = await office.adminPage('/admin/dashboard/analysis');
    assert.match((await chart(page, '每日咨询（按类型）')).label, /: 3$/);
    assert.match((await chart(page, '每日浏览（按语言）')).label, /: 5$/);
    assert.equal(
      (await chart(page, '热门页面')).label,
      '热门页面: /index 2, /product/detail?id=1 2, /about-us 1',
    );
    assert.match((await chart(page, '下载最多的文件')).label, / 2$/);
    assert.match((await chart(page, '已发布内容')).label, /产品 \d+/);
    const statistics = await page
      .locator('.ant-pro-card-statistic .ant-statistic-content-value')
      .allInnerTexts();
    assert.deepEqual(statistics.slice(0, 3), ['3', '5', '2']);
    // The days are named by the zone they are counted in, not by a setting's name.
    await page.getByText('按 Asia/Shanghai 时区的日历日统计，含首尾两天').waitFor();
    // The first product: one enquiry, no sample request and two views.
    const top = page.getByRole('row').filter({ hasText: /1\s*0\s*2$/ });
    assert.equal(await top.count(), 1);

    // A range that ends before today has none of it.
    await page.goto(`${office.server.baseUrl}/admin/dashboard/analysis?from=2026-01-01&to=2026-01-31`);
    await page.locator('input[value="2026-01-01"]').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.ant-pro-card-statistic .ant-statistic-content-value')]
        .slice(0, 3)
        .every((value) => value.textContent === '0'),
    );
    await page.context().close();
  });

  test('the analysis lists the week’s top searches and the searches that found nothing', async () => {
    const page = await office.adminPage('/admin/dashboard/analysis');
    const card = page.locator('.ant-pro-card').filter({ hasText: '站内搜索' }).first();
    const rowOf = (table: string, query: string) =>
      card
        .locator('.ant-table-wrapper')
        .filter({ hasText: table })
        .getByRole('row')
        .filter({ hasText: query });
    await rowOf('搜索最多的词', '温度').waitFor();
    assert.match((await rowOf('搜索最多的词', '温度').textContent()) ?? '', /^温度\s*3$/);
    assert.match((await rowOf('没有结果的搜索', 'zyxwvu').textContent()) ?? '', /^zyxwvu\s*2$/);
    assert.equal(
      await rowOf('没有结果的搜索', '温度').count(),
      0,
      'a search with hits is not missing anything',
    );
    assert.equal(await card.getByText('trackedbynobody').count(), 0, 'DNT and Sec-GPC are respected');
    await card.getByText(/ 起的一周$/).waitFor();
    await page.context().close();
  });

  test('a news-only role sees the site’s figures on the analysis, none of the enquiries', async () => {
    const newsEditor = await staffWith(
      useAdminApi(office),
      ['dashboard:read', 'news:read', 'news:write'],
      'Nora News',
    );
    const page = await office.pageAs(newsEditor, '/admin/dashboard/analysis');
    await chart(page, '每日浏览（按语言）');
    const titles = await page.locator('.ant-pro-card-statistic .ant-statistic-title').allInnerTexts();
    assert.ok(!titles.includes('咨询'), titles.join(', '));
    assert.equal(await page.getByText('每日咨询（按类型）').count(), 0);
    assert.equal(await page.getByRole('columnheader', { name: '咨询' }).count(), 0);
    await page.context().close();
  });

  test('the monitor draws the server’s requests and refreshes by itself', async () => {
    const page = await office.adminPage('/admin/dashboard/monitor');
    await chart(page, '本页打开以来的请求与延迟: 每秒请求');
    await chart(page, '本页打开以来的请求与延迟: P95 延迟');
    const updated = page.getByTestId('monitor-updated');
    const first = await updated.textContent();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="monitor-updated"]')?.textContent !== before,
      first,
      { timeout: 15_000 },
    );
    const processes = page.locator('.ant-pro-card-statistic').filter({ hasText: '服务进程' });
    assert.equal(await processes.locator('.ant-statistic-content-value').textContent(), '1');
    await page.context().close();
  });

  test('the workplace draws what is waiting and lists the user’s recent activity', async () => {
    const page = await office.adminPage('/admin/dashboard/workplace');
    assert.match((await chart(page, '待办分布')).label, /未读咨询 3/);
    await page.locator('.ant-list-item').filter({ hasText: '登录' }).first().waitFor();
    // The demo's drafts, saved by nobody in particular, are drafts all the same.
    const drafts = page.locator('.ant-pro-card').filter({ hasText: '草稿（未发布）' });
    await drafts.getByText('三轴超低功耗数字加速度计').waitFor();
    await drafts.getByText('芯感科技发布 2026 年可持续发展报告').waitFor();
    // Each says who saved it: the demo's drafts (the scheduled announcement too) were saved by the system.
    assert.ok((await drafts.getByText('系统 保存').count()) >= 2);
    await page.context().close();
  });

  test('only the dashboards load the chart library', async () => {
    const scripts = new Set<string>();
    const [first = '', ...others] = [
      '/admin/products',
      '/admin/enquiries',
      '/admin/pages/home',
      '/admin/audit-log',
    ];
    const page = await office.adminPage(first, async (opened) => {
      opened.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
      });
    });
    const loadsCharts = async () => {
      for (const url of scripts) {
        if ((await (await fetch(url)).text()).includes(CHART_LIBRARY_MARK)) return true;
      }
      return false;
    };
    // One page opened afresh, the others reached inside the back-office: their scripts add up.
    for (const path of [first, ...others]) {
      if (path !== first) await navigateInApp(page, path);
      await page.getByRole('menuitem').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    assert.equal(await loadsCharts(), false, 'no other page loads it');
    await navigateInApp(page, '/admin/dashboard/workplace');
    await page.locator('[role="img"] canvas').first().waitFor();
    assert.equal(await loadsCharts(), true, 'a dashboard does');
    await page.context().close();
  });
});
