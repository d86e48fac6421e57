import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chineseCapitals } from './chinese-capitals.ts';

describe('chineseCapitals', () => {
  test('writes amounts as invoices do', () => {
    const cases: Array<[number, string]> = [
      [0, '零元整'],
      [0.05, '伍分'],
      [0.5, '伍角整'],
      [1, '壹元整'],
      [1.05, '壹元零伍分'],
      [1.5, '壹元伍角整'],
      [10, '壹拾元整'],
      [15.2, '壹拾伍元贰角整'],
      [101, '壹佰零壹元整'],
      [1010, '壹仟零壹拾元整'],
      [10_010, '壹万零壹拾元整'],
      [30_500, '叁万零伍佰元整'],
      [100_000, '壹拾万元整'],
      [100_001, '壹拾万零壹元整'],
      [1_000_100, '壹佰万零壹佰元整'],
      [12_345_678.9, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角整'],
      [100_000_001, '壹亿零壹元整'],
      [110_000_000, '壹亿壹仟万元整'],
      [1_000_100_000_000, '壹万零壹亿元整'],
      [0.1 + 0.2, '叁角整'],
    ];
    for (const [amount, words] of cases) assert.equal(chineseCapitals(amount), words, String(amount));
  });

  test('refuses what is no amount of money', () => {
    assert.throws(() => chineseCapitals(-1), RangeError);
    assert.throws(() => chineseCapitals(Number.NaN), RangeError);
  });
});
