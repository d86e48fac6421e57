import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generate } from '@ant-design/colors';
import { THEME_COLORS } from '@coresense/shared/layout-settings';
import { contrastWithWhite, readablePrimary } from './readable-primary.ts';

test('every theme colour of the settings drawer is used in a shade of its hue that reads at 4.5:1', () => {
  for (const { key, hex } of THEME_COLORS) {
    const used = readablePrimary(hex);
    assert.ok(contrastWithWhite(used) >= 4.5, `${key}: ${used} at ${contrastWithWhite(used).toFixed(2)}:1`);
    assert.ok(generate(hex).includes(used), `${key}: ${used} is a shade of ${hex}`);
  }
  // Already readable colours stay as they were picked; gold was 2.0:1.
  assert.equal(readablePrimary('#722ed1'), '#722ed1');
  assert.ok(contrastWithWhite('#faad14') < 2.2);
  assert.equal(readablePrimary('#1677ff'), '#0958d9');
});
