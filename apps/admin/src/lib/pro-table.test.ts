import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Query } from './api-client.ts';
import { keysetPaging, proTableRequest, toListQuery } from './pro-table.ts';

describe('toListQuery', () => {
  it('renames paging and keeps the search fields, dropping the empty ones', () => {
    assert.deepEqual(
      toListQuery({ current: 3, pageSize: 20, keyword: ' chip ', enabled: 'true', type: '' }),
      {
        pageNum: 3,
        pageSize: 20,
        keyword: 'chip',
        enabled: 'true',
      },
    );
  });

  it('passes the sorted column in ProTable words and the first value of each filter', () => {
    assert.deepEqual(
      toListQuery(
        { current: 1, pageSize: 10 },
        { sort: null, createTime: 'descend' },
        { status: ['new', 'read'], kind: null },
      ),
      { pageNum: 1, pageSize: 10, status: 'new', sortField: 'createTime', sortOrder: 'descend' },
    );
  });

  it('defaults to the first page of ten', () => {
    assert.deepEqual(toListQuery({}), { pageNum: 1, pageSize: 10 });
  });
});

describe('proTableRequest', () => {
  it('answers ProTable its rows and the total of every match', async () => {
    const asked: unknown[] = [];
    const request = proTableRequest(async (query) => {
      asked.push(query);
      return { list: [{ id: 7 }], total: 41, pageNum: 5, pageSize: 10 };
    });
    assert.deepEqual(await request({ current: 5, pageSize: 10 }, {}, {}), {
      data: [{ id: 7 }],
      total: 41,
      success: true,
    });
    assert.deepEqual(asked, [{ pageNum: 5, pageSize: 10 }]);
  });
});

describe('keysetPaging', () => {
  const page = (pageNum: number, prevCursor: string | null, nextCursor: string | null) => ({
    list: [],
    total: 30,
    pageNum,
    pageSize: 10,
    prevCursor,
    nextCursor,
  });

  it('asks the next page after the last row shown and the previous one before the first', async () => {
    const asked: Query[] = [];
    const answers = [page(1, null, 'n1'), page(2, 'p2', 'n2'), page(3, 'p3', null), page(2, 'p2', 'n2')];
    const fetchPage = keysetPaging(async (query: Query) => {
      asked.push(query);
      return answers[asked.length - 1]!;
    });
    await fetchPage({ pageNum: 1, pageSize: 10, status: 'new' });
    await fetchPage({ pageNum: 2, pageSize: 10, status: 'new' });
    await fetchPage({ pageNum: 3, pageSize: 10, status: 'new' });
    await fetchPage({ pageNum: 2, pageSize: 10, status: 'new' });
    assert.deepEqual(asked, [
      { pageNum: 1, pageSize: 10, status: 'new' },
      { pageNum: 2, pageSize: 10, status: 'new', after: 'n1' },
      { pageNum: 3, pageSize: 10, status: 'new', after: 'n2' },
      { pageNum: 2, pageSize: 10, status: 'new', before: 'p3' },
    ]);
  });

  it('asks by number after a jump, a reload or a change of filter', async () => {
    const asked: Query[] = [];
    const fetchPage = keysetPaging(async (query: Query) => {
      asked.push(query);
      return page(Number(query.pageNum), 'p', 'n');
    });
    await fetchPage({ pageNum: 1, pageSize: 10 });
    await fetchPage({ pageNum: 5, pageSize: 10 });
    await fetchPage({ pageNum: 5, pageSize: 10 });
    await fetchPage({ pageNum: 6, pageSize: 10, kind: 'job' });
    assert.deepEqual(asked, [
      { pageNum: 1, pageSize: 10 },
      { pageNum: 5, pageSize: 10 },
      { pageNum: 5, pageSize: 10 },
      { pageNum: 6, pageSize: 10, kind: 'job' },
    ]);
  });
});
