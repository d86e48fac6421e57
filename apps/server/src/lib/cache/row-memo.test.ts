import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RowMemo } from './row-memo.ts';

interface Row {
  id: number;
  data: string;
  updated_at: Date;
  aec_qualified?: boolean;
}

test('a kept value answers while the row is the same in every column, and is derived again when any changes', () => {
  const memo = new RowMemo<Row, { text: string; qualified: boolean }>(10);
  let derivations = 0;
  const derive = (row: Row) => {
    derivations += 1;
    return { text: row.data, qualified: row.aec_qualified ?? false };
  };
  const read = (overrides: Partial<Row> = {}): Row => ({
    id: 1,
    data: '{"name":"CSA-3110"}',
    updated_at: new Date('2026-11-28T08:00:00Z'),
    ...overrides,
  });

  const first = memo.get('zh_CN:1', read(), derive);
  // Each read gives new objects, a new Date among them: still the same row.
  assert.equal(memo.get('zh_CN:1', read(), derive), first);
  assert.equal(derivations, 1);

  // A column no caller thought of (a field added after the memo was written) counts too.
  assert.equal(memo.get('zh_CN:1', read({ aec_qualified: true }), derive).qualified, true);
  assert.equal(memo.get('zh_CN:1', read({ aec_qualified: false }), derive).qualified, false);
  assert.equal(
    memo.get('zh_CN:1', read({ updated_at: new Date('2026-11-28T09:00:00Z') }), derive).text,
    first.text,
  );
  assert.equal(derivations, 4);
});

test('it keeps at most its bound, the least recently read dropped first', () => {
  const memo = new RowMemo<{ id: number }, { id: number }>(2);
  let derivations = 0;
  const derive = (row: { id: number }) => {
    derivations += 1;
    return { ...row };
  };
  for (const id of [1, 2, 1, 3, 1]) memo.get(String(id), { id }, derive);
  assert.equal(derivations, 3, '1 stayed: it was read more recently than 2');
  memo.get('2', { id: 2 }, derive);
  assert.equal(derivations, 4, '2 had been dropped');
});
