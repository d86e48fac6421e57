import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonText } from './json-text.ts';

test('an English text keeps its symbols as escapes: ASCII JSON that parses to the same value', () => {
  const text = {
    name: 'Accelerometer ±16 g, 120 µg/√Hz',
    supply: '1.71–3.6 V',
    note: 'Operates at −40 to 85 °C; isn’t 🚗 rated',
    description:
      'A low-power three-axis accelerometer with a digital interface, selectable full scale and an embedded FIFO that lets the host sleep while the sensor keeps sampling. '.repeat(
        3,
      ),
  };
  const json = jsonText(text);
  assert.match(json, /^[\x20-\x7e]*$/);
  assert.match(json, /\\u2013/);
  assert.deepEqual(JSON.parse(json), text);
});

test('a Chinese text stays as JSON.stringify writes it: escaping would double its bytes', () => {
  const text = { name: '三轴数字加速度计', summary: '超低功耗，±16 g 量程，适合可穿戴设备。' };
  assert.equal(jsonText(text), JSON.stringify(text));
});

test('a text without symbols is JSON.stringify itself', () => {
  const text = { name: 'Pressure sensor', range: [300, 1100] };
  assert.equal(jsonText(text), JSON.stringify(text));
});
