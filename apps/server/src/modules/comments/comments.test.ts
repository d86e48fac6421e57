import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

for (const backend of testBackends()) {
  describe(`public customer comment calls (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['other'] });
    const { other: ids } = s;

    test('customer comments: enabled only, content in jsonStr', async () => {
      const { body } = await s.get('/api/v1/customer/comment/list?lang=en_US');
      assert.equal(body.data.total, 1);
      assert.equal(JSON.parse(body.data.list[0].jsonStr).name, 'Wei Zhang');
      const detail = await s.get(`/api/v1/customer/comment/detail?id=${ids.comments.happyCustomer}`);
      assert.equal(JSON.parse(detail.body.data.jsonStr).name, '张伟');
      assert.equal((await s.get(`/api/v1/customer/comment/detail?id=${ids.comments.hidden}`)).status, 404);
      assert.equal((await s.get('/api/v1/customer/comment/detail?id=abc')).status, 400);
    });
  });
}
