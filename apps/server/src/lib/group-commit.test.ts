import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GroupCommit } from './group-commit.ts';

test('writes arriving together share one commit and each gets its own result', async () => {
  const batches: number[][] = [];
  const queue = new GroupCommit<number, string>(async (items) => {
    batches.push(items);
    return items.map((n) => `row ${n}`);
  });
  const results = await Promise.all(Array.from({ length: 50 }, (_, n) => queue.write(n)));
  assert.deepEqual(
    results,
    Array.from({ length: 50 }, (_, n) => `row ${n}`),
  );
  assert.equal(batches.length, 1, 'one commit for the burst');
  assert.equal(await queue.write(99), 'row 99', 'a later write gets a commit of its own');
  assert.equal(batches.length, 2);
});

test('writes that arrive during a commit wait for the next one, never for nothing', async () => {
  let release: () => void = () => {};
  const batches: number[][] = [];
  const queue = new GroupCommit<number, number>(async (items) => {
    batches.push(items);
    if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    return items;
  });
  const first = queue.write(1);
  await new Promise((resolve) => setImmediate(resolve));
  const later = [queue.write(2), queue.write(3)];
  release();
  assert.deepEqual(await Promise.all([first, ...later]), [1, 2, 3]);
  assert.deepEqual(batches, [[1], [2, 3]]);
});

test('one failing write fails alone; its neighbours are committed', async () => {
  const queue = new GroupCommit<number, number>(async (items) => {
    if (items.includes(13)) throw new Error('unlucky');
    return items.map((n) => n * 2);
  });
  const outcomes = await Promise.allSettled([queue.write(12), queue.write(13), queue.write(14)]);
  assert.deepEqual(
    outcomes.map((o) => o.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  assert.deepEqual(
    outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])),
    [24, 28],
  );
});
