import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withKey } from './ordered-keys.ts';

describe("a category's ordered parameter keys", () => {
  test('a key is added at the end, once', () => {
    assert.deepEqual(withKey(['a'], 'b'), ['a', 'b']);
    assert.deepEqual(withKey(['a', 'b'], 'a'), ['a', 'b']);
  });
});
