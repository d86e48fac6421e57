import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProductContent } from '@coresense/shared';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';

/* Lifecycle dates and change notices of contract §13, on products and their parts. */

const PRODUCTS = '/api/v1/admin/products';
const DOCUMENTS = '/api/v1/admin/documents';

for (const backend of testBackends()) {
  describe(`lifecycle dates and change notices (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['products:read', 'products:write', 'documents:read', 'documents:write'],
    });
    const { catalogue: ids, editor } = s;

    const body = (model: string, extra: Record<string, unknown> = {}) => ({
      classifyId: ids.categories.accelerometers,
      sort: 5,
      enabled: true,
      i18n: { zh_CN: productText(`${model} 传感器`, model), en_US: productText(`${model} sensor`, model) },
      ...extra,
    });
    const fields = (answer: { body: { errors?: Array<{ field: string }> } }) =>
      (answer.body.errors ?? []).map((error) => error.field);
    const publicContent = async (id: number, lang = 'en_US'): Promise<ProductContent> =>
      JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=${lang}`)).body.data.jsonStr);

    test('a last-time buy without a last-order date is refused on that field, on the product and on a part', async () => {
      const product = await editor.post(PRODUCTS, body('CSL-1', { status: 'lifebuy' }));
      assert.equal(product.status, 400);
      assert.equal(product.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(fields(product), ['lastOrderDate']);
      assert.equal(product.body.errors[0].message, '请填写此字段', 'in the language of the request');

      const part = await editor.post(
        PRODUCTS,
        body('CSL-2', {
          parts: [productPart('CSL-2-TR', { status: 'lifebuy', lastShipDate: '2027-01-31' })],
        }),
      );
      assert.equal(part.status, 400);
      assert.deepEqual(fields(part), ['parts.0.lastOrderDate']);
    });

    test('dates only for nrnd, lifebuy and obsolete, written YYYY-MM-DD, shipping not before ordering', async () => {
      const active = await editor.post(PRODUCTS, body('CSL-3', { lastOrderDate: '2027-01-31' }));
      assert.equal(active.status, 400);
      assert.deepEqual(fields(active), ['lastOrderDate']);
      const early = await editor.post(
        PRODUCTS,
        body('CSL-4', { status: 'nrnd', lastOrderDate: '2027-06-30', lastShipDate: '2027-06-29' }),
      );
      assert.deepEqual(fields(early), ['lastShipDate']);
      const unreadable = await editor.post(
        PRODUCTS,
        body('CSL-5', { status: 'obsolete', lastOrderDate: '2027-02-30' }),
      );
      assert.deepEqual(fields(unreadable), ['lastOrderDate']);
      const list = await s.get('/api/v1/product/list?lang=en_US&keyword=CSL-&pageSize=10');
      assert.equal(list.body.data.total, 0, 'nothing refused was stored');
    });

    test('dates are stored on the product and each part, answered by the back-office and the public API', async () => {
      const created = await editor.post(
        PRODUCTS,
        body('CSL-6', {
          status: 'lifebuy',
          lastOrderDate: '2027-03-31',
          lastShipDate: '2027-09-30',
          parts: [
            productPart('CSL-6-TR', { status: 'lifebuy', lastOrderDate: '2027-03-31', lastShipDate: null }),
            productPart('CSL-6-EVB', { status: 'obsolete' }),
          ],
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const { id } = created.body.data;
      const read = (await editor.get(`${PRODUCTS}/${id}`)).body.data;
      assert.deepEqual([read.lastOrderDate, read.lastShipDate], ['2027-03-31', '2027-09-30']);
      assert.deepEqual(
        read.parts.map((part: { lastOrderDate: string | null; lastShipDate: string | null }) => [
          part.lastOrderDate,
          part.lastShipDate,
        ]),
        [
          ['2027-03-31', null],
          [null, null],
        ],
      );
      for (const lang of ['en_US', 'zh_CN']) {
        const content = await publicContent(id, lang);
        assert.deepEqual([content.lastOrderDate, content.lastShipDate], ['2027-03-31', '2027-09-30']);
        assert.equal(content.parts[0]?.lastOrderDate, '2027-03-31');
        assert.deepEqual(content.changeNotices, []);
      }
      const page = await s.app.inject({ method: 'GET', url: `/product/detail?id=${id}&lang=en-US` });
      assert.equal(page.statusCode, 200);
      const term = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
      assert.ok(
        page.body.includes(term('Last order date', '31 Mar 2027')),
        'the product’s dates in the page’s HTML',
      );
      assert.ok(page.body.includes(term('Last ship date', '30 Sep 2027')));
      assert.ok(
        page.body.includes('<td data-label="Last order / ship">31 Mar 2027 / –</td>'),
        'a part’s own dates',
      );
      const moved = await editor.put(`${PRODUCTS}/${id}`, {
        ...read,
        status: 'active',
        lastOrderDate: null,
        lastShipDate: null,
      });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.equal((await publicContent(id)).lastOrderDate, null, 'back in production, the dates are gone');
    });

    test('changeNotices: the published change notices naming the product, newest first', async () => {
      let files = 0;
      const notice = async (number: string, date: string, extra: Record<string, unknown> = {}) => {
        files += 1;
        const file = await s.app.services.files.store({
          name: `${number}.pdf`,
          mime: 'application/pdf',
          data: Buffer.from(`%PDF-1.4 ${files}`),
          createdBy: editor.id,
        });
        const answer = await editor.post(DOCUMENTS, {
          type: 'pcn',
          number,
          lang: 'both',
          productIds: [ids.products.axis3],
          enabled: true,
          i18n: { zh_CN: { title: `${number} 变更` }, en_US: { title: `${number} change` } },
          revision: {
            revision: 'A',
            date,
            fileId: file.id,
            i18n: { zh_CN: { changes: '首次发布' }, en_US: { changes: 'First release' } },
          },
          ...extra,
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return answer.body.data.id as number;
      };
      const older = await notice('CS-PCN-T1', '2025-05-02');
      const newer = await notice('CS-PCN-T2', '2026-01-20');
      await notice('CS-PCN-T3', '2026-03-01', { productIds: [ids.products.lowPower] });
      await notice('CS-PCN-T4', '2026-04-01', { enabled: false });
      await notice('CS-DS-T5', '2026-05-01', { type: 'datasheet' });

      const en = await publicContent(ids.products.axis3);
      assert.deepEqual(en.changeNotices, [
        {
          id: newer,
          number: 'CS-PCN-T2',
          title: 'CS-PCN-T2 change',
          date: '2026-01-20',
          url: `/documents/detail?id=${newer}`,
        },
        {
          id: older,
          number: 'CS-PCN-T1',
          title: 'CS-PCN-T1 change',
          date: '2025-05-02',
          url: `/documents/detail?id=${older}`,
        },
      ]);
      assert.deepEqual(
        (await publicContent(ids.products.axis3, 'zh_CN')).changeNotices.map((each) => each.title),
        ['CS-PCN-T2 变更', 'CS-PCN-T1 变更'],
      );

      const document = (await editor.get(`${DOCUMENTS}/${newer}`)).body.data;
      const hidden = await editor.post(`${DOCUMENTS}/${newer}/visibility`, { enabled: false });
      assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
      assert.deepEqual(
        (await publicContent(ids.products.axis3)).changeNotices.map((each) => each.number),
        ['CS-PCN-T1'],
        `hiding ${document.number} takes it off the product`,
      );
    });
  });
}
