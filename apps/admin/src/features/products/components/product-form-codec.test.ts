import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import dayjs from 'dayjs';
import type { Product } from '../types.ts';
import { productFieldPath, toProductForm, toProductInput } from './product-form-codec.ts';

const product = {
  id: 7,
  classifyId: 2,
  sort: 3,
  enabled: true,
  status: 'nrnd',
  lastOrderDate: '2027-06-30',
  lastShipDate: null,
  replacementIds: [9],
  parameterValues: [
    { key: 'supplyCurrent', value: 0.5, min: null, max: null },
    { key: 'odr', value: 1600, min: null, max: null },
  ],
  parts: [
    {
      partNumber: 'CSA-3110-TR',
      status: 'nrnd',
      package: 'LGA-14',
      pins: 14,
      packageQty: 5000,
      tempMin: -40,
      tempMax: 85,
      msl: '3',
      rohs: true,
      marking: '3110',
      lastOrderDate: '2027-06-30',
      lastShipDate: '2027-12-31',
    },
  ],
  i18n: { zh_CN: { name: '加速度计', model: 'CSA-3110' } },
  incompleteLangs: ['en_US'],
  createTime: '2026-01-01T00:00:00Z',
  updateTime: '2026-01-01T00:00:00Z',
} as unknown as Product;

const current = { key: 'supplyCurrent', type: 'number', unit: 'A' } as const;

describe("a product's engineering data in the editor", () => {
  test('status, replacements and parts go back as they came, the parts without their row keys', () => {
    const form = toProductForm(product, [current]);
    assert.equal(form.status, 'nrnd');
    assert.deepEqual(form.replacementIds, [9]);
    assert.equal(form.parameters.supplyCurrent, '500 mA');
    assert.ok(form.parts.every((part) => typeof part.key === 'string'));
    const input = toProductInput(form, { definitions: [current] }, product.enabled);
    assert.equal(input.status, 'nrnd');
    assert.deepEqual(input.replacementIds, [9]);
    assert.deepEqual(input.parts, product.parts);
    assert.deepEqual([input.lastOrderDate, input.lastShipDate], ['2027-06-30', null]);
    assert.deepEqual(input.parameterValues, [{ key: 'supplyCurrent', value: 0.5, min: null, max: null }]);
  });

  test('lifecycle dates go as YYYY-MM-DD, and go away with a status that has none', () => {
    const form = toProductForm(product, [current]);
    const picked = {
      ...form,
      lastShipDate: dayjs('2027-12-31T10:00:00'),
      parts: form.parts.map((part) => ({ ...part, status: 'active' as const })),
    };
    const input = toProductInput(picked, { definitions: [current] }, product.enabled);
    assert.deepEqual([input.lastOrderDate, input.lastShipDate], ['2027-06-30', '2027-12-31']);
    assert.deepEqual(
      input.parts?.map((part) => [part.lastOrderDate, part.lastShipDate]),
      [[null, null]],
    );
    const active = toProductInput({ ...picked, status: 'active' }, { definitions: [current] }, true);
    assert.deepEqual([active.lastOrderDate, active.lastShipDate], [null, null]);
  });

  test('without the definitions, the stored values are kept as they are', () => {
    const form = toProductForm(product);
    assert.deepEqual(form.parameters, {});
    assert.deepEqual(
      toProductInput(form, { keep: product.parameterValues }, product.enabled).parameterValues,
      product.parameterValues,
    );
  });

  test('a new product starts active, with nothing else', () => {
    const form = toProductForm(undefined);
    assert.equal(form.status, 'active');
    assert.deepEqual([form.replacementIds, form.parts, form.parameters], [[], [], {}]);
  });

  test("a refused value is marked on its key's field", () => {
    const sent = {
      parameterValues: [
        { key: 'odr', value: 1 },
        { key: 'supplyCurrent', value: 2 },
      ],
    };
    assert.deepEqual(productFieldPath('parameterValues.1.value', sent), ['parameters', 'supplyCurrent']);
    assert.deepEqual(productFieldPath('parameterValues.0', sent), ['parameters', 'odr']);
    assert.equal(productFieldPath('parameterValues.5.value', sent), undefined);
    assert.equal(productFieldPath('classifyId', sent), undefined);
  });

  test("a refused cell of a table is named as the table names it, with its row's index as text", () => {
    assert.deepEqual(productFieldPath('parts.0.pins', undefined), ['parts', '0', 'pins']);
    assert.deepEqual(productFieldPath('i18n.en_US.specs.12.name', undefined), [
      'i18n',
      'en_US',
      'specs',
      '12',
      'name',
    ]);
    assert.equal(productFieldPath('i18n.en_US.name', undefined), undefined);
  });
});
