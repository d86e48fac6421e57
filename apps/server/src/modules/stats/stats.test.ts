import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayIn, daysFrom, startOfDay } from '../../lib/site-day.ts';
import { CounterBuffer } from './counter-buffer.ts';
import { countedPath } from './site-paths.ts';

describe('page-view paths', () => {
  test('a page of the site is counted by its path; a detail page by its record, other queries dropped', () => {
    assert.equal(countedPath('/index'), '/index');
    assert.equal(countedPath('/index/?lang=en-US'), '/index');
    assert.equal(countedPath('/product?p.range=2..16&status=active'), '/product');
    assert.equal(countedPath('/product/detail?lang=zh-CN&id=12&utm_source=x'), '/product/detail?id=12');
    assert.equal(countedPath('/company-news/detail?id=3#top'), '/company-news/detail?id=3');
  });

  test('anything else is not a page of the site', () => {
    for (const path of [
      '',
      'index',
      '//evil.example/index',
      '/\\evil.example',
      '/api/v1/product/list',
      '/admin',
      '/error',
      '/no-such-page',
      '/product/detail',
      '/product/detail?id=0',
      '/product/detail?id=1e3',
    ]) {
      assert.equal(countedPath(path), undefined, path);
    }
  });
});

describe('calendar days of the site', () => {
  test('a day is the time zone’s, and begins at its midnight', () => {
    assert.equal(dayIn('Asia/Shanghai', Date.parse('2026-11-24T15:59:59Z')), '2026-11-24');
    assert.equal(dayIn('Asia/Shanghai', Date.parse('2026-11-24T16:00:00Z')), '2026-11-25');
    assert.equal(startOfDay('2026-11-25', 'Asia/Shanghai').toISOString(), '2026-11-24T16:00:00.000Z');
    // New York changes its offset on 9 March 2025: that day begins at winter time's midnight.
    assert.equal(startOfDay('2025-03-09', 'America/New_York').toISOString(), '2025-03-09T05:00:00.000Z');
    assert.equal(startOfDay('2025-03-10', 'America/New_York').toISOString(), '2025-03-10T04:00:00.000Z');
    assert.deepEqual(daysFrom('2024-02-28', '2024-03-01'), ['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('buffered counts', () => {
  test('counts of one key add up into one row; a failed write keeps them for the next', async () => {
    const written: Array<Array<{ key: string; count: number }>> = [];
    let fail = true;
    const errors: unknown[] = [];
    const buffer = new CounterBuffer<string>({
      write: async (rows) => {
        if (fail) throw new Error('database away');
        written.push(rows);
      },
      onError: (error) => errors.push(error),
      intervalMs: 60_000,
    });
    buffer.add('a', 'a');
    buffer.add('a', 'a');
    buffer.add('b', 'b');
    await assert.rejects(buffer.flush(), /database away/);
    buffer.add('a', 'a');
    fail = false;
    await buffer.close();
    assert.deepEqual(written, [
      [
        { key: 'a', count: 3 },
        { key: 'b', count: 1 },
      ],
    ]);
    await buffer.flush();
    assert.equal(written.length, 1, 'nothing is written twice');
  });
});
