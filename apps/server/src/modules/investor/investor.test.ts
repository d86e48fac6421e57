import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

for (const backend of testBackends()) {
  describe(`public investor calls (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['other'] });
    const { other: ids } = s;

    test('investor: both types by default, newest publication first, filter by type', async () => {
      const all = await s.get('/api/v1/investor/list?lang=en_US');
      assert.equal(all.body.data.total, 2);
      assert.deepEqual(
        all.body.data.list.map((item: { type: string }) => item.type),
        ['report', 'announcement'],
      );
      const item = all.body.data.list[0];
      assert.equal(item.enabled, true);
      assert.deepEqual(JSON.parse(item.jsonStr), {
        title: '2025 annual report',
        summary: '',
        content: '<p>2025 annual report</p>',
        publishDate: '2026-03-30',
        files: [],
      });
      const announcements = await s.get('/api/v1/investor/list?type=announcement');
      assert.equal(announcements.body.data.total, 1);
      assert.equal(JSON.parse(announcements.body.data.list[0].jsonStr).title, '董事会决议公告');
      assert.equal((await s.get('/api/v1/investor/list?type=other')).status, 400);
      const detail = await s.get(`/api/v1/investor/detail?id=${ids.investor.announcement}`);
      assert.equal(detail.body.data.type, 'announcement');
      assert.equal((await s.get(`/api/v1/investor/detail?id=${ids.investor.hidden}`)).status, 404);
    });
  });
}
