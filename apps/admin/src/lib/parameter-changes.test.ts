import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ParameterDefinitionLike, parameterChanges } from './parameter-changes.ts';

const DEFINITIONS: ParameterDefinitionLike[] = [
  {
    key: 'supplyCurrent',
    type: 'number',
    unit: 'A',
    i18n: { zh_CN: { label: '供电电流' }, en_US: { label: 'Supply current' } },
    options: [],
  },
  {
    key: 'supply',
    type: 'number',
    unit: 'V',
    i18n: { zh_CN: { label: '供电电压' }, en_US: { label: 'Supply voltage' } },
    options: [],
  },
  {
    key: 'interface',
    type: 'enum',
    unit: '',
    i18n: { zh_CN: { label: '接口' }, en_US: { label: 'Interface' } },
    options: [{ value: 'i2c', i18n: { zh_CN: { label: 'I²C 总线' }, en_US: { label: 'I²C bus' } } }],
  },
];

const value = (
  key: string,
  v: number | string | null,
  min: number | null = null,
  max: number | null = null,
) => ({
  key,
  value: v,
  min,
  max,
});

describe('parameterChanges', () => {
  test('names each changed parameter by its label and unit, values with their SI prefix; unchanged ones left out', () => {
    const before = [value('supplyCurrent', 0.5), value('supply', null, 1.71, 3.6), value('interface', 'i2c')];
    const after = [value('supplyCurrent', 0.45), value('supply', null, 1.71, 3.6)];
    assert.deepEqual(parameterChanges(before, after, DEFINITIONS, 'zh_CN'), [
      { key: 'supplyCurrent', label: '供电电流 (A)', before: '500 mA', after: '450 mA' },
      { key: 'interface', label: '接口', before: 'I²C 总线', after: '' },
    ]);
    assert.deepEqual(parameterChanges(before, after, DEFINITIONS, 'en_US')[0], {
      key: 'supplyCurrent',
      label: 'Supply current (A)',
      before: '500 mA',
      after: '450 mA',
    });
  });

  test('a parameter no longer defined shows by its key with its stored numbers; nothing to compare is no rows', () => {
    assert.deepEqual(parameterChanges(null, [value('gone', null, 1, 2)], DEFINITIONS, 'zh_CN'), [
      { key: 'gone', label: 'gone', before: '', after: '1 – 2' },
    ]);
    assert.deepEqual(parameterChanges(null, null, DEFINITIONS, 'zh_CN'), []);
  });
});
