import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  formatNumber,
  formatParameterDisplay,
  formatQuantity,
  inputExamples,
  parseNumberRange,
  parseParameterInput,
  parseQuantity,
  rangesOverlap,
  valueRange,
} from './units.ts';

test('a quantity reads plainly, in exponent form and with every SI prefix', () => {
  assert.equal(parseQuantity('1.8'), 1.8);
  assert.equal(parseQuantity('-40'), -40);
  assert.equal(parseQuantity('.5'), 0.5);
  assert.equal(parseQuantity('5e-4'), 0.0005);
  assert.equal(parseQuantity('2E3'), 2000);
  assert.equal(parseQuantity('500m'), 0.5);
  assert.equal(parseQuantity('1.8µ'), 1.8e-6);
  assert.equal(parseQuantity('1.8u'), 1.8e-6);
  assert.equal(parseQuantity('1.8μ'), 1.8e-6, 'the Greek mu counts as micro too');
  assert.equal(parseQuantity('3p'), 3e-12);
  assert.equal(parseQuantity('20n'), 2e-8);
  assert.equal(parseQuantity('110k'), 110_000);
  assert.equal(parseQuantity('6.5M'), 6_500_000);
  assert.equal(parseQuantity('1G'), 1e9);
});

test('a prefixed quantity is the nearest double, not a product with float noise', () => {
  assert.equal(parseQuantity('0.3m'), 0.0003);
  assert.equal(parseQuantity('2.3µ'), 2.3e-6);
  assert.notEqual(2.3 * 1e-6, 2.3e-6, 'multiplying would not give it');
});

test('the unit may follow the number and must be the parameter’s own', () => {
  assert.equal(parseQuantity('1.8 µA', 'A'), 1.8e-6);
  assert.equal(parseQuantity('1.8uA', 'A'), 1.8e-6);
  assert.equal(parseQuantity('500 mA', 'A'), 0.5);
  assert.equal(parseQuantity('3.6 V', 'V'), 3.6);
  assert.equal(parseQuantity('100 kPa', 'Pa'), 100_000);
  assert.equal(parseQuantity('85 °C', '°C'), 85);
  assert.equal(parseQuantity('500 mA', 'V'), null, 'a different unit');
  assert.equal(parseQuantity('500 mA'), null, 'a unit where none is known');
  assert.equal(parseQuantity('5m', 'm'), 5, 'the unit itself wins over the milli prefix');
  assert.equal(parseQuantity('5mm', 'm'), 0.005);
});

test('unreadable quantities are null', () => {
  for (const text of [
    '',
    ' ',
    'abc',
    '1,8',
    '1.8.1',
    '--1',
    'e5',
    '1e',
    '5 x',
    '1e999',
    'NaN',
    'Infinity',
    '0x10',
  ]) {
    assert.equal(parseQuantity(text, 'V'), null, text);
  }
});

test('the filter range syntax: either end optional, prefixes, exact values', () => {
  assert.deepEqual(parseNumberRange('1.8..3.6'), { min: 1.8, max: 3.6 });
  assert.deepEqual(parseNumberRange('..3.6'), { min: null, max: 3.6 });
  assert.deepEqual(parseNumberRange('1.8..'), { min: 1.8, max: null });
  assert.deepEqual(parseNumberRange('500m..2'), { min: 0.5, max: 2 });
  assert.deepEqual(parseNumberRange('5e-4..1e-3'), { min: 0.0005, max: 0.001 });
  assert.deepEqual(parseNumberRange('-40..-10'), { min: -40, max: -10 });
  assert.deepEqual(parseNumberRange('2'), { min: 2, max: 2 });
  assert.deepEqual(parseNumberRange('100k..1M', 'Hz'), { min: 100_000, max: 1_000_000 });
  for (const text of ['..', '', 'a..b', '3..1', '1..x', '1...']) {
    assert.equal(parseNumberRange(text), null, text);
  }
});

test('500m..2 overlaps a value of 0.5 A; ranges overlap at their ends, open ends reach out', () => {
  const filter = parseNumberRange('500m..2', 'A');
  assert.ok(filter);
  assert.ok(rangesOverlap(filter, valueRange({ value: 0.5 })));
  assert.ok(!rangesOverlap(filter, valueRange({ value: 0.499 })));
  assert.ok(rangesOverlap(filter, valueRange({ min: 2, max: 5 })), 'touching ends overlap');
  assert.ok(!rangesOverlap(filter, valueRange({ min: 2.01, max: 5 })));
  assert.ok(rangesOverlap(filter, valueRange({ min: 0.1, max: 10 })), 'a range around the filter');
  assert.ok(rangesOverlap({ min: null, max: 0 }, valueRange({ min: -40, max: 85 })));
  assert.ok(!rangesOverlap({ min: 90, max: null }, valueRange({ min: -40, max: 85 })));
  assert.ok(rangesOverlap({ min: 90, max: null }, valueRange({ min: -40, max: null })), 'both open upwards');
  assert.ok(rangesOverlap({ min: null, max: null }, valueRange({ value: 1 })));
});

test('an editor types a value, a range with any separator, an open range or ±', () => {
  assert.deepEqual(parseParameterInput('1.8 µA', 'A'), { value: 1.8e-6 });
  assert.deepEqual(parseParameterInput('1.71–3.6 V', 'V'), { min: 1.71, max: 3.6 });
  assert.deepEqual(parseParameterInput('1.71 V – 3.6 V', 'V'), { min: 1.71, max: 3.6 });
  assert.deepEqual(parseParameterInput('1.71..3.6', 'V'), { min: 1.71, max: 3.6 });
  assert.deepEqual(parseParameterInput('-40 to 85', '°C'), { min: -40, max: 85 });
  assert.deepEqual(parseParameterInput('-40-85', '°C'), { min: -40, max: 85 });
  assert.deepEqual(parseParameterInput('-40 ~ 85 °C', '°C'), { min: -40, max: 85 });
  assert.deepEqual(
    parseParameterInput('500–800 mA', 'A'),
    { min: 0.5, max: 0.8 },
    'the prefix applies to both',
  );
  assert.deepEqual(parseParameterInput('0.5 A – 800 mA', 'A'), { min: 0.5, max: 0.8 });
  assert.deepEqual(parseParameterInput('≥ 1.8 V', 'V'), { min: 1.8, max: null });
  assert.deepEqual(parseParameterInput('<=85', '°C'), { min: null, max: 85 });
  assert.deepEqual(parseParameterInput('±16', 'g'), { min: -16, max: 16 });
  assert.deepEqual(parseParameterInput('5e-4', 'g'), { value: 0.0005 }, 'an exponent is no range');
  assert.equal(parseParameterInput('3.6–1.71 V', 'V'), null, 'min above max');
  assert.equal(parseParameterInput('1.8 mA', 'V'), null);
  assert.equal(parseParameterInput('fast', 'Hz'), null);
});

test('quantities are written with the prefix that keeps the number between 1 and 1000', () => {
  assert.equal(formatQuantity(1.8e-6, 'A', 'en_US'), '1.8 µA');
  assert.equal(formatQuantity(0.5, 'A', 'en_US'), '500 mA');
  assert.equal(formatQuantity(3.6, 'V', 'en_US'), '3.6 V');
  assert.equal(formatQuantity(110_000, 'Pa', 'en_US'), '110 kPa');
  assert.equal(formatQuantity(6_400, 'Hz', 'zh_CN'), '6.4 kHz');
  assert.equal(formatQuantity(0.0001, 'g/√Hz', 'en_US'), '100 µg/√Hz');
  assert.equal(formatQuantity(2_000, 'dps', 'en_US'), '2000 dps', 'no kilo-degrees per second');
  assert.equal(formatQuantity(16, 'g', 'en_US'), '16 g');
  assert.equal(formatQuantity(0, 'V', 'en_US'), '0 V');
  assert.equal(formatQuantity(-40, '°C', 'en_US'), '\u221240 °C', 'a minus sign, not a hyphen');
  assert.equal(formatQuantity(-40, '°C', 'zh_CN'), '\u221240 °C');
  assert.equal(formatQuantity(0.8, 'mm', 'en_US'), '0.8 mm', 'millimetres never take a prefix');
  assert.equal(formatQuantity(0.5, '°C', 'en_US'), '0.5 °C', '°C never takes a prefix');
  assert.equal(formatQuantity(1_500, '%RH', 'en_US'), '1500 %RH');
  assert.equal(formatQuantity(16, '', 'en_US'), '16', 'a count has no unit');
  assert.equal(formatQuantity(999.9999999, 'A', 'en_US'), '1 kA', 'rounding moves to the next prefix');
});

test('numbers carry no float noise and follow the language', () => {
  assert.equal(formatQuantity(0.1 + 0.2, 'V', 'en_US'), '300 mV');
  assert.equal(formatQuantity(0.1 + 0.2, '°C', 'zh_CN'), '0.3 °C');
  assert.equal(formatQuantity(1.1e-6 * 3, 'A', 'zh_CN'), '3.3 µA');
  assert.equal(formatNumber(0.30000000000000004, 'en_US'), '0.3');
  assert.equal(formatNumber(0.30000000000000004, 'zh_CN'), '0.3');
  assert.equal(formatNumber(123_456, 'en_US'), '123,456');
  assert.equal(formatNumber(123_456, 'zh_CN'), '123,456');
  assert.equal(formatNumber(1.5, 'en_US'), '1.5');
});

test("what a display shows is read back: the minus sign, and each unit's placeholder examples", () => {
  assert.equal(parseQuantity('\u221240', '°C'), -40);
  assert.deepEqual(parseNumberRange('\u221240..\u221210'), { min: -40, max: -10 });
  assert.deepEqual(parseParameterInput('\u221240–85 °C', '°C'), { min: -40, max: 85 });
  assert.deepEqual(parseParameterInput('\u221240 °C – 85 °C', '°C'), { min: -40, max: 85 });
  for (const unit of [
    'V',
    'A',
    '°C',
    '%RH',
    'g',
    'g/√Hz',
    'dps',
    'dps/√Hz',
    'Pa',
    'T',
    'lux',
    'Hz',
    'mm',
    'ppm',
    '',
  ]) {
    for (const example of inputExamples(unit).split(', ')) {
      assert.ok(parseParameterInput(example, unit), `${unit}: "${example}" reads back`);
    }
  }
  assert.equal(inputExamples('mm'), '2.5 mm', 'no "m" prefix on millimetres');
});

test('parameter displays: values, ranges, open ranges, ±, enums and booleans', () => {
  const number = (value: number | null, min: number | null, max: number | null, unit = 'V') =>
    ({ type: 'number', unit, value, min, max }) as const;
  assert.equal(formatParameterDisplay(number(null, 1.71, 3.6), 'en_US'), '1.71 V – 3.6 V');
  assert.equal(formatParameterDisplay(number(1.8, null, null), 'en_US'), '1.8 V');
  assert.equal(formatParameterDisplay(number(null, 1.8, null), 'en_US'), '≥ 1.8 V');
  assert.equal(formatParameterDisplay(number(null, null, 85, '°C'), 'zh_CN'), '≤ 85 °C');
  assert.equal(formatParameterDisplay(number(null, -16, 16, 'g'), 'en_US'), '±16 g');
  assert.equal(formatParameterDisplay(number(null, 2, 2), 'en_US'), '2 V');
  assert.equal(formatParameterDisplay(number(null, null, null), 'en_US'), '');
  assert.equal(formatParameterDisplay(number(null, -40, 85, '°C'), 'en_US'), '\u221240 °C – 85 °C');
  // An accuracy's one figure is a tolerance either way, as datasheets write it.
  const accuracy = { ...number(2, null, null, '%RH'), key: 'humidityAccuracy' };
  assert.equal(formatParameterDisplay(accuracy, 'zh_CN'), '±2 %RH');
  assert.equal(formatParameterDisplay({ ...accuracy, key: 'humidityRange' }, 'zh_CN'), '2 %RH');
  assert.equal(formatParameterDisplay({ ...accuracy, value: null, min: -2, max: 2 }, 'en_US'), '±2 %RH');
  const spi = { type: 'enum', unit: '', value: 'spi', min: null, max: null } as const;
  assert.equal(formatParameterDisplay(spi, 'en_US', 'SPI'), 'SPI');
  assert.equal(formatParameterDisplay(spi, 'en_US'), 'spi');
  const yes = { type: 'boolean', unit: '', value: true, min: null, max: null } as const;
  assert.equal(formatParameterDisplay(yes, 'en_US'), 'Yes');
  assert.equal(formatParameterDisplay({ ...yes, value: false }, 'zh_CN'), '否');
});
