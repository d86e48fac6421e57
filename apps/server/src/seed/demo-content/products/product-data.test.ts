import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatNumber, formatQuantity } from '@coresense/shared';
import { valueInLang } from '../text.ts';
import { CATALOGUE } from './index.ts';
import { CATEGORY_PARAMETERS, PARAMETERS, PRODUCT_DATA } from './product-data.ts';
import type { SpecKey } from './types.ts';

const definitions = new Map(PARAMETERS.map((parameter) => [parameter.key, parameter]));

test('every demo product has data, for parameters its category lists, with values of the right type', () => {
  const models = CATALOGUE.flatMap((category) => category.products.map((product) => product.model));
  assert.deepEqual(Object.keys(PRODUCT_DATA).sort(), [...models].sort());
  for (const category of CATALOGUE) {
    const listed = CATEGORY_PARAMETERS[category.key];
    assert.ok(listed, category.key);
    for (const key of listed) assert.ok(definitions.has(key), `${category.key} lists ${key}`);
    for (const product of category.products) {
      const data = PRODUCT_DATA[product.model];
      assert.ok(data);
      for (const [key, value] of Object.entries(data.values)) {
        const definition = definitions.get(key);
        assert.ok(definition && listed.includes(key), `${product.model}: ${key} is its category's`);
        if (definition.type === 'number') {
          const ends = Array.isArray(value) ? value : [value];
          assert.ok(
            ends.every((end) => end === null || typeof end === 'number'),
            `${product.model}: ${key}`,
          );
          if (Array.isArray(value) && value[0] !== null && value[1] !== null) assert.ok(value[0] <= value[1]);
        } else if (definition.type === 'enum') {
          assert.ok(
            definition.options?.some((option) => option.value === value),
            `${product.model}: ${key}`,
          );
        } else {
          assert.equal(typeof value, 'boolean', `${product.model}: ${key}`);
        }
      }
      for (const replacement of data.replacedBy ?? []) assert.ok(models.includes(replacement));
    }
  }
});

test('the lifecycle: two or more NRND and an obsolete product, each with replacements', () => {
  const withStatus = (status: string) =>
    Object.values(PRODUCT_DATA).filter((data) => data.status === status && data.replacedBy?.length);
  assert.ok(withStatus('nrnd').length >= 2);
  assert.ok(withStatus('obsolete').length >= 1);
});

/** Spec rows that state the same figures as a typed parameter. */
const SPEC_OF: Record<string, SpecKey> = {
  supplyVoltage: 'supply',
  operatingTemp: 'temperature',
  odr: 'odr',
};

test('the spec tables state the typed figures: supply voltage, operating temperature, data rate', () => {
  for (const category of CATALOGUE) {
    for (const product of category.products) {
      const data = PRODUCT_DATA[product.model];
      for (const [key, specKey] of Object.entries(SPEC_OF)) {
        const value = data?.values[key];
        if (value === undefined) continue;
        const spec = product.specs.find(([name]) => name === specKey);
        assert.ok(spec, `${product.model} has a ${specKey} row`);
        // Either way of writing a figure counts: "6660 Hz" or "6.66 kHz", "−40 °C" or "-40".
        const text = valueInLang(spec[1], 'en_US').replace(/,/g, '').replace(/−/g, '-');
        const unit = definitions.get(key)?.unit ?? '';
        const ends = (Array.isArray(value) ? value : [value]).filter((end) => typeof end === 'number');
        for (const end of ends) {
          const plain = formatNumber(Math.abs(end), 'en_US').replace(/,/g, '');
          const prefixed = formatQuantity(Math.abs(end), unit, 'en_US').split(' ')[0] ?? plain;
          assert.ok(
            text.includes(plain) || text.includes(prefixed),
            `${product.model}: ${specKey} "${text}" states ${end} ${unit}`,
          );
        }
      }
    }
  }
});
