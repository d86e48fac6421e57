import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { moveItem } from './ordered-list.ts';

describe('an ordered list', () => {
  test('an item moves up and down, the others keeping their order', () => {
    assert.deepEqual(moveItem(['a', 'b', 'c', 'd'], 2, 0), ['c', 'a', 'b', 'd']);
    assert.deepEqual(moveItem(['a', 'b', 'c', 'd'], 0, 3), ['b', 'c', 'd', 'a']);
    assert.deepEqual(moveItem(['a', 'b', 'c'], 1, 2), ['a', 'c', 'b']);
  });

  test('a move past either end changes nothing', () => {
    assert.deepEqual(moveItem(['a', 'b'], 0, -1), ['a', 'b']);
    assert.deepEqual(moveItem(['a', 'b'], 1, 2), ['a', 'b']);
  });
});
