import assert from 'node:assert/strict';
import { test } from 'node:test';
import { xmlEscape } from './xml.ts';

test('xmlEscape escapes the five special characters and leaves other text as it is', () => {
  assert.equal(xmlEscape(`Tom & Jerry's <"chips">`), 'Tom &amp; Jerry&apos;s &lt;&quot;chips&quot;&gt;');
  assert.equal(xmlEscape('三轴加速度计 – CS-A100'), '三轴加速度计 – CS-A100');
  assert.equal(xmlEscape('&amp;'), '&amp;amp;', 'escaped text is escaped again, not taken as markup');
});
