import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toParameterForm, toParameterInput } from './parameter-form-codec.ts';

const labels = (zh: string, en: string) => ({ zh_CN: { label: zh }, en_US: { label: en } });

describe('a parameter definition in the form', () => {
  test('an enum keeps its options in order, trimmed, without the rows’ keys', () => {
    const form = toParameterForm({
      id: 3,
      key: 'interface',
      type: 'enum',
      unit: '',
      sort: 20,
      i18n: labels('接口', 'Interface'),
      options: [
        { value: 'i2c', i18n: labels('I²C', 'I²C') },
        { value: 'spi', i18n: labels('SPI', 'SPI') },
      ],
    } as Parameters<typeof toParameterForm>[0]);
    assert.equal(form.options.length, 2);
    assert.ok(form.options.every((row) => typeof row.key === 'string'));
    form.options[1]!.i18n.en_US.label = '  SPI (4-wire) ';
    assert.deepEqual(toParameterInput(form), {
      key: 'interface',
      type: 'enum',
      unit: '',
      sort: 20,
      i18n: labels('接口', 'Interface'),
      options: [
        { value: 'i2c', i18n: labels('I²C', 'I²C') },
        { value: 'spi', i18n: labels('SPI', 'SPI (4-wire)') },
      ],
    });
  });

  test('only a number keeps a unit and only an enum keeps options', () => {
    const form = toParameterForm(undefined);
    assert.equal(form.type, 'number', 'a new parameter starts as a number');
    Object.assign(form, { key: ' supply_current ', unit: ' A ', i18n: labels('供电电流', 'Supply current') });
    form.options = [{ key: 'row-1', value: 'left', i18n: labels('左', 'Left') }];
    const number = toParameterInput(form);
    assert.equal(number.key, 'supply_current');
    assert.equal(number.unit, 'A');
    assert.deepEqual(number.options, [], 'options typed before switching to a number are dropped');
    assert.equal(toParameterInput({ ...form, type: 'boolean' }).unit, '', 'a yes/no parameter has no unit');
  });
});
