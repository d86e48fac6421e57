import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  canonicalText,
  numberText,
  readNumberText,
  toParameterForm,
  toParameterValues,
} from './parameter-values.ts';

const current = { key: 'supplyCurrent', type: 'number', unit: 'A' } as const;
const voltage = { key: 'supplyVoltage', type: 'number', unit: 'V' } as const;
const temperature = { key: 'operatingTemperature', type: 'number', unit: '°C' } as const;
const bus = { key: 'interface', type: 'enum', unit: '' } as const;
const fifo = { key: 'fifo', type: 'boolean', unit: '' } as const;

describe('a number typed by an editor', () => {
  test('is read in the canonical unit, whatever SI prefix it was typed with', () => {
    assert.deepEqual(readNumberText('500 mA', 'A'), { ok: true, stored: { value: 0.5 } });
    assert.deepEqual(readNumberText('1.8 µA', 'A'), { ok: true, stored: { value: 1.8e-6 } });
    assert.deepEqual(readNumberText('1.8uA', 'A'), { ok: true, stored: { value: 1.8e-6 } });
    assert.deepEqual(readNumberText(' 2 ', 'A'), { ok: true, stored: { value: 2 } });
  });

  test('reads ranges and open ranges', () => {
    assert.deepEqual(readNumberText('1.71–3.6 V', 'V'), { ok: true, stored: { min: 1.71, max: 3.6 } });
    assert.deepEqual(readNumberText('-40 to 85', '°C'), { ok: true, stored: { min: -40, max: 85 } });
    assert.deepEqual(readNumberText('≥ 1.8 V', 'V'), { ok: true, stored: { min: 1.8, max: null } });
  });

  test('says whether the text is unreadable or in another unit', () => {
    assert.deepEqual(readNumberText('abc', 'A'), { ok: false, problem: 'unreadable' });
    assert.deepEqual(readNumberText('1,8 mA', 'A'), { ok: false, problem: 'unreadable' });
    assert.deepEqual(readNumberText('3.6–1.71 V', 'V'), { ok: false, problem: 'unreadable' });
    assert.deepEqual(readNumberText('500 mV', 'A'), { ok: false, problem: 'unit', found: 'mV' });
    assert.deepEqual(readNumberText('1.71–3.6 A', 'V'), { ok: false, problem: 'unit', found: 'A' });
  });

  test('a stored number is written back as it would be typed, and reads back the same', () => {
    const cases = [
      [{ value: 0.5, min: null, max: null }, 'A', '500 mA'],
      [{ value: 1.8e-6, min: null, max: null }, 'A', '1.8 µA'],
      [{ value: null, min: 1.71, max: 3.6 }, 'V', '1.71 V – 3.6 V'],
      [{ value: null, min: -40, max: 85 }, '°C', '\u221240 °C – 85 °C'],
      [{ value: null, min: 1.8, max: null }, 'V', '≥ 1.8 V'],
      [{ value: 20_000, min: null, max: null }, 'dps', '20000 dps'],
    ] as const;
    for (const [stored, unit, text] of cases) {
      assert.equal(numberText(stored, unit), text);
      const read = readNumberText(text, unit);
      assert.ok(read.ok, text);
      const expected = stored.value === null ? { min: stored.min, max: stored.max } : { value: stored.value };
      assert.deepEqual(read.stored, expected, text);
    }
  });

  test('the canonical number is shown without float noise', () => {
    assert.equal(canonicalText(0.1 + 0.2), '0.3');
    assert.equal(canonicalText(1.8e-6), '0.0000018');
    assert.equal(canonicalText(0.5), '0.5');
  });
});

describe("a product's parameter values in the form", () => {
  const definitions = [current, voltage, temperature, bus, fifo];

  test('the stored values show as text, tokens and switches', () => {
    assert.deepEqual(
      toParameterForm(
        [
          { key: 'supplyCurrent', value: 0.5, min: null, max: null },
          { key: 'supplyVoltage', value: null, min: 1.71, max: 3.6 },
          { key: 'interface', value: 'spi', min: null, max: null },
          { key: 'fifo', value: false, min: null, max: null },
          { key: 'retired', value: 3, min: null, max: null },
        ],
        definitions,
      ),
      { supplyCurrent: '500 mA', supplyVoltage: '1.71 V – 3.6 V', interface: 'spi', fifo: false },
    );
  });

  test("are saved converted, in the category's order, empty ones left out", () => {
    assert.deepEqual(
      toParameterValues(
        {
          fifo: true,
          interface: 'i2c',
          operatingTemperature: '',
          supplyVoltage: '1.71..3.6',
          supplyCurrent: '500 mA',
          retired: '5',
        },
        definitions,
      ),
      [
        { key: 'supplyCurrent', value: 0.5, min: null, max: null },
        { key: 'supplyVoltage', value: null, min: 1.71, max: 3.6 },
        { key: 'interface', value: 'i2c', min: null, max: null },
        { key: 'fifo', value: true, min: null, max: null },
      ],
    );
  });
});
