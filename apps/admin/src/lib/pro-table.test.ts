import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proTableRequest, toListQuery } from './pro-table.ts';

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
