import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EventLoopTurns } from './event-loop-turns.ts';

describe('EventLoopTurns', () => {
  test('admits callers in the order they came', async () => {
    const turns = new EventLoopTurns();
    const admitted: number[] = [];
    await Promise.all([1, 2, 3, 4].map((caller) => turns.next().then(() => admitted.push(caller))));
    assert.deepEqual(admitted, [1, 2, 3, 4]);
    assert.equal(turns.waiting, 0);
  });

  test('admits one caller per turn of the event loop, never two in the same turn', async () => {
    const turns = new EventLoopTurns();
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const admittedIn = await Promise.all([1, 2, 3, 4].map(() => turns.next().then(() => turn)));
    counting = false;
    assert.equal(new Set(admittedIn).size, 4, `admitted in turns ${admittedIn.join(', ')}`);
  });
});
