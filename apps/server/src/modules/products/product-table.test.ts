import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { skipWithoutSiteBuild } from '../../test-support/site-build.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductParameterRepository } from '../product-parameters/product-parameters.repository.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import type { StoredValue } from './product-facts.ts';
import { ProductRepository } from './products.repository.ts';

/*
 * The parametric table and the CSV export of contract §13 on a small catalogue whose every cell
 * is worked out by hand: two categories, four parameters (a number range, a number in µ, an enum,
 * and one only a single product holds), four products, one of them unpublished.
 */

const BOM = '\uFEFF';

async function createCatalogue(db: Kysely<Database>) {
  const parameters = new ProductParameterRepository(db);
  const definition = (
    key: string,
    type: 'number' | 'enum',
    unit: string,
    sort: number,
    labels: [string, string],
    options: Record<string, [string, string]> = {},
  ) =>
    parameters.create({
      key,
      type,
      unit,
      sort,
      options: Object.keys(options),
      i18n: {
        zh_CN: {
          label: labels[0],
          options: Object.fromEntries(Object.entries(options).map(([token, [zh]]) => [token, zh])),
        },
        en_US: {
          label: labels[1],
          options: Object.fromEntries(Object.entries(options).map(([token, [, en]]) => [token, en])),
        },
      },
    });
  const voltage = await definition('supplyVoltage', 'number', 'V', 10, ['供电电压', 'Supply voltage']);
  const current = await definition('supplyCurrent', 'number', 'A', 20, ['工作电流', 'Supply current']);
  const bus = await definition('interface', 'enum', '', 30, ['接口', 'Interface'], {
    i2c: ['I²C', 'I²C'],
    spi: ['SPI 总线', 'SPI bus'],
  });
  const pressureRange = await definition('pressureRange', 'number', 'Pa', 40, ['压力量程', 'Pressure range']);
  const categories = new ProductCategoryRepository(db);
  const accelerometers = await categories.create({
    sort: 1,
    enabled: true,
    parameterIds: [voltage, current, bus],
    i18n: { zh_CN: { name: '加速度计' }, en_US: { name: 'Accelerometers' } },
  });
  const pressure = await categories.create({
    sort: 2,
    enabled: true,
    parameterIds: [voltage, pressureRange],
    i18n: { zh_CN: { name: '压力传感器' }, en_US: { name: 'Pressure sensors' } },
  });
  const number = (parameterId: number, min: number | null, max: number | null): StoredValue => ({
    parameterId,
    numMin: min,
    numMax: max,
    isRange: min !== max,
    textValue: null,
  });
  const token = (parameterId: number, textValue: string): StoredValue => ({
    parameterId,
    numMin: null,
    numMax: null,
    isRange: false,
    textValue,
  });
  const products = new ProductRepository(db);
  const product = (
    classifyId: number,
    sort: number,
    model: string,
    names: [string, string],
    status: 'active' | 'nrnd',
    values: StoredValue[],
    enabled = true,
  ) =>
    products.create({
      classifyId,
      sort,
      enabled,
      i18n: { zh_CN: productText(names[0], model), en_US: productText(names[1], model) },
      data: {
        status,
        lastOrderDate: null,
        lastShipDate: null,
        replacementIds: [],
        values,
        parts: [productPart(`${model}-TR`), productPart(`${model}-BK`)],
      },
    });
  await product(accelerometers, 1, 'CSA-100', ['低功耗加速度计', 'Low-power accelerometer'], 'active', [
    number(voltage, 1.71, 3.6),
    number(current, 0.0000018, 0.0000018),
    token(bus, 'i2c'),
  ]);
  // A name that a spreadsheet would run as a formula.
  await product(accelerometers, 2, 'CSA-200', ['=1+2 加速度计', '=1+2 accelerometer'], 'nrnd', [
    number(voltage, 3.3, 3.3),
    number(current, 0.00018, 0.00018),
    token(bus, 'spi'),
  ]);
  await product(pressure, 1, 'CSP-300', ['气压传感器', 'Barometer'], 'active', [
    number(voltage, 1.8, null),
    number(pressureRange, 30_000, 110_000),
  ]);
  await product(pressure, 2, 'CSP-DRAFT', ['草稿', 'Draft'], 'active', [number(voltage, 5, 5)], false);
  return { accelerometers, pressure };
}

/** The CSV's lines, checking the byte order mark and the CRLF line ends Excel expects. */
function lines(body: string): string[] {
  assert.ok(body.startsWith(BOM), 'the CSV starts with a byte order mark');
  assert.ok(body.endsWith('\r\n'));
  return body.slice(BOM.length).split('\r\n').slice(0, -1);
}

for (const backend of testBackends()) {
  describe(`GET /api/v1/product/export.csv (${backend.name})`, () => {
    let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
    const s = useTestApp(backend, {
      setup: async (t) => {
        catalogue = await createCatalogue(t.database.db);
      },
    });
    const csv = (query: string) =>
      s.app.inject({ method: 'GET', url: `/api/v1/product/export.csv?${query}` });

    test('one row per matching product, each parameter as min, max and text, headed in English', async () => {
      const answer = await csv(`lang=en_US&classifyId=${catalogue.accelerometers}`);
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(
        String(answer.headers['content-disposition']),
        /^attachment; filename="coresense-products\.csv"/,
      );
      assert.deepEqual(lines(answer.body), [
        'Model,Name,Status,Supply voltage (V) min,Supply voltage (V) max,Supply voltage (V) text,Supply current (A) min,Supply current (A) max,Supply current (A) text,Interface min,Interface max,Interface text',
        'CSA-100,Low-power accelerometer,Active,1.71,3.6,1.71 V – 3.6 V,0.0000018,0.0000018,1.8 µA,,,I²C',
        "CSA-200,'=1+2 accelerometer,NRND,3.3,3.3,3.3 V,0.00018,0.00018,180 µA,,,SPI bus",
      ]);
    });

    test('in Chinese, every category: the columns of every published parameter, an open end left empty', async () => {
      const answer = await csv('lang=zh_CN');
      assert.deepEqual(lines(answer.body), [
        '型号,名称,状态,供电电压 (V) 最小值,供电电压 (V) 最大值,供电电压 (V) 文字,工作电流 (A) 最小值,工作电流 (A) 最大值,工作电流 (A) 文字,接口 最小值,接口 最大值,接口 文字,压力量程 (Pa) 最小值,压力量程 (Pa) 最大值,压力量程 (Pa) 文字',
        'CSA-100,低功耗加速度计,量产,1.71,3.6,1.71 V – 3.6 V,0.0000018,0.0000018,1.8 µA,,,I²C,,,',
        "CSA-200,'=1+2 加速度计,不推荐用于新设计,3.3,3.3,3.3 V,0.00018,0.00018,180 µA,,,SPI 总线,,,",
        'CSP-300,气压传感器,量产,1.8,,≥ 1.8 V,,,,,,,30000,110000,30 kPa – 110 kPa',
      ]);
    });

    test('the list filters and sort apply; an empty match is the header alone', async () => {
      const sorted = await csv('lang=en_US&p.supplyVoltage=1.75..&sort=-p.supplyCurrent');
      assert.deepEqual(
        lines(sorted.body)
          .slice(1)
          .map((line) => line.split(',')[0]),
        ['CSA-200', 'CSA-100', 'CSP-300'],
        'by current, highest first; the product without a current last',
      );
      const filtered = await csv('lang=en_US&p.interface=spi&status=nrnd&keyword=csa');
      assert.deepEqual(
        lines(filtered.body)
          .slice(1)
          .map((line) => line.split(',')[0]),
        ['CSA-200'],
      );
      assert.equal(lines((await csv('lang=en_US&status=obsolete')).body).length, 1);
    });

    test('a bad filter is a 400 in the envelope, naming the field, before any CSV', async () => {
      for (const [query, field] of [
        ['p.nothing=1', 'p.nothing'],
        ['p.supplyVoltage=abc', 'p.supplyVoltage'],
        ['status=gone', 'status'],
        ['sort=p.interface', 'sort'],
      ] as const) {
        const answer = await csv(`lang=en_US&${query}`);
        assert.equal(answer.statusCode, 400, query);
        assert.match(String(answer.headers['content-type']), /^application\/json/);
        const body = answer.json();
        assert.equal(body.code, 'VALIDATION_ERROR');
        assert.equal(body.errors[0].field, field);
      }
      assert.equal((await csv('lang=fr')).json().code, 'INVALID_LANG');
    });
  });
}

/** The table's header cells and rows as the server sends them. */
function parseTable(html: string) {
  const table = /<table class="product-table">([\s\S]*?)<\/table>/.exec(html)?.[1];
  assert.ok(table, 'the page has the parametric table');
  const text = (cell: string) => cell.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? '';
  const headers = [...head.matchAll(/<th([^>]*)>([\s\S]*?)<\/th>/g)].map(
    ([, attributes = '', cell = '']) => ({
      text: text(cell),
      filtered: /class="is-filtered"/.test(attributes) && cell.includes('class="filtered-mark"'),
      sort: /aria-sort="(\w+)"/.exec(attributes)?.[1],
    }),
  );
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => text(cell)),
  );
  return { headers, rows };
}

for (const backend of testBackends()) {
  describe(`/product?view=table as the server sends it (${backend.name})`, {
    skip: skipWithoutSiteBuild,
  }, () => {
    let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
    const s = useTestApp(backend, {
      setup: async (t) => {
        catalogue = await createCatalogue(t.database.db);
      },
    });
    const page = async (query: string) => {
      const answer = await s.app.inject({ method: 'GET', url: `/product?lang=en-US&view=table&${query}` });
      assert.equal(answer.statusCode, 200, query);
      return answer.body;
    };

    test('a category: its parameters as columns, exactly the matching products, the filtered column marked', async () => {
      const html = await page(`classifyId=${catalogue.accelerometers}&p.interface=spi`);
      const { headers, rows } = parseTable(html);
      assert.deepEqual(
        headers.map((header) => header.text),
        [
          'Product',
          'Lifecycle',
          'Supply voltage (V)↕, sort low to high',
          'Supply current (A)↕, sort low to high',
          'Interfacefiltered',
          'Parts',
        ],
      );
      assert.deepEqual(
        headers.map((header) => header.filtered),
        [false, false, false, false, true, false],
      );
      assert.deepEqual(rows, [['CSA-200=1+2 accelerometer', 'NRND', '3.3 V', '180 µA', 'SPI bus', '2']]);
      // The same products as the plain list, which search engines index instead.
      assert.match(html, /<meta name="robots" content="noindex/);
      // The switch back to cards and the CSV keep the filters.
      assert.match(
        html,
        new RegExp(
          `href="/product\\?lang=en-US&amp;classifyId=${catalogue.accelerometers}&amp;p.interface=spi#list"`,
        ),
      );
      assert.match(
        html,
        new RegExp(
          `href="/api/v1/product/export.csv\\?lang=en_US&amp;classifyId=${catalogue.accelerometers}&amp;p.interface=spi" download=""`,
        ),
      );
    });

    test('every category: the parameters most of the listed products share, and those filtered or sorted by', async () => {
      const plain = parseTable(await page(''));
      assert.deepEqual(
        plain.headers.map((header) => header.text.replace(/↕.*$/, '')),
        ['Product', 'Lifecycle', 'Supply voltage (V)', 'Supply current (A)', 'Interface', 'Parts'],
        'the pressure range, which one product of three holds, is left out',
      );
      assert.deepEqual(
        plain.rows.map((row) => row[0]),
        ['CSA-100Low-power accelerometer', 'CSA-200=1+2 accelerometer', 'CSP-300Barometer'],
      );
      const sorted = parseTable(await page('p.pressureRange=100k..&sort=-p.supplyVoltage'));
      assert.deepEqual(
        sorted.headers.map((header) => [
          header.text.replace(/[↕▲▼].*$/, '').replace('filtered', ''),
          header.filtered,
          header.sort,
        ]),
        [
          ['Product', false, undefined],
          ['Lifecycle', false, undefined],
          ['Supply voltage (V)', false, 'descending'],
          ['Pressure range (Pa)', true, undefined],
          ['Parts', false, undefined],
        ],
        'the columns of what the filters leave: the supply current and interface of no product shown are left out',
      );
      assert.deepEqual(sorted.rows, [['CSP-300Barometer', 'Active', '≥ 1.8 V', '30 kPa – 110 kPa', '2']]);
      const bySupply = parseTable(await page('sort=-p.supplyCurrent'));
      assert.deepEqual(
        bySupply.rows.map((row) => row[0]?.slice(0, 7)),
        ['CSA-200', 'CSA-100', 'CSP-300'],
      );
    });
  });
}
