import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

for (const backend of testBackends()) {
  describe(`public application calls (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['other'] });
    const { catalogue, other: ids } = s;

    test('applications: enabled only, related products limited to published ones', async () => {
      const { body } = await s.get('/api/v1/app/range/list?lang=en_US');
      assert.equal(body.data.total, 1);
      const content = JSON.parse(body.data.list[0].jsonStr);
      assert.equal(content.title, 'Automotive');
      assert.equal(content.enabled, true);
      assert.deepEqual(content.relatedProductIds, [catalogue.products.axis3]);
      const detail = await s.get(`/api/v1/app/range/detail?id=${ids.applications.automotive}`);
      assert.equal(JSON.parse(detail.body.data.jsonStr).title, '汽车电子');
      assert.equal((await s.get(`/api/v1/app/range/detail?id=${ids.applications.hidden}`)).status, 404);
    });
  });
}
