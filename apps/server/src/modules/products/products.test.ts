import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProductContent } from '@coresense/shared';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import { ProductRepository } from './products.repository.ts';

for (const backend of testBackends()) {
  describe(`public product calls (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'] });
    const { catalogue: ids } = s;

    const get = async (url: string) => {
      const response = await s.app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    };

    /** An answered product with its `jsonStr` read back, as the site receives it from the service. */
    const parsed = ({ jsonStr, ...record }: { jsonStr: string }) => ({
      ...record,
      content: JSON.parse(jsonStr),
    });

    test('category options list enabled categories with their published product counts', async () => {
      const zh = await get('/api/v1/product/class/options');
      assert.equal(zh.status, 200);
      assert.deepEqual(zh.body, {
        success: true,
        data: [
          { label: '加速度计', value: ids.categories.accelerometers, count: 2 },
          { label: '压力传感器', value: ids.categories.pressure, count: 1 },
        ],
      });
      const en = await get('/api/v1/product/class/options?lang=en_US');
      assert.deepEqual(
        en.body.data.map((option: { label: string }) => option.label),
        ['Accelerometers', 'Pressure sensors'],
      );
    });

    test('the list pages published products only, with the total of every match', async () => {
      const first = await get('/api/v1/product/list?lang=en_US&pageSize=2');
      assert.equal(first.status, 200);
      assert.equal(first.body.data.total, 3);
      assert.equal(first.body.data.pageNum, 1);
      assert.equal(first.body.data.pageSize, 2);
      assert.equal(first.body.data.list.length, 2);
      const second = await get('/api/v1/product/list?lang=en_US&pageSize=2&pageNum=2');
      assert.equal(second.body.data.list.length, 1);
      const names = [...first.body.data.list, ...second.body.data.list].map(
        (item: { jsonStr: string }) => (JSON.parse(item.jsonStr) as ProductContent).name,
      );
      assert.deepEqual(names, ['Triaxial accelerometer', 'Low-power accelerometer', 'Barometric sensor']);
      const item = first.body.data.list[0];
      assert.deepEqual(Object.keys(item).sort(), [
        'classifyId',
        'createTime',
        'id',
        'jsonStr',
        'sort',
        'updateTime',
      ]);
      assert.match(item.createTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    test('items carry the parsed content of contract §2 in the language asked for', async () => {
      const zh = await get(`/api/v1/product/list?classifyId=${ids.categories.accelerometers}`);
      const content = JSON.parse(zh.body.data.list[0].jsonStr) as ProductContent;
      assert.equal(content.name, '三轴加速度计');
      assert.equal(content.category, '加速度计');
      assert.equal(content.enabled, true);
      assert.deepEqual(content.specs, [{ name: 'Range', value: '±2 g' }]);
      assert.ok(
        Array.isArray(content.files) && Array.isArray(content.images) && Array.isArray(content.models),
      );
      const en = await get(`/api/v1/product/list?lang=en-US&classifyId=${ids.categories.accelerometers}`);
      assert.equal(JSON.parse(en.body.data.list[0].jsonStr).category, 'Accelerometers');
    });

    test('answers carry exactly the records the site reads, whatever the text holds', async () => {
      const tricky = productText('Quote " back\\slash', 'CSQ-1', {
        summary: 'line\nbreak\ttab \u2028 separator, emoji 🌡️, </script><!-- and 中文',
        specs: [{ name: 'Range "full"', value: '±2 g \\ ±4 g' }],
        description: '<p class="x">a &amp; b</p>',
      });
      const id = await new ProductRepository(s.db).create({
        classifyId: ids.categories.pressure,
        sort: 9,
        enabled: true,
        i18n: { zh_CN: tricky, en_US: tricky },
      });
      try {
        for (const lang of ['zh_CN', 'en_US'] as const) {
          const list = await get(`/api/v1/product/list?lang=${lang}&pageSize=100`);
          assert.equal(list.status, 200);
          assert.match(String(list.headers['content-type']), /^application\/json; charset=utf-8/);
          assert.deepEqual(
            { ...list.body.data, list: list.body.data.list.map(parsed) },
            await s.app.services.products.list(lang, { pageNum: 1, pageSize: 100 }),
          );
          const detail = await get(`/api/v1/product/detail/${id}?lang=${lang}`);
          const content = JSON.parse(detail.body.data.jsonStr) as ProductContent;
          assert.deepEqual(
            { ...detail.body, data: parsed(detail.body.data) },
            { success: true, data: await s.app.services.products.detail(lang, id) },
          );
          assert.equal(content.summary, tricky.summary);
          assert.deepEqual(content.specs, tricky.specs);
          assert.equal(content.category, lang === 'en_US' ? 'Pressure sensors' : '压力传感器');
          assert.equal(content.enabled, true);
        }
      } finally {
        await new ProductRepository(s.db).delete(id);
      }
    });

    test('a saved text or category name is answered at once, though each content is kept between reads', async () => {
      const repository = new ProductRepository(s.db);
      const id = await repository.create({
        classifyId: ids.categories.pressure,
        sort: 8,
        enabled: true,
        i18n: { en_US: productText('Kept sensor', 'CSK-1') },
      });
      try {
        const content = async () =>
          JSON.parse(
            (await get(`/api/v1/product/detail/${id}?lang=en_US`)).body.data.jsonStr,
          ) as ProductContent;
        assert.equal((await content()).name, 'Kept sensor');
        const shared = await s.app.services.products.detail('en_US', id);
        assert.ok(shared);
        assert.throws(() => {
          (shared.content.features as string[]).push('changed by a reader');
        }, TypeError);

        await repository.update(id, {
          classifyId: ids.categories.pressure,
          sort: 8,
          enabled: true,
          i18n: { en_US: productText('Edited sensor', 'CSK-1') },
        });
        // As every back-office write does: the response cache must not answer for the kept content.
        await s.app.contentChanged();
        assert.equal((await content()).name, 'Edited sensor');

        const categories = new ProductCategoryRepository(s.db);
        const category = await categories.findStored(ids.categories.pressure);
        assert.ok(category);
        await categories.update(ids.categories.pressure, {
          sort: category.row.sort,
          enabled: true,
          i18n: { ...category.i18n, en_US: { name: 'Pressure sensors, renamed' } },
        });
        await s.app.contentChanged();
        assert.equal((await content()).category, 'Pressure sensors, renamed');
        await categories.update(ids.categories.pressure, {
          sort: category.row.sort,
          enabled: true,
          i18n: category.i18n,
        });
      } finally {
        await repository.delete(id);
      }
    });

    test('keyword matches name or model, case-insensitively, in the request language', async () => {
      const byModel = await get('/api/v1/product/list?keyword=csp-12');
      assert.equal(byModel.body.data.total, 1);
      assert.equal(JSON.parse(byModel.body.data.list[0].jsonStr).model, 'CSP-1200');
      const byName = await get('/api/v1/product/list?lang=en_US&keyword=ACCELEROMETER');
      assert.equal(byName.body.data.total, 2);
      const zhName = await get(`/api/v1/product/list?keyword=${encodeURIComponent('气压')}`);
      assert.equal(zhName.body.data.total, 1);
      const wildcard = await get('/api/v1/product/list?keyword=%25');
      assert.equal(wildcard.body.data.total, 0, 'a literal % matches nothing');
      const draft = await get('/api/v1/product/list?keyword=draft&lang=en_US');
      assert.equal(draft.body.data.total, 0, 'unpublished products are never found');
    });

    test('keyword finds part numbers typed without case, hyphens or spaces, and words of the features and description', async () => {
      const repository = new ProductRepository(s.db);
      const id = await repository.create({
        classifyId: ids.categories.pressure,
        sort: 9,
        enabled: true,
        i18n: {
          en_US: productText('Motion sensor', 'CSM-7710', {
            features: ['Built-in pedometer counts steps'],
            description: '<p>Wakes the host on a <strong>double tap</strong> &amp; more.</p>',
          }),
        },
        data: {
          status: 'active',
          lastOrderDate: null,
          lastShipDate: null,
          replacementIds: [],
          values: [],
          parts: [productPart('CSM-7710E-TR', { marking: '7710E' })],
        },
      });
      try {
        const found = async (keyword: string) => {
          const { body } = await get(
            `/api/v1/product/list?lang=en_US&keyword=${encodeURIComponent(keyword)}`,
          );
          return (body.data.list as Array<{ id: number }>).map((item) => item.id);
        };
        for (const keyword of [
          'csm7710',
          'CSM 7710',
          'Csm-7710',
          'csm7710e',
          'CSM 7710E TR',
          'pedometer',
          'DOUBLE TAP',
          'tap & more',
        ]) {
          assert.deepEqual(await found(keyword), [id], keyword);
        }
        for (const keyword of ['7710e-tr', 'strong', 'features', 'csm7711']) {
          assert.deepEqual(
            await found(keyword),
            [],
            `${keyword}: inside a part number, markup, a key, another model`,
          );
        }
      } finally {
        await repository.delete(id);
      }
    });

    test('detail answers a published product and 404s for unknown or unpublished ones', async () => {
      const found = await get(`/api/v1/product/detail/${ids.products.barometer}?lang=en_US`);
      assert.equal(found.status, 200);
      assert.equal(found.body.data.id, ids.products.barometer);
      assert.equal(JSON.parse(found.body.data.jsonStr).name, 'Barometric sensor');
      for (const id of [ids.products.draft, ids.products.retired, 999999, 99999999999]) {
        const missing = await get(`/api/v1/product/detail/${id}`);
        assert.equal(missing.status, 404, `id ${id}`);
        assert.deepEqual(missing.body, { success: false, code: 'NOT_FOUND', message: '您访问的资源不存在' });
      }
      const english = await get('/api/v1/product/detail/999999?lang=en_US');
      assert.equal(english.body.message, "The resource you are accessing doesn't exist");
    });

    test('bad identifiers, paging and languages answer 400 in the envelope', async () => {
      for (const url of [
        '/api/v1/product/detail/abc',
        '/api/v1/product/detail/0',
        '/api/v1/product/detail/-3',
        '/api/v1/product/detail/1.5',
        '/api/v1/product/list?pageNum=0',
        '/api/v1/product/list?pageSize=101',
        '/api/v1/product/list?pageSize=abc',
        '/api/v1/product/list?classifyId=x',
      ]) {
        const response = await get(url);
        assert.equal(response.status, 400, url);
        assert.equal(response.body.success, false);
        assert.equal(response.body.code, 'VALIDATION_ERROR', url);
        assert.ok(response.body.errors.length > 0, url);
        for (const error of response.body.errors) assert.doesNotMatch(error.message, /undefined/, url);
      }
      assert.deepEqual((await get('/api/v1/product/detail/0')).body.errors, [
        { field: 'id', message: '不能小于 1' },
      ]);
      const lang = await get('/api/v1/product/list?lang=fr_FR');
      assert.equal(lang.status, 400);
      assert.equal(lang.body.code, 'INVALID_LANG');
    });

    test('the product page config is a JSON string', async () => {
      await s.app.services.blocks.save('productPage', 'en_US', {
        title: 'Products',
        subtitle: 'MEMS sensors',
        banner: '',
        description: 'All our sensors',
      });
      const response = await get('/api/v1/product/page/config?lang=en_US');
      assert.equal(typeof response.body.data, 'string');
      assert.equal(JSON.parse(response.body.data).title, 'Products');
      const zh = await get('/api/v1/product/page/config');
      assert.deepEqual(JSON.parse(zh.body.data), {}, 'an unwritten block is an empty object');
    });
  });

  describe(`product answers read nothing kept aside (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'] });
    const { catalogue: ids } = s;
    const get = async (url: string) => (await s.app.inject({ method: 'GET', url })).json();
    const parsed = ({ jsonStr, ...record }: { jsonStr: string }) => ({
      ...record,
      content: JSON.parse(jsonStr),
    });

    test('a stored change the public answer shows is answered at once, whichever column holds it', async () => {
      const id = ids.products.axis3;
      const detail = async () =>
        parsed((await get(`/api/v1/product/detail/${id}?lang=en_US`)).data) as {
          sort: number;
          content: ProductContent;
        };
      const before = await detail();
      // Written past the services, as a migration, a script or another process would: no
      // application code names the columns changed, so nothing but the row itself can tell.
      const changes: Array<[string, () => Promise<unknown>, (after: typeof before) => unknown, unknown]> = [
        [
          'its text',
          async () => {
            const text = s.db
              .selectFrom('product_i18n')
              .where('product_id', '=', id)
              .where('lang', '=', 'en_US');
            const { data } = await text.select('data').executeTakeFirstOrThrow();
            await s.db
              .updateTable('product_i18n')
              .set({ data: JSON.stringify({ ...JSON.parse(data), summary: 'Rewritten' }) })
              .where('product_id', '=', id)
              .where('lang', '=', 'en_US')
              .execute();
          },
          (after) => after.content.summary,
          'Rewritten',
        ],
        [
          'its category’s name',
          () =>
            s.db
              .updateTable('product_category_i18n')
              .set({ data: JSON.stringify({ name: 'Motion sensors' }), name: 'Motion sensors' })
              .where('category_id', '=', ids.categories.accelerometers)
              .where('lang', '=', 'en_US')
              .execute(),
          (after) => after.content.category,
          'Motion sensors',
        ],
        [
          'its place in the list',
          () => s.db.updateTable('products').set({ sort: 77 }).where('id', '=', id).execute(),
          (after) => after.sort,
          77,
        ],
      ];
      for (const [what, change, read, expected] of changes) {
        await change();
        await s.app.contentChanged();
        assert.deepEqual(read(await detail()), expected, what);
      }
    });
  });
}
