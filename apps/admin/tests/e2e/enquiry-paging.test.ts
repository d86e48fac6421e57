import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AdminEnquiry, KeysetPaged } from '@coresense/shared';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import type { Route } from 'playwright-core';
import { useBackOffice } from './support/back-office.ts';

/*
 * The inbox of a million enquiries (issue 26): the back-office asks the page after the one shown
 * after its last row's cursor, and the page before before its first row's, so the server reads
 * them from an index. The list is answered here, three pages of made-up enquiries, so that paging needs no
 * more submissions than the public forms' rate limit lets a test send.
 */

const enquiry = (n: number): AdminEnquiry => ({
  id: 900_000_000 + n,
  kind: 'contact',
  productId: null,
  productName: null,
  name: `Paged visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '+86 21 5555 0000',
  company: '',
  job: '',
  product: '',
  jobId: null,
  jobPosition: null,
  cv: null,
  country: '',
  application: '',
  parts: [],
  mind: `Message ${n}`,
  lang: 'en_US',
  ip: '203.0.113.1',
  userAgent: 'Firefox',
  status: 'read',
  note: '',
  createTime: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
  updateTime: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
});

describe('paging the enquiry inbox', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  test('the next and the previous page are asked past the cursors of the page shown', async () => {
    const asked: URLSearchParams[] = [];
    let pageSize = 10;
    const answer = async (route: Route) => {
      const url = new URL(route.request().url());
      if (url.pathname !== '/api/v1/admin/enquiries') return route.continue();
      const query = url.searchParams;
      asked.push(query);
      const pageNum = Number(query.get('pageNum'));
      pageSize = Number(query.get('pageSize'));
      const total = 3 * pageSize - 5;
      const first = (pageNum - 1) * pageSize + 1;
      const last = Math.min(first + pageSize - 1, total);
      const list = Array.from({ length: last - first + 1 }, (_, at) => enquiry(first + at));
      const data: KeysetPaged<AdminEnquiry> = {
        list,
        total,
        pageNum,
        pageSize,
        prevCursor: pageNum > 1 ? `before-${first}` : null,
        nextCursor: last < total ? `after-${last}` : null,
      };
      await route.fulfill({ json: { success: true, data } });
    };
    const page = await office.adminPage('/admin/enquiries', (opened) =>
      opened.route('**/api/v1/admin/enquiries?*', answer),
    );
    const firstOf = (pageNum: number) => `Paged visitor ${(pageNum - 1) * pageSize + 1}`;
    await page.getByText(firstOf(1), { exact: true }).waitFor();
    await page.locator('.ant-pagination-item-2').click();
    await page.getByText(firstOf(2), { exact: true }).waitFor();
    await page.locator('.ant-pagination-item-3').click();
    await page.getByText(firstOf(3), { exact: true }).waitFor();
    await page.locator('.ant-pagination-item-2').click();
    await page.getByText(firstOf(2), { exact: true }).waitFor();
    const positions = asked.map((query) => [query.get('pageNum'), query.get('after'), query.get('before')]);
    assert.deepEqual(positions, [
      ['1', null, null],
      ['2', `after-${pageSize}`, null],
      ['3', `after-${2 * pageSize}`, null],
      ['2', null, `before-${2 * pageSize + 1}`],
    ]);
    await page.context().close();
  });
});
