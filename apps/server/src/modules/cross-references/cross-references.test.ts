import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi, auditTrail } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { readAndWrite, useContentSuite } from '../../test-support/content-suite.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * Cross-reference (contract §13): the public lookup, the back-office's writes under the products'
 * authorities, the all-or-nothing CSV import, and the site search finding a product by a
 * competitor's part number for exactly as long as the reference exists.
 */

const ADMIN = '/api/v1/admin/cross-references';

interface Hit {
  competitorPartNumber: string;
  manufacturer: string;
  match: string;
  note: string;
  product: { id: number; model: string; name: string; url: string };
  partNumber: string | null;
}

for (const backend of testBackends()) {
  describe(`cross-reference (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'], authorities: readAndWrite('products') });
    const { catalogue, editor } = s;
    const reference = (
      competitorPartNumber: string,
      productId: number,
      extra: Record<string, unknown> = {},
    ) => ({
      competitorPartNumber,
      manufacturer: 'Analog Devices',
      productId,
      match: 'pin-compatible',
      i18n: { zh_CN: { note: '引脚兼容' }, en_US: { note: 'Same footprint' } },
      ...extra,
    });
    const create = async (body: object) => {
      const created = await editor.post(ADMIN, body);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      return created.body.data.id as number;
    };
    const lookup = async (q: string, lang = 'en_US') => {
      const answer = await s.get(`/api/v1/product/cross-reference?lang=${lang}&q=${encodeURIComponent(q)}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data.list as Hit[];
    };
    const importCsv = (csv: string, cookie = editor.cookie) =>
      s.app.inject({
        method: 'POST',
        url: `${ADMIN}/import?lang=en_US`,
        headers: { cookie, 'content-type': 'text/csv' },
        payload: csv,
      });

    before(async () => {
      await s.db
        .insertInto('product_parts')
        .values(
          ['CSA-3110', 'CSA-3110E'].map((partNumber, sort) => ({
            product_id: catalogue.products.axis3,
            sort,
            part_number: partNumber,
            status: 'active',
            package: 'LGA-14',
            pins: 14,
            package_qty: 5000,
            temp_min: -40,
            temp_max: 85,
            msl: '3',
            rohs: true,
            marking: 'A1',
          })),
        )
        .execute();
      // The fixtures are written past the services; the seed rebuilds the index the same way.
      await s.app.services.searchIndex.rebuild(s.db);
    });

    test('matching ignores case, spaces and hyphens; exact first, then prefix, then contains; published products only', async () => {
      const { axis3, lowPower, draft } = catalogue.products;
      await create(reference('ADXL-345', axis3, { partNumber: 'csa 3110e' }));
      await create(reference('ADXL345B', lowPower, { match: 'functional' }));
      await create(reference('XADXL345', lowPower, { match: 'drop-in' }));
      await create(reference('ADXL345', draft));

      const hits = await lookup('adxl 345');
      assert.deepEqual(
        hits.map((hit) => [hit.competitorPartNumber, hit.product.model, hit.match]),
        [
          ['ADXL-345', 'CSA-3110', 'pin-compatible'],
          ['ADXL345B', 'CSA-2050', 'functional'],
          ['XADXL345', 'CSA-2050', 'drop-in'],
        ],
      );
      assert.deepEqual(hits[0], {
        competitorPartNumber: 'ADXL-345',
        manufacturer: 'Analog Devices',
        match: 'pin-compatible',
        note: 'Same footprint',
        product: {
          id: axis3,
          model: 'CSA-3110',
          name: 'Triaxial accelerometer',
          url: `/product/detail?id=${axis3}`,
        },
        partNumber: 'CSA-3110E',
      });
      assert.equal((await lookup('ADXL345', 'zh_CN'))[0]?.note, '引脚兼容');
      assert.deepEqual(await lookup('LIS3DH'), []);
    });

    test('q of fewer than 2 or more than 64 characters is 400 on q', async () => {
      for (const q of ['A', ' B ', 'x'.repeat(65)]) {
        const answer = await s.get(`/api/v1/product/cross-reference?lang=en_US&q=${encodeURIComponent(q)}`);
        assert.equal(answer.status, 400, q);
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          ['q'],
        );
      }
      const missing = await s.get('/api/v1/product/cross-reference?lang=en_US');
      assert.equal(missing.status, 400);
    });

    test('writes need products:write, reads products:read; each write is audited; the part must be the product’s', async () => {
      const id = await create(reference('BMA400', catalogue.products.axis3));
      await assertRouteGuards(s.app, [
        { method: 'GET', url: ADMIN, authority: 'products:read', allowed: 200 },
        { method: 'GET', url: `${ADMIN}/${id}`, authority: 'products:read', allowed: 200 },
        { method: 'GET', url: `${ADMIN}/template.csv`, authority: 'products:read', allowed: 200 },
        {
          method: 'POST',
          url: ADMIN,
          authority: 'products:write',
          payload: reference('BMA401', catalogue.products.axis3),
        },
        {
          method: 'PUT',
          url: `${ADMIN}/${id}`,
          authority: 'products:write',
          payload: reference('BMA400', catalogue.products.axis3),
        },
        { method: 'DELETE', url: `${ADMIN}/${id}`, authority: 'products:write' },
        {
          method: 'POST',
          url: `${ADMIN}/import`,
          authority: 'products:write',
          headers: { 'content-type': 'text/csv' },
          payload:
            'competitorPartNumber,manufacturer,productModel,match\r\nBMA402,Bosch,CSA-3110,functional\r\n',
        },
      ]);
      const reader = adminApi(s.app, (await signedInStaff(s.app, ['products:read'])).cookie);
      assert.equal((await reader.post(ADMIN, reference('BMA403', catalogue.products.axis3))).status, 403);

      const refused = await editor.post(
        ADMIN,
        reference('BMA404', catalogue.products.axis3, { partNumber: 'CSA-2050' }),
      );
      assert.equal(refused.status, 400);
      assert.deepEqual(
        refused.body.errors.map((error: { field: string }) => error.field),
        ['partNumber'],
      );
      const unknown = await editor.post(ADMIN, reference('BMA404', 999_999));
      assert.deepEqual(
        unknown.body.errors.map((error: { field: string }) => error.field),
        ['productId'],
      );
      const badMatch = await editor.post(
        ADMIN,
        reference('BMA404', catalogue.products.axis3, { match: 'similar' }),
      );
      assert.deepEqual(
        badMatch.body.errors.map((error: { field: string }) => error.field),
        ['match'],
      );
      const twice = await editor.post(ADMIN, reference('bma-400', catalogue.products.axis3));
      assert.deepEqual(
        twice.body.errors.map((error: { field: string }) => error.field),
        ['competitorPartNumber'],
      );

      const updated = await editor.put(
        `${ADMIN}/${id}`,
        reference('BMA400', catalogue.products.axis3, { match: 'drop-in' }),
      );
      assert.equal(updated.body.data.match, 'drop-in');
      assert.equal((await editor.delete(`${ADMIN}/${id}`)).status, 200);
      assert.equal((await editor.get(`${ADMIN}/${id}`)).status, 404);
      await auditTrail(s.app, 'cross-references', id, editor, ['create', 'update', 'delete']);
    });

    test('a CSV import is all or nothing: problems by line and column, else every row in one go', async () => {
      const header = 'competitorPartNumber,manufacturer,productModel,partNumber,match,note_zh_CN,note_en_US';
      const before = (await editor.get(`${ADMIN}?pageSize=100`)).body.data.total as number;
      const bad = await importCsv(
        [
          header,
          'LIS3DH,STMicroelectronics,CSA-3110,,pin-compatible,引脚兼容,"Same pins, other registers"',
          'LIS2DH12,STMicroelectronics,CSA-9999,,functional,,',
          'KX122,Kionix,CSA-3110,CSA-2050,drop-in,,',
          'MMA8452Q,NXP,csa2050,,similar,,',
        ].join('\r\n'),
      );
      assert.equal(bad.statusCode, 400, bad.body);
      assert.deepEqual(
        bad.json().errors.map((error: { field: string }) => error.field),
        ['lines.3.productModel', 'lines.4.partNumber', 'lines.5.match'],
      );
      assert.equal((await editor.get(`${ADMIN}?pageSize=100`)).body.data.total, before);

      const good = await importCsv(
        `\uFEFF${[
          header,
          'LIS3DH,STMicroelectronics,CSA-3110,csa3110e,pin-compatible,引脚兼容,"Same pins, other registers"',
          'MMA8452Q,NXP,csa2050,,functional,,',
        ].join('\r\n')}\r\n`,
      );
      assert.equal(good.statusCode, 200, good.body);
      assert.deepEqual(good.json().data, { created: 2, updated: 0 });
      const [lis3dh] = await lookup('lis3dh');
      assert.equal(lis3dh?.note, 'Same pins, other registers');
      assert.equal(lis3dh?.partNumber, 'CSA-3110E');
      const again = await importCsv(`${header}\r\nLIS3DH,ST,CSA-3110,,drop-in,,\r\n`);
      assert.deepEqual(again.json().data, { created: 0, updated: 1 });
      assert.equal((await lookup('LIS3DH'))[0]?.match, 'drop-in');

      const template = await s.app.inject({
        method: 'GET',
        url: `${ADMIN}/template.csv`,
        headers: { cookie: editor.cookie },
      });
      assert.equal(template.headers['content-type'], 'text/csv; charset=utf-8');
      assert.ok(template.body.startsWith(`\uFEFF${header}\r\n`), template.body);
      assert.equal((await importCsv(template.body)).statusCode, 200);
    });

    test('the site search finds our product by a competitor’s part number until the reference is deleted', async () => {
      const search = async (q: string, lang: string) =>
        (await s.get(`/api/v1/search?lang=${lang}&q=${encodeURIComponent(q)}`)).body.data.list as Array<{
          type: string;
          id: number;
          summary: string;
        }>;
      assert.deepEqual(await search('SHT31', 'en_US'), []);
      const id = await create(
        reference('SHT31-DIS', catalogue.products.barometer, { manufacturer: 'Sensirion' }),
      );
      const [hit] = await search('sht31dis', 'en_US');
      assert.equal(hit?.id, catalogue.products.barometer);
      assert.equal(hit?.summary, 'Replaces <mark>SHT31-DIS</mark> (pin-compatible)');
      assert.equal((await search('SHT31-DIS', 'zh_CN'))[0]?.summary, '替代 <mark>SHT31-DIS</mark>(引脚兼容)');
      await editor.delete(`${ADMIN}/${id}`);
      assert.deepEqual(await search('SHT31-DIS', 'en_US'), []);
    });
  });
}
