import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatMoney, goodsAmount, goodsTotal } from './money.ts';

describe('contract money', () => {
  it('multiplies quantity by unit price to the cent', () => {
    assert.equal(goodsAmount({ quantity: 3, unitPrice: 0.1 }), 0.3);
    assert.equal(goodsAmount({ quantity: 1000, unitPrice: 12.35 }), 12350);
  });

  it('adds rows without floating-point drift', () => {
    assert.equal(
      goodsTotal([
        { quantity: 1, unitPrice: 0.1 },
        { quantity: 1, unitPrice: 0.2 },
      ]),
      0.3,
    );
    assert.equal(goodsTotal([]), 0);
  });

  it('treats rows still being typed as zero', () => {
    assert.equal(
      goodsTotal([
        { quantity: Number.NaN, unitPrice: 5 },
        { quantity: 2, unitPrice: 1.5 },
      ]),
      3,
    );
  });

  it('shows two decimals with thousands separators', () => {
    assert.equal(formatMoney(1234567.5), '1,234,567.50');
  });
});
