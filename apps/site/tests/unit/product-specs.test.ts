import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProductRecord } from '@coresense/shared';
import { specRows } from '../../app/lib/spec-rows.ts';

type Parameter = ProductRecord['content']['parameters'][number];

const parameter = (label: string, display: string) => ({ label, display }) as Parameter;

test('the page shows the typed parameters and, after them, every free-text row the editor keeps', () => {
  // CSA-3110 in the review: its sensitivity and zero-g offset were only in the free-text table.
  const rows = specRows(
    [parameter('Measurement range', '±16 g'), parameter('Supply voltage', '1.71 V – 3.6 V')],
    [
      { name: 'Sensitivity', value: '4096 LSB/g' },
      { name: 'Zero-g offset', value: '±40 mg' },
    ],
  );
  assert.deepEqual(rows, [
    { name: 'Measurement range', value: '±16 g' },
    { name: 'Supply voltage', value: '1.71 V – 3.6 V' },
    { name: 'Sensitivity', value: '4096 LSB/g' },
    { name: 'Zero-g offset', value: '±40 mg' },
  ]);
});

test('a free-text row repeating a parameter’s name is shown once, as the typed parameter', () => {
  const rows = specRows(
    [parameter('Supply voltage', '1.71 V – 3.6 V')],
    [
      { name: ' supply  VOLTAGE ', value: '1.8 V' },
      { name: '', value: 'a row without a name' },
      { name: 'Interface', value: 'I²C, SPI' },
    ],
  );
  assert.deepEqual(
    rows.map((row) => row.name),
    ['Supply voltage', 'Interface'],
  );
});

test('a product without typed parameters shows its free-text table', () => {
  assert.deepEqual(specRows([], [{ name: '量程', value: '±2 g' }]), [{ name: '量程', value: '±2 g' }]);
});
