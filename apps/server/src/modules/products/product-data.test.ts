import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { CompareAnswer, ParameterFacet, ProductContent } from '@coresense/shared';
import { seedDemoContent } from '../../seed/seed.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * Product data for engineers (contract §8) on the demo catalogue, whose figures are fixed
 * (seed/demo-content/products/product-data.ts): every expectation below is worked out by hand
 * from that file.
 */

/** The accelerometers' parameters, in the category's order. */
const ACCELEROMETER_PARAMETERS = [
  'accelRange',
  'accelNoise',
  'odr',
  'supplyVoltage',
  'supplyCurrent',
  'interface',
  'operatingTemp',
  'packageLength',
  'packageWidth',
  'packageHeight',
  'automotive',
];

/** Every demo product's model. */
const ALL = [
  'CSA-3110',
  'CSA-3220',
  'CSA-3360A',
  'CSA-3480',
  'CSG-2100',
  'CSG-6500',
  'CSG-6720',
  'CSG-6900A',
  'CSP-5110',
  'CSP-5230',
  'CSP-5600',
  'CSP-5810A',
  'CSH-4100',
  'CSH-4200',
  'CST-4300',
  'CSH-4500',
  'CSM-7100',
  'CSM-7200',
  'CSM-7310',
  'CSM-7520',
  'CSL-8100',
  'CSL-8200',
  'CSL-8300',
  'CSL-8500',
];

for (const backend of testBackends()) {
  describe(`product data: parameters, filters, sort, compare (${backend.name})`, () => {
    const s = useTestApp(backend, {
      setup: async (t) => {
        await seedDemoContent({ db: t.app.db, services: t.app.services, fileStore: t.app.fileStore });
      },
    });
    const ids = new Map<string, number>();
    /** Category ids in list order: accelerometers, gyroscopes, pressure, humidity, magnetic, optical. */
    let categoryIds: number[] = [];
    const category = (index: number) => categoryIds[index] as number;

    before(async () => {
      const list = await s.get('/api/v1/product/list?lang=en_US&pageSize=100');
      for (const item of list.body.data.list) ids.set(JSON.parse(item.jsonStr).model, item.id);
      const options = await s.get('/api/v1/product/class/options?lang=en_US');
      categoryIds = options.body.data.map((option: { value: number }) => option.value);
    });

    const id = (model: string) => ids.get(model) as number;

    /** The models the list answers for `query`, in order, checking `total` against them. */
    const models = async (query: string) => {
      const answer = await s.get(`/api/v1/product/list?lang=en_US&pageSize=100&${query}`);
      assert.equal(answer.status, 200, `${query}: ${JSON.stringify(answer.body)}`);
      const found = answer.body.data.list.map(
        (item: { jsonStr: string }) => (JSON.parse(item.jsonStr) as ProductContent).model,
      );
      assert.equal(answer.body.data.total, found.length, `${query}: total counts every match`);
      return found as string[];
    };
    /** In list order: the demo's order, restricted to `wanted`. */
    const inCatalogueOrder = (wanted: string[]) => ALL.filter((model) => wanted.includes(model));

    test('the demo has every status, two or more NRND and an obsolete product, each with replacements', async () => {
      assert.deepEqual(await models('status=nrnd'), ['CSA-3110', 'CSG-2100', 'CSM-7100']);
      assert.deepEqual(await models('status=obsolete'), ['CSH-4100']);
      assert.deepEqual(await models('status=lifebuy'), ['CSP-5110']);
      assert.deepEqual(await models('status=preview'), ['CSM-7520', 'CSL-8500']);
      assert.deepEqual(await models('status=nrnd,obsolete'), [
        'CSA-3110',
        'CSG-2100',
        'CSH-4100',
        'CSM-7100',
      ]);
      assert.equal((await models('status=active')).length, 24 - 3 - 1 - 1 - 2);
      assert.equal((await models('status=')).length, 24, 'an empty status filter is no filter');
      assert.equal(
        (await models('p.supplyVoltage=&p.interface=')).length,
        24,
        'nor is an empty field of a form',
      );
      for (const [model, replacement] of [
        ['CSA-3110', 'CSA-3220'],
        ['CSG-2100', 'CSG-6500'],
        ['CSM-7100', 'CSM-7310'],
        ['CSH-4100', 'CSH-4200'],
      ] as const) {
        const detail = await s.get(`/api/v1/product/detail/${id(model)}?lang=en_US`);
        assert.deepEqual(JSON.parse(detail.body.data.jsonStr).replacementIds, [id(replacement)], model);
      }
    });

    test('a detail carries status, parameters with displays in the language, and its parts', async () => {
      const en = JSON.parse(
        (await s.get(`/api/v1/product/detail/${id('CSA-3110')}?lang=en_US`)).body.data.jsonStr,
      );
      assert.equal(en.status, 'nrnd');
      assert.deepEqual(
        en.parameters.map((parameter: { key: string }) => parameter.key),
        ACCELEROMETER_PARAMETERS,
        'in the category’s order',
      );
      const byKey = Object.fromEntries(
        en.parameters.map((parameter: { key: string }) => [parameter.key, parameter]),
      );
      assert.deepEqual(byKey.accelRange, {
        key: 'accelRange',
        label: 'Acceleration range',
        unit: 'g',
        value: null,
        min: -16,
        max: 16,
        display: '±16 g',
      });
      assert.deepEqual(byKey.accelNoise, {
        key: 'accelNoise',
        label: 'Acceleration noise density',
        unit: 'g/√Hz',
        value: 0.00016,
        min: null,
        max: null,
        display: '160 µg/√Hz',
      });
      assert.equal(byKey.supplyVoltage.display, '1.71 V – 3.6 V');
      assert.equal(byKey.supplyCurrent.display, '1.8 µA – 110 µA');
      assert.equal(byKey.odr.display, '1.6 Hz – 1.6 kHz');
      assert.equal(byKey.packageLength.display, '2 mm');
      assert.deepEqual(
        [byKey.packageLength.unit, byKey.packageLength.value],
        ['mm', 2],
        'package sizes in millimetres',
      );
      assert.deepEqual(
        [byKey.interface.value, byKey.interface.display, byKey.automotive.value, byKey.automotive.display],
        ['i2c-spi', 'I²C / SPI', false, 'No'],
      );
      assert.deepEqual(en.parts[1], {
        partNumber: 'CSA-3110E',
        status: 'nrnd',
        package: 'LGA-12',
        pins: 12,
        packageQty: 5000,
        tempMin: -40,
        tempMax: 105,
        msl: '3',
        rohs: true,
        marking: 'A3110E',
        lastOrderDate: '2027-06-30',
        lastShipDate: '2027-12-31',
      });
      assert.deepEqual([en.lastOrderDate, en.lastShipDate], ['2027-06-30', '2027-12-31']);
      assert.deepEqual(
        en.changeNotices.map((notice: { number: string; date: string }) => [notice.number, notice.date]),
        [
          ['CS-PCN-2026-02', '2026-03-02'],
          ['CS-PCN-2025-03', '2025-03-17'],
        ],
        'its lifecycle notice and the process change naming it, newest first',
      );

      const zh = JSON.parse(
        (await s.get(`/api/v1/product/detail/${id('CSA-3110')}?lang=zh_CN`)).body.data.jsonStr,
      );
      const zhByKey = Object.fromEntries(
        zh.parameters.map((parameter: { key: string }) => [parameter.key, parameter]),
      );
      assert.equal(zhByKey.supplyVoltage.label, '供电电压');
      assert.equal(zhByKey.automotive.display, '否');
      assert.equal(zhByKey.operatingTemp.display, '\u221240 °C – 85 °C', 'a real minus sign');

      const open = JSON.parse(
        (await s.get(`/api/v1/product/detail/${id('CSM-7310')}?lang=en_US`)).body.data.jsonStr,
      );
      const odr = open.parameters.find((parameter: { key: string }) => parameter.key === 'odr');
      assert.deepEqual([odr.value, odr.min, odr.max, odr.display], [null, null, 8400, '≤ 8.4 kHz']);
    });

    test('number filters match values and ranges that overlap, with prefixes and open ends', async () => {
      // Supply ranges starting at or below 1.8 V.
      const lowVoltage = [
        'CSA-3110',
        'CSG-2100',
        'CSG-6500',
        'CSG-6720',
        'CSP-5110',
        'CSP-5230',
        'CSH-4100',
        'CSH-4200',
        'CST-4300',
        'CSM-7100',
        'CSM-7200',
        'CSL-8100',
        'CSL-8200',
        'CSL-8300',
        'CSL-8500',
      ];
      assert.deepEqual(await models('p.supplyVoltage=..1.8'), lowVoltage);
      assert.deepEqual(await models('p.supplyVoltage=..1800m'), lowVoltage, 'the same in millivolts');
      assert.deepEqual(await models('p.supplyVoltage=1.8'), lowVoltage, 'one value: the ranges around it');
      // 1 mA to 5 mA: 1.0 mA touches the lower end; 0.65 mA, 6 mA and 10 mA stay out.
      assert.deepEqual(await models('p.supplyCurrent=1m..5m'), [
        'CSA-3480',
        'CSG-6720',
        'CSG-6900A',
        'CSP-5600',
        'CSM-7310',
      ]);
      assert.deepEqual(await models('p.supplyCurrent=1e-3..5e-3'), await models('p.supplyCurrent=1m..5m'));
      // "≤ 100 µA" (open downwards) overlaps anything below 100 µA.
      assert.ok((await models('p.supplyCurrent=..1u')).includes('CSL-8500'));
      // 8 kHz to 9 kHz: 12.5 Hz–8 kHz touches it, "≤ 8.4 kHz" reaches into it, 6.66 kHz does not.
      assert.deepEqual(await models('p.odr=8k..9k'), ['CSG-6720', 'CSM-7310']);
      assert.deepEqual(await models('p.odr=10k..'), ['CSA-3480']);
      assert.deepEqual(await models('p.humidityRange=100'), ['CSH-4100', 'CSH-4200', 'CSH-4500']);
    });

    test('enum and boolean filters take a list of values, any of which matches', async () => {
      assert.deepEqual(await models('p.automotive=true'), [
        'CSA-3360A',
        'CSG-6900A',
        'CSP-5810A',
        'CSM-7520',
      ]);
      assert.deepEqual(
        await models('p.automotive=true,false'),
        inCatalogueOrder(ALL.filter((model) => !/^CS[HTL]/.test(model))),
      );
      assert.deepEqual(await models('p.interface=spi'), ['CSA-3360A', 'CSA-3480', 'CSG-6900A']);
      assert.deepEqual(await models('p.interface=spi-sent,analog,push-pull'), [
        'CSP-5810A',
        'CSM-7200',
        'CSM-7520',
      ]);
      assert.deepEqual(await models('p.interface=i2c-spi-i3c,spi-sent,i2c-spi-i3c'), [
        'CSG-6500',
        'CSP-5810A',
      ]);
    });

    test('filters combine with each other, the status, the category and the keyword', async () => {
      const i2cLowVoltage = [
        'CSP-5230',
        'CSH-4100',
        'CSH-4200',
        'CST-4300',
        'CSL-8100',
        'CSL-8200',
        'CSL-8300',
      ];
      assert.deepEqual(await models('p.supplyVoltage=..1.8&p.interface=i2c'), i2cLowVoltage);
      assert.deepEqual(
        await models('p.supplyVoltage=..1.8&p.interface=i2c&status=active'),
        i2cLowVoltage.filter((model) => model !== 'CSH-4100'),
      );
      const humidity = category(3);
      assert.deepEqual(await models(`p.supplyVoltage=..1.8&p.interface=i2c&classifyId=${humidity}`), [
        'CSH-4100',
        'CSH-4200',
        'CST-4300',
      ]);
      assert.deepEqual(await models('p.supplyVoltage=..1.8&p.interface=i2c&keyword=CSL-82'), ['CSL-8200']);
      assert.deepEqual(await models('p.automotive=true&p.supplyCurrent=..5m&status=active'), [
        'CSA-3360A',
        'CSG-6900A',
      ]);
      assert.deepEqual(
        await models('p.automotive=true&p.odr=1..&p.pressureRange=1..'),
        [],
        'no product has all three',
      );
    });

    test('the category counts respect every filter but the category', async () => {
      const counts = async (query: string) => {
        const answer = await s.get(`/api/v1/product/class/options?lang=en_US&${query}`);
        assert.equal(answer.status, 200);
        return answer.body.data.map((option: { count: number }) => option.count);
      };
      assert.deepEqual(await counts(''), [4, 4, 4, 4, 4, 4]);
      assert.deepEqual(await counts('p.automotive=true'), [1, 1, 1, 0, 1, 0]);
      assert.deepEqual(await counts('p.supplyVoltage=..1.8&p.interface=i2c'), [0, 0, 1, 3, 0, 3]);
      assert.deepEqual(
        await counts('p.supplyVoltage=..1.8&p.interface=i2c&status=active'),
        [0, 0, 1, 2, 0, 3],
      );
      assert.deepEqual(await counts('keyword=CSA-3220T'), [1, 0, 0, 0, 0, 0]);
      assert.equal((await s.get('/api/v1/product/class/options?p.nothing=1')).status, 400);
    });

    test('the keyword also finds part numbers by prefix, ignoring case', async () => {
      assert.deepEqual(await models('keyword=csa-3220t'), ['CSA-3220'], 'a part number only');
      assert.deepEqual(await models('keyword=CSA-3110-e'), ['CSA-3110'], 'the prefix of CSA-3110-EVB');
      assert.deepEqual(await models('keyword=3220T'), [], 'not inside a part number');
      assert.deepEqual(await models('keyword=csh-4500-pro'), ['CSH-4500']);
    });

    test('sorting by a number parameter is numeric, products without it last either way', async () => {
      const accelerometers = category(0);
      assert.deepEqual(await models(`classifyId=${accelerometers}&sort=p.supplyCurrent`), [
        'CSA-3110',
        'CSA-3220',
        'CSA-3360A',
        'CSA-3480',
      ]);
      assert.deepEqual(await models(`classifyId=${accelerometers}&sort=-p.supplyCurrent`), [
        'CSA-3480',
        'CSA-3360A',
        'CSA-3220',
        'CSA-3110',
      ]);
      // ODRs by their lower end: 1, 1, 1, 1.6, 1.6, 3.9, 12.5 ×3, 25 ×2, 8400 (open below: its upper end), 32000.
      const withOdr = [
        'CSP-5110',
        'CSP-5230',
        'CSM-7100',
        'CSA-3110',
        'CSG-6500',
        'CSA-3220',
        'CSA-3360A',
        'CSG-2100',
        'CSG-6720',
        'CSG-6900A',
        'CSL-8500',
        'CSM-7310',
        'CSA-3480',
      ];
      const withoutOdr = ALL.filter((model) => !withOdr.includes(model));
      assert.deepEqual(await models('sort=p.odr'), [...withOdr, ...withoutOdr]);
      const descending = await models('sort=-p.odr');
      assert.deepEqual(descending.slice(0, 2), ['CSA-3480', 'CSM-7310']);
      assert.deepEqual(descending.slice(withOdr.length), withoutOdr, 'still last, in list order');
      const page = await s.get('/api/v1/product/list?lang=en_US&sort=p.odr&pageSize=5&pageNum=3');
      assert.equal(page.body.data.total, 24);
      assert.deepEqual(
        page.body.data.list.map((item: { jsonStr: string }) => JSON.parse(item.jsonStr).model),
        [...withOdr, ...withoutOdr].slice(10, 15),
        'pages follow the same order',
      );
    });

    test('unknown keys, unreadable values, unknown statuses and sorts are 400 naming the field', async () => {
      const refused = async (query: string, field: string) => {
        const answer = await s.get(`/api/v1/product/list?lang=en_US&${query}`);
        assert.equal(answer.status, 400, query);
        assert.equal(answer.body.code, 'VALIDATION_ERROR', query);
        assert.ok(
          answer.body.errors.some((error: { field: string }) => error.field === field),
          `${query}: ${JSON.stringify(answer.body.errors)}`,
        );
      };
      await refused('p.colour=red', 'p.colour');
      await refused('p.supplyVoltage=abc', 'p.supplyVoltage');
      await refused('p.supplyVoltage=3..1', 'p.supplyVoltage');
      await refused('p.supplyVoltage=..', 'p.supplyVoltage');
      await refused('p.supplyVoltage=1,8', 'p.supplyVoltage');
      await refused('p.supplyVoltage=1&p.supplyVoltage=2', 'p.supplyVoltage');
      await refused('p.supplyCurrent=500 mV', 'p.supplyCurrent');
      await refused('p.interface=usb', 'p.interface');
      await refused('p.automotive=yes', 'p.automotive');
      await refused('status=retired', 'status');
      await refused('status=active,gone', 'status');
      await refused('sort=p.colour', 'sort');
      await refused('sort=p.interface', 'sort');
      await refused('sort=supplyVoltage', 'sort');
      const zh = await s.get('/api/v1/product/list?p.colour=red');
      assert.equal(zh.body.errors[0].message, '没有这个参数');
    });

    test('parameters: a category’s in its order, with ranges and value counts of published products', async () => {
      const accelerometers = category(0);
      const answer = await s.get(`/api/v1/product/parameters?lang=en_US&classifyId=${accelerometers}`);
      assert.equal(answer.status, 200);
      const facets = answer.body.data as ParameterFacet[];
      assert.deepEqual(
        facets.map((facet) => facet.key),
        ACCELEROMETER_PARAMETERS,
      );
      const byKey = Object.fromEntries(facets.map((facet) => [facet.key, facet]));
      assert.deepEqual(byKey.accelRange, {
        key: 'accelRange',
        label: 'Acceleration range',
        unit: 'g',
        type: 'number',
        min: -50,
        max: 50,
        options: null,
      });
      assert.deepEqual([byKey.odr?.min, byKey.odr?.max], [1.6, 32_000], 'ranges by both ends, single values');
      assert.deepEqual(byKey.interface?.options, [
        { value: 'i2c', label: 'I²C', count: 0 },
        { value: 'spi', label: 'SPI', count: 2 },
        { value: 'i2c-spi', label: 'I²C / SPI', count: 2 },
        { value: 'i2c-spi-i3c', label: 'I²C / SPI / I3C', count: 0 },
        { value: 'spi-sent', label: 'SPI / SENT', count: 0 },
        { value: 'analog', label: 'Analog voltage output', count: 0 },
        { value: 'push-pull', label: 'Push-pull digital output', count: 0 },
      ]);
      assert.deepEqual(byKey.automotive, {
        key: 'automotive',
        label: 'Automotive (AEC-Q100)',
        unit: '',
        type: 'boolean',
        min: null,
        max: null,
        options: [
          { value: true, label: 'Yes', count: 1 },
          { value: false, label: 'No', count: 3 },
        ],
      });

      const all = (await s.get('/api/v1/product/parameters?lang=zh_CN')).body.data as ParameterFacet[];
      assert.equal(all.length, 20, 'every parameter once');
      assert.equal(new Set(all.map((facet) => facet.key)).size, 20);
      const supply = all.find((facet) => facet.key === 'supplyVoltage');
      assert.deepEqual([supply?.label, supply?.min, supply?.max], ['供电电压', 1.08, 5.5]);
      const interfaces = all.find((facet) => facet.key === 'interface')?.options ?? [];
      assert.deepEqual(
        interfaces.map((option) => option.count),
        [10, 3, 7, 1, 1, 1, 1],
      );
      assert.equal(
        interfaces.reduce((sum, option) => sum + option.count, 0),
        24,
      );
      assert.deepEqual((await s.get('/api/v1/product/parameters?classifyId=999999')).body.data, []);
      assert.equal((await s.get('/api/v1/product/parameters?classifyId=x')).status, 400);
    });

    test('compare: products in the order asked, a row per parameter, differing rows marked', async () => {
      const answer = await s.get(
        `/api/v1/product/compare?lang=en_US&ids=${id('CSA-3220')},${id('CSA-3110')},${id('CSP-5110')}`,
      );
      assert.equal(answer.status, 200);
      const data = answer.body.data as CompareAnswer;
      assert.deepEqual(
        data.products.map((product) => [product.id, product.model, product.status]),
        [
          [id('CSA-3220'), 'CSA-3220', 'active'],
          [id('CSA-3110'), 'CSA-3110', 'nrnd'],
          [id('CSP-5110'), 'CSP-5110', 'lifebuy'],
        ],
      );
      assert.ok(data.products.every((product) => product.name && product.cover.startsWith('/')));
      const row = (key: string) => data.rows.find((each) => each.key === key);
      assert.deepEqual(row('accelRange'), {
        key: 'accelRange',
        label: 'Acceleration range',
        unit: 'g',
        values: ['±8 g', '±16 g', null],
        same: false,
      });
      assert.deepEqual(row('supplyVoltage')?.values, ['2.25 V – 3.6 V', '1.71 V – 3.6 V', '1.71 V – 3.6 V']);
      assert.deepEqual(row('automotive'), {
        key: 'automotive',
        label: 'Automotive (AEC-Q100)',
        unit: '',
        values: ['No', 'No', 'No'],
        same: true,
      });
      assert.deepEqual(row('pressureRange')?.values, [null, null, '30 kPa – 110 kPa']);
      assert.equal(data.rows.length, new Set(data.rows.map((each) => each.key)).size);
      assert.deepEqual(
        data.rows.slice(0, 3).map((each) => each.key),
        ['accelRange', 'accelNoise', 'odr'],
      );
      const same = await s.get(`/api/v1/product/compare?lang=en_US&ids=${id('CSH-4200')},${id('CSH-4500')}`);
      assert.equal(
        same.body.data.rows.find((each: { key: string }) => each.key === 'humidityRange').same,
        true,
      );
    });

    test('compare: malformed, too few, too many or repeated ids are 400; unknown or unpublished 404', async () => {
      const status = async (ids: string) =>
        (await s.get(`/api/v1/product/compare?lang=en_US&ids=${ids}`)).status;
      const [a, b, c, d, e] = ALL.slice(0, 5).map(id);
      assert.equal(await status(`${a}`), 400);
      assert.equal(await status(`${a},${b},${c},${d},${e}`), 400);
      assert.equal(await status(`${a},${b},${c},${d}`), 200);
      assert.equal(await status(`${a},${a}`), 400);
      assert.equal(await status(`${a},x`), 400);
      assert.equal(await status(`${a},,${b}`), 400);
      assert.equal(await status(`${a},0`), 400);
      assert.equal(await status(''), 400);
      assert.equal((await s.get('/api/v1/product/compare')).status, 400);
      assert.equal(await status(`${a},999999`), 404);
      assert.equal(await status(`${a},99999999999`), 404);
      await s.db.updateTable('products').set({ enabled: false }).where('id', '=', id('CSL-8300')).execute();
      assert.equal(await status(`${a},${id('CSL-8300')}`), 404);
      await s.db.updateTable('products').set({ enabled: true }).where('id', '=', id('CSL-8300')).execute();
      // The site calls the service directly: it checks the ids as the route does.
      await assert.rejects(s.app.services.products.compare('en_US', [a as number]), /VALIDATION_ERROR/);
      await assert.rejects(
        s.app.services.products.compare('en_US', [a as number, a as number]),
        /VALIDATION_ERROR/,
      );
    });
  });
}
