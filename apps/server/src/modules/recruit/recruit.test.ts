import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

for (const backend of testBackends()) {
  describe(`public recruitment calls (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['other'] });
    const { other: ids } = s;

    test('recruit: position fields at the top, requirements and duties in the detail string', async () => {
      const { body } = await s.get('/api/v1/recruit/list?lang=en_US');
      assert.equal(body.data.total, 1);
      const job = body.data.list[0];
      assert.equal(job.position, 'MEMS process engineer');
      assert.equal(job.location, 'Wuxi');
      assert.equal(job.department, 'R&D');
      assert.equal(job.headcount, 2);
      assert.deepEqual(JSON.parse(job.detail), {
        detail: '<p>MEMS process engineer requirements</p>',
        desc: '<p>MEMS process engineer duties</p>',
        fileList: [],
      });
      const search = await s.get(`/api/v1/recruit/list?keyword=${encodeURIComponent('工艺')}`);
      assert.equal(search.body.data.total, 1);
      const detail = await s.get(`/api/v1/recruit/detail?id=${ids.recruit.engineer}`);
      assert.equal(detail.body.data.position, 'MEMS 工艺工程师');
      assert.equal((await s.get(`/api/v1/recruit/detail?id=${ids.recruit.hidden}`)).status, 404);
    });
  });
}
