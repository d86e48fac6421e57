import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toggleAuthority } from './toggle-authority.ts';

describe('toggleAuthority', () => {
  it('grants read with write, since writing starts from the list', () => {
    assert.deepEqual(toggleAuthority([], 'products', 'write', true), ['products:read', 'products:write']);
  });

  it('takes write away with read', () => {
    assert.deepEqual(toggleAuthority(['news:read', 'news:write', 'products:read'], 'news', 'read', false), [
      'products:read',
    ]);
  });

  it('leaves read when only write is taken away', () => {
    assert.deepEqual(toggleAuthority(['news:read', 'news:write'], 'news', 'write', false), ['news:read']);
  });
});

describe('toggleAuthority with what the editor may grant', () => {
  const mine = new Set(['news:read', 'news:write', 'products:write']);

  it('adds only authorities the editor holds', () => {
    assert.deepEqual(toggleAuthority([], 'products', 'write', true, mine), ['products:write']);
    assert.deepEqual(toggleAuthority([], 'staff', 'read', true, mine), []);
  });

  it('still lets the editor take away what they do not hold', () => {
    assert.deepEqual(toggleAuthority(['staff:read', 'staff:write'], 'staff', 'read', false, mine), []);
  });
});
