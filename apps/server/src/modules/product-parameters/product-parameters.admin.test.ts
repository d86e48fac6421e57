import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ALL_AUTHORITIES, type ParameterFacet, type ProductContent } from '@coresense/shared';
import { adminApi, auditTrail } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { adminCrudRoutes, assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * The back-office side of product data (contract §8): parameter definitions, the parameters of a
 * category, and a product's values, parts, status and replacements, each validated against the
 * definitions, and the public answers that follow each write.
 */

const PARAMETERS = '/api/v1/admin/product-parameters';
const CATEGORIES = '/api/v1/admin/product-categories';
const PRODUCTS = '/api/v1/admin/products';

const labels = (zh: string, en: string) => ({ zh_CN: { label: zh }, en_US: { label: en } });
const definition = (key: string, type: string, unit: string, extra: Record<string, unknown> = {}) => ({
  key,
  type,
  unit,
  i18n: labels(`${key}（中文）`, key),
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office product data (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'], authorities: ALL_AUTHORITIES });
    const { catalogue: ids, editor: admin } = s;
    const parameterIds: Record<string, number> = {};

    before(async () => {
      for (const body of [
        definition('count', 'number', ''),
        definition('supply', 'number', 'V'),
        definition('bus', 'enum', '', {
          options: [
            { value: 'i2c', i18n: labels('I²C', 'I²C') },
            { value: 'spi', i18n: labels('SPI', 'SPI') },
          ],
        }),
        definition('automotive', 'boolean', ''),
        definition('unlisted', 'number', 'Hz'),
      ]) {
        const created = await admin.post(PARAMETERS, body);
        assert.equal(created.status, 200, JSON.stringify(created.body));
        parameterIds[body.key] = created.body.data.id;
      }
      const category = await admin.get(`${CATEGORIES}/${ids.categories.accelerometers}`);
      const saved = await admin.put(`${CATEGORIES}/${ids.categories.accelerometers}`, {
        ...category.body.data,
        parameterKeys: ['supply', 'count', 'bus', 'automotive'],
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(saved.body.data.parameterKeys, ['supply', 'count', 'bus', 'automotive']);
    });

    const productBody = (model: string, extra: Record<string, unknown> = {}) => ({
      classifyId: ids.categories.accelerometers,
      sort: 9,
      enabled: true,
      i18n: { zh_CN: productText(`${model} 中文`, model), en_US: productText(model, model) },
      ...extra,
    });

    /** The field of the one error a refused write answers. */
    const refusedField = async (
      call: Promise<{ status: number; body: { errors?: Array<{ field: string }> } }>,
    ) => {
      const answer = await call;
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      return answer.body.errors?.map((error) => error.field);
    };

    test('every route needs a session (401) and the product-parameters authority (403)', async () => {
      await assertRouteGuards(
        s.app,
        adminCrudRoutes(
          'product-parameters',
          parameterIds.count as number,
          definition('guarded', 'number', 'V'),
        ),
      );
      const reader = adminApi(s.app, (await signedInStaff(s.app, ['product-parameters:read'])).cookie);
      assert.equal((await reader.get(PARAMETERS)).status, 200);
      assert.equal((await reader.post(PARAMETERS, definition('nope', 'number', 'V'))).status, 403);
    });

    test('a definition is created, listed, read, changed and deleted, each write audited', async () => {
      const created = await admin.post(PARAMETERS, {
        ...definition('bandwidth', 'number', 'Hz'),
        sort: 3,
        i18n: labels('带宽', 'Bandwidth'),
      });
      const id = created.body.data.id;
      assert.deepEqual(
        { ...created.body.data, createTime: undefined, updateTime: undefined },
        {
          id,
          key: 'bandwidth',
          type: 'number',
          unit: 'Hz',
          sort: 3,
          options: [],
          i18n: labels('带宽', 'Bandwidth'),
          categoryIds: [],
          productCount: 0,
          createTime: undefined,
          updateTime: undefined,
        },
      );
      const listed = await admin.get(`${PARAMETERS}?keyword=band&pageSize=100`);
      assert.deepEqual(
        listed.body.data.list.map((item: { key: string }) => item.key),
        ['bandwidth'],
      );
      const enums = await admin.get(`${PARAMETERS}?type=enum`);
      assert.deepEqual(
        enums.body.data.list.map((item: { key: string }) => item.key),
        ['bus'],
      );
      const bus = await admin.get(`${PARAMETERS}/${parameterIds.bus}`);
      assert.deepEqual(bus.body.data.categoryIds, [ids.categories.accelerometers]);
      assert.deepEqual(bus.body.data.options[1], { value: 'spi', i18n: labels('SPI', 'SPI') });

      const renamed = await admin.put(`${PARAMETERS}/${id}`, {
        ...definition('bandwidth', 'number', 'Hz'),
        sort: 3,
        i18n: labels('带宽', '3 dB bandwidth'),
      });
      assert.equal(renamed.body.data.i18n.en_US.label, '3 dB bandwidth');
      assert.deepEqual((await admin.delete(`${PARAMETERS}/${id}`)).body, { success: true, data: { id } });
      assert.equal((await admin.get(`${PARAMETERS}/${id}`)).status, 404);
      const entries = await auditTrail(s.app, 'product-parameters', id, admin, [
        'create',
        'update',
        'delete',
      ]);
      assert.deepEqual(entries[1]?.changes, {
        'i18n.en_US.label': { from: 'Bandwidth', to: '3 dB bandwidth' },
      });
    });

    test('definitions are validated: key, uniqueness, enum options, both labels', async () => {
      assert.deepEqual(await refusedField(admin.post(PARAMETERS, definition('p.bad', 'number', 'V'))), [
        'key',
      ]);
      assert.deepEqual(await refusedField(admin.post(PARAMETERS, definition('count', 'number', ''))), [
        'key',
      ]);
      assert.deepEqual(await refusedField(admin.post(PARAMETERS, definition('colour', 'enum', ''))), [
        'options',
      ]);
      assert.deepEqual(
        await refusedField(
          admin.post(
            PARAMETERS,
            definition('colour', 'enum', '', {
              options: [
                { value: 'red', i18n: labels('红', 'Red') },
                { value: 'red', i18n: labels('红', 'Red') },
              ],
            }),
          ),
        ),
        ['options.1.value'],
      );
      assert.deepEqual(
        await refusedField(
          admin.post(PARAMETERS, { ...definition('half', 'number', 'V'), i18n: { zh_CN: { label: '半' } } }),
        ),
        ['i18n.en_US'],
      );
      assert.deepEqual(await refusedField(admin.post(PARAMETERS, definition('kind', 'text', ''))), ['type']);
    });

    test('a product’s values, parts, status and replacements reach its public record', async () => {
      const created = await admin.post(
        PRODUCTS,
        productBody('CSA-9001', {
          status: 'nrnd',
          replacementIds: [ids.products.lowPower],
          parameterValues: [
            { key: 'supply', min: 1.71, max: 3.6 },
            { key: 'count', value: 3 },
            { key: 'bus', value: 'spi' },
            { key: 'automotive', value: true },
          ],
          parts: [productPart('CSA-9001-TR'), productPart('CSA-9001E', { tempMax: 105 })],
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal(created.body.data.status, 'nrnd');
      assert.deepEqual(created.body.data.replacementIds, [ids.products.lowPower]);
      assert.deepEqual(created.body.data.parameterValues, [
        { key: 'count', value: 3, min: null, max: null },
        { key: 'supply', value: null, min: 1.71, max: 3.6 },
        { key: 'bus', value: 'spi', min: null, max: null },
        { key: 'automotive', value: true, min: null, max: null },
      ]);
      assert.equal(created.body.data.parts[1].tempMax, 105);

      const detail = await s.get(`/api/v1/product/detail/${id}?lang=en_US`);
      const content = JSON.parse(detail.body.data.jsonStr) as ProductContent;
      assert.equal(content.status, 'nrnd');
      assert.deepEqual(content.replacementIds, [ids.products.lowPower]);
      assert.deepEqual(
        content.parameters.map((parameter) => [parameter.key, parameter.display]),
        [
          ['supply', '1.71 V – 3.6 V'],
          ['count', '3'],
          ['bus', 'SPI'],
          ['automotive', 'Yes'],
        ],
        'in the category’s order',
      );
      assert.deepEqual(
        content.parts.map((each) => each.partNumber),
        ['CSA-9001-TR', 'CSA-9001E'],
      );

      // The list is cached; a write drops the cache, so the next read sees the new value.
      const filtered = '/api/v1/product/list?lang=en_US&p.supply=3.3&pageSize=100';
      assert.equal((await s.get(filtered)).body.data.total, 1);
      const record = (await admin.get(`${PRODUCTS}/${id}`)).body.data;
      const saved = await admin.put(`${PRODUCTS}/${id}`, {
        ...record,
        parameterValues: [{ key: 'supply', min: 1.71, max: 1.98 }],
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal((await s.get(filtered)).body.data.total, 0);
      const changed = JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).body.data.jsonStr);
      assert.deepEqual(
        changed.parameters.map((parameter: { display: string }) => parameter.display),
        ['1.71 V – 1.98 V'],
      );

      // Hiding the replacement takes it off the replaced product's public record.
      const replacement = (await admin.get(`${PRODUCTS}/${ids.products.lowPower}`)).body.data;
      await admin.put(`${PRODUCTS}/${ids.products.lowPower}`, { ...replacement, enabled: false });
      const without = JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).body.data.jsonStr);
      assert.deepEqual(without.replacementIds, []);
      await admin.put(`${PRODUCTS}/${ids.products.lowPower}`, replacement);
      const back = JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).body.data.jsonStr);
      assert.deepEqual(back.replacementIds, [ids.products.lowPower]);
      await admin.delete(`${PRODUCTS}/${id}`);
    });

    test('product data is validated against the definitions and the category, naming the field', async () => {
      const values = (parameterValues: unknown[]) =>
        admin.post(PRODUCTS, productBody('CSA-9100', { parameterValues }));
      assert.deepEqual(await refusedField(values([{ key: 'nothing', value: 1 }])), ['parameterValues.0.key']);
      assert.deepEqual(await refusedField(values([{ key: 'unlisted', value: 1 }])), [
        'parameterValues.0.key',
      ]);
      assert.deepEqual(await refusedField(values([{ key: 'bus', value: 'usb' }])), [
        'parameterValues.0.value',
      ]);
      assert.deepEqual(await refusedField(values([{ key: 'bus', value: 2 }])), ['parameterValues.0.value']);
      assert.deepEqual(await refusedField(values([{ key: 'automotive', value: 'yes' }])), [
        'parameterValues.0.value',
      ]);
      assert.deepEqual(await refusedField(values([{ key: 'supply', min: 3.6, max: 1.71 }])), [
        'parameterValues.0.max',
      ]);
      assert.deepEqual(await refusedField(values([{ key: 'supply', value: 'high' }])), [
        'parameterValues.0.value',
      ]);
      assert.deepEqual(await refusedField(values([{ key: 'supply' }])), ['parameterValues.0.value']);
      assert.deepEqual(
        await refusedField(
          values([
            { key: 'count', value: 1 },
            { key: 'count', value: 2 },
          ]),
        ),
        ['parameterValues.1.key'],
      );
      const body = (extra: Record<string, unknown>) => admin.post(PRODUCTS, productBody('CSA-9100', extra));
      assert.deepEqual(await refusedField(body({ status: 'retired' })), ['status']);
      assert.deepEqual(await refusedField(body({ replacementIds: [ids.products.draft] })), [
        'replacementIds.0',
      ]);
      assert.deepEqual(await refusedField(body({ replacementIds: [ids.products.retired] })), [
        'replacementIds.0',
      ]);
      assert.deepEqual(await refusedField(body({ replacementIds: [999999] })), ['replacementIds.0']);
      assert.deepEqual(
        await refusedField(body({ replacementIds: [ids.products.axis3, ids.products.axis3] })),
        ['replacementIds'],
      );
      assert.deepEqual(await refusedField(body({ parts: [productPart('P-1', { tempMin: 90 })] })), [
        'parts.0.tempMax',
      ]);
      assert.deepEqual(await refusedField(body({ parts: [productPart('P-1'), productPart('p-1')] })), [
        'parts.1.partNumber',
      ]);
      assert.deepEqual(await refusedField(body({ parts: [productPart('P-1', { pins: 1.5 })] })), [
        'parts.0.pins',
      ]);
      const axis3 = (await admin.get(`${PRODUCTS}/${ids.products.axis3}`)).body.data;
      assert.deepEqual(
        await refusedField(
          admin.put(`${PRODUCTS}/${ids.products.axis3}`, { ...axis3, replacementIds: [ids.products.axis3] }),
        ),
        ['replacementIds.0'],
      );
      const owner = await admin.put(`${PRODUCTS}/${ids.products.axis3}`, {
        ...axis3,
        parts: [productPart('CS-OWNED')],
      });
      assert.equal(owner.status, 200);
      assert.deepEqual(await refusedField(body({ parts: [productPart('cs-owned')] })), [
        'parts.0.partNumber',
      ]);
      assert.equal(
        (await admin.put(`${PRODUCTS}/${ids.products.axis3}`, { ...axis3, parts: [productPart('CS-OWNED')] }))
          .status,
        200,
        'its own part number',
      );
      await admin.put(`${PRODUCTS}/${ids.products.axis3}`, axis3);
    });

    test('a number parameter sorts numerically: 9 < 10 < 100, products without it last', async () => {
      const made: number[] = [];
      for (const [model, count] of [
        ['SORT-100', 100],
        ['SORT-9', 9],
        ['SORT-10', 10],
        ['SORT-NONE', undefined],
      ] as const) {
        const parameterValues = count === undefined ? [] : [{ key: 'count', value: count }];
        const created = await admin.post(PRODUCTS, productBody(model, { parameterValues }));
        made.push(created.body.data.id);
      }
      const order = async (sort: string) => {
        const list = await s.get(`/api/v1/product/list?lang=en_US&pageSize=100&keyword=SORT-&sort=${sort}`);
        return list.body.data.list.map((item: { jsonStr: string }) => JSON.parse(item.jsonStr).model);
      };
      assert.deepEqual(await order('p.count'), ['SORT-9', 'SORT-10', 'SORT-100', 'SORT-NONE']);
      assert.deepEqual(await order('-p.count'), ['SORT-100', 'SORT-10', 'SORT-9', 'SORT-NONE']);
      const counted = await s.get('/api/v1/product/list?lang=en_US&keyword=SORT-&p.count=9..10');
      assert.equal(counted.body.data.total, 2);
      for (const id of made) await admin.delete(`${PRODUCTS}/${id}`);
    });

    test('a used definition keeps its type, unit and used values, and cannot be deleted', async () => {
      const created = await admin.post(
        PRODUCTS,
        productBody('CSA-9200', {
          parameterValues: [
            { key: 'supply', value: 3.3 },
            { key: 'bus', value: 'i2c' },
          ],
        }),
      );
      const productId = created.body.data.id;
      const supply = (await admin.get(`${PARAMETERS}/${parameterIds.supply}`)).body.data;
      assert.equal(supply.productCount, 1);
      assert.deepEqual(
        await refusedField(admin.put(`${PARAMETERS}/${parameterIds.supply}`, { ...supply, unit: 'mV' })),
        ['unit'],
      );
      assert.deepEqual(
        await refusedField(admin.put(`${PARAMETERS}/${parameterIds.supply}`, { ...supply, type: 'boolean' })),
        ['type'],
      );
      const bus = (await admin.get(`${PARAMETERS}/${parameterIds.bus}`)).body.data;
      assert.deepEqual(
        await refusedField(
          admin.put(`${PARAMETERS}/${parameterIds.bus}`, { ...bus, options: bus.options.slice(1) }),
        ),
        ['options'],
      );
      assert.deepEqual(await refusedField(admin.delete(`${PARAMETERS}/${parameterIds.supply}`)), ['id']);
      assert.deepEqual(
        await refusedField(admin.delete(`${PARAMETERS}/${parameterIds.count}`)),
        ['id'],
        'a category lists it',
      );

      // Relabelling reaches the product's public record at once.
      const relabelled = await admin.put(`${PARAMETERS}/${parameterIds.supply}`, {
        ...supply,
        i18n: labels('电源', 'Power supply'),
      });
      assert.equal(relabelled.status, 200);
      const content = JSON.parse(
        (await s.get(`/api/v1/product/detail/${productId}?lang=en_US`)).body.data.jsonStr,
      );
      assert.equal(content.parameters[0].label, 'Power supply');
      await admin.delete(`${PRODUCTS}/${productId}`);
    });

    test('the public facets are kept between changes and follow every save and delete', async () => {
      const facet = async (key: string) => {
        const answer = await s.get(
          `/api/v1/product/parameters?lang=en_US&classifyId=${ids.categories.accelerometers}`,
        );
        assert.equal(answer.status, 200);
        return (answer.body.data as ParameterFacet[]).find((each) => each.key === key);
      };
      const spiCount = async () =>
        (await facet('bus'))?.options?.find((option) => option.value === 'spi')?.count;
      const spiBefore = await spiCount();
      const created = await admin.post(
        PRODUCTS,
        productBody('CSA-9400', {
          parameterValues: [
            { key: 'supply', min: 12, max: 48 },
            { key: 'bus', value: 'spi' },
          ],
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal((await facet('supply'))?.max, 48);
      assert.equal(await spiCount(), (spiBefore ?? 0) + 1);

      const edited = await admin.put(`${PRODUCTS}/${id}`, {
        ...created.body.data,
        parameterValues: [{ key: 'supply', min: 12, max: 60 }],
      });
      assert.equal(edited.status, 200, JSON.stringify(edited.body));
      assert.equal((await facet('supply'))?.max, 60);
      assert.equal(await spiCount(), spiBefore);

      await admin.delete(`${PRODUCTS}/${id}`);
      assert.notEqual((await facet('supply'))?.max, 60);
    });

    test('a category lists existing parameters; dropping one drops its products’ values', async () => {
      const category = (await admin.get(`${CATEGORIES}/${ids.categories.accelerometers}`)).body.data;
      assert.deepEqual(
        await refusedField(
          admin.put(`${CATEGORIES}/${category.id}`, { ...category, parameterKeys: ['supply', 'ghost'] }),
        ),
        ['parameterKeys.1'],
      );
      assert.deepEqual(
        await refusedField(
          admin.put(`${CATEGORIES}/${category.id}`, { ...category, parameterKeys: ['bus', 'bus'] }),
        ),
        ['parameterKeys'],
      );
      const created = await admin.post(
        PRODUCTS,
        productBody('CSA-9300', {
          parameterValues: [
            { key: 'supply', value: 5 },
            { key: 'count', value: 1 },
          ],
        }),
      );
      const productId = created.body.data.id;
      const reordered = await admin.put(`${CATEGORIES}/${category.id}`, {
        ...category,
        parameterKeys: ['count', 'bus', 'automotive'],
      });
      assert.equal(reordered.status, 200);
      const product = (await admin.get(`${PRODUCTS}/${productId}`)).body.data;
      assert.deepEqual(
        product.parameterValues.map((value: { key: string }) => value.key),
        ['count'],
      );
      const facets = await s.get(`/api/v1/product/parameters?lang=en_US&classifyId=${category.id}`);
      assert.deepEqual(
        facets.body.data.map((facet: { key: string }) => facet.key),
        ['count', 'bus', 'automotive'],
      );
      await admin.put(`${CATEGORIES}/${category.id}`, category);
      await admin.delete(`${PRODUCTS}/${productId}`);
    });
  });
}
