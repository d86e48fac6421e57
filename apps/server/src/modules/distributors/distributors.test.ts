import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

/* Where to buy (contract §13): the distributors resource and its public list by region. */

const URL = '/api/v1/admin/distributors';

for (const backend of testBackends()) {
  describe(`distributors (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['distributors:read', 'distributors:write', 'products:read', 'products:write'],
    });
    const { other, editor } = s;

    const body = (name: string, extra: Record<string, unknown> = {}) => ({
      regions: ['emea'],
      website: 'https://www.nordparts.example/',
      partSearchUrl: 'https://www.nordparts.example/search?q={partNumber}',
      phone: '+49 40 555 0100',
      email: 'sales@nordparts.example',
      sort: 3,
      enabled: true,
      i18n: {
        zh_CN: { name: `${name}（中文）`, description: '欧洲代理' },
        en_US: { name, description: 'Distributor for Europe' },
      },
      ...extra,
    });
    const publicNames = async (query: string) => {
      const list = await s.get(`/api/v1/distributor/list?pageSize=100&${query}`);
      assert.equal(list.status, 200, JSON.stringify(list.body));
      return list.body.data.list.map((item: { jsonStr: string }) => JSON.parse(item.jsonStr).name);
    };

    test('every route needs a session (401) and the distributors authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'distributors', other.distributors.eastParts, body('Guarded'));
      assert.deepEqual(await publicNames('lang=en_US'), ['East Parts'], 'refused writes changed nothing');
    });

    test('created, it is listed at once in its regions, in both languages; edited and deleted, audited', async () => {
      const created = await editor.post(URL, body('Nord Parts', { regions: ['emea', 'americas'] }));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const record = created.body.data;
      assert.deepEqual(record.regions, ['emea', 'americas']);
      assert.equal(record.logo, '', 'an absent logo is none');

      assert.deepEqual(await publicNames('lang=en_US'), ['East Parts', 'Nord Parts'], 'in their order');
      assert.deepEqual(await publicNames('lang=en_US&region=emea'), ['Nord Parts']);
      assert.deepEqual(await publicNames('lang=zh_CN&region=americas'), ['Nord Parts（中文）']);
      assert.deepEqual(await publicNames('lang=en_US&region=cn'), ['East Parts']);
      const item = (await s.get('/api/v1/distributor/list?lang=en_US&region=emea')).body.data.list[0];
      assert.deepEqual(
        { regions: item.regions, partSearchUrl: item.partSearchUrl, website: item.website },
        {
          regions: ['emea', 'americas'],
          partSearchUrl: 'https://www.nordparts.example/search?q={partNumber}',
          website: 'https://www.nordparts.example/',
        },
      );
      assert.equal((await s.get('/api/v1/distributor/list?lang=en_US&region=mars')).status, 400);

      const updated = await editor.put(`${URL}/${record.id}`, { ...record, enabled: false });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.deepEqual(await publicNames('lang=en_US&region=emea'), [], 'a disabled one is not listed');
      assert.equal((await editor.delete(`${URL}/${record.id}`)).status, 200);
      await auditTrail(s.app, 'distributors', record.id, editor, ['create', 'update', 'delete']);
    });

    test('each part row of the detail page links to every enabled distributor’s search for its encoded part number', async () => {
      // `/`, `#`, `+` and a space would change or cut the address unencoded.
      const partNumber = 'CSX-9 A/B#+';
      const product = await editor.post('/api/v1/admin/products', {
        classifyId: s.catalogue.categories.accelerometers,
        sort: 1,
        enabled: true,
        i18n: { zh_CN: productText('编码测试', 'CSX-9'), en_US: productText('Encoding probe', 'CSX-9') },
        parts: [productPart(partNumber)],
      });
      assert.equal(product.status, 200, JSON.stringify(product.body));
      await editor.post(
        URL,
        body('Nord Parts', { partSearchUrl: 'https://nord.example/p/{partNumber}?src=cs&x=1' }),
      );
      await editor.post(
        URL,
        body('Closed Parts', { enabled: false, partSearchUrl: 'https://closed.example/{partNumber}' }),
      );
      const page = await s.app.inject({
        method: 'GET',
        url: `/product/detail?id=${product.body.data.id}&lang=en-US`,
      });
      assert.equal(page.statusCode, 200);
      const encoded = 'CSX-9%20A%2FB%23%2B';
      const links = [...page.body.matchAll(/<a href="(https:[^"]+)" rel="noopener"[^>]*>([^<]+)<\/a>/g)].map(
        ([, href, name]) => [href, name],
      );
      assert.deepEqual(links, [
        [`https://parts.example.com/search?q=${encoded}`, 'East Parts'],
        [`https://nord.example/p/${encoded}?src=cs&amp;x=1`, 'Nord Parts'],
      ]);
    });

    test('an address that is not https or lacks the placeholder is refused on its field', async () => {
      const refused = async (extra: Record<string, unknown>) => {
        const answer = await editor.post(URL, body('Refused', extra));
        assert.equal(answer.status, 400);
        return answer.body.errors.map((error: { field: string }) => error.field);
      };
      assert.deepEqual(
        await refused({ partSearchUrl: 'http://www.nordparts.example/search?q={partNumber}' }),
        ['partSearchUrl'],
      );
      assert.deepEqual(await refused({ partSearchUrl: 'https://www.nordparts.example/search' }), [
        'partSearchUrl',
      ]);
      assert.deepEqual(await refused({ partSearchUrl: 'https://{partNumber}.example/' }), ['partSearchUrl']);
      assert.deepEqual(await refused({ website: 'javascript:alert(1)' }), ['website']);
      assert.deepEqual(await refused({ regions: [] }), ['regions']);
      assert.deepEqual(await refused({ regions: ['mars'] }), ['regions.0']);
      assert.deepEqual(await refused({ email: 'not an address' }), ['email']);
      assert.ok(!(await publicNames('lang=en_US')).includes('Refused'), 'nothing refused was stored');
    });
  });
}
