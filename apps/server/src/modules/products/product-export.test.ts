import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductParameterRepository } from '../product-parameters/product-parameters.repository.ts';
import { ProductCategoryRepository } from './product-categories.repository.ts';
import type { StoredValue } from './product-facts.ts';
import { ProductRepository } from './products.repository.ts';

/*
 * The CSV export of contract §13 on a small catalogue whose every cell is worked out by hand:
 * two categories, three parameters (a number range, a number in µ and an enum), four products,
 * one of them unpublished.
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
    parameterIds: [voltage],
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
  await product(pressure, 1, 'CSP-300', ['气压传感器', 'Barometer'], 'active', [number(voltage, 1.8, null)]);
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
        '型号,名称,状态,供电电压 (V) 最小值,供电电压 (V) 最大值,供电电压 (V) 文字,工作电流 (A) 最小值,工作电流 (A) 最大值,工作电流 (A) 文字,接口 最小值,接口 最大值,接口 文字',
        'CSA-100,低功耗加速度计,量产,1.71,3.6,1.71 V – 3.6 V,0.0000018,0.0000018,1.8 µA,,,I²C',
        "CSA-200,'=1+2 加速度计,不推荐用于新设计,3.3,3.3,3.3 V,0.00018,0.00018,180 µA,,,SPI 总线",
        'CSP-300,气压传感器,量产,1.8,,≥ 1.8 V,,,,,,',
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
