import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PeriodicTask } from './periodic-task.ts';

describe('PeriodicTask', () => {
  test('runs a pass at once, then one every interval, never two side by side; stopped, none more', async (t) => {
    let passes = 0;
    let inPass = 0;
    let most = 0;
    // Passes awaited as they happen, not after a fixed time: a loaded machine delays timers.
    const waiting = new Map<number, () => void>();
    const reached = (count: number) => new Promise<void>((resolve) => waiting.set(count, resolve));
    const task = new PeriodicTask({
      run: async () => {
        passes++;
        waiting.get(passes)?.();
        most = Math.max(most, ++inPass);
        await sleep(15);
        inPass--;
      },
      report: (error) => assert.fail(String(error)),
      intervalMs: 5,
    });
    t.after(() => task.stop());
    const first = reached(1);
    const third = reached(3);
    task.start();
    task.start();
    await first;
    await third;
    assert.equal(most, 1, 'one pass at a time: a second start is no second loop');
    await task.stop();
    assert.equal(inPass, 0, 'stop waited for the pass in progress');
    const stoppedAt = passes;
    await sleep(40);
    assert.equal(passes, stoppedAt);
  });

  test('waits firstDelayMs before the first pass; a failing pass is reported and the loop goes on', async (t) => {
    const reported: unknown[] = [];
    let passes = 0;
    const task = new PeriodicTask({
      run: () => {
        passes++;
        // Thrown before any await: still reported, not thrown out of the timer.
        if (passes === 1) throw new Error('first');
        return Promise.reject(new Error('later'));
      },
      report: (error) => reported.push(error),
      intervalMs: 5,
      firstDelayMs: 40,
    });
    t.after(() => task.stop());
    task.start();
    await sleep(20);
    assert.equal(passes, 0);
    const deadline = Date.now() + 2_000;
    while (passes < 2 && Date.now() < deadline) await sleep(5);
    await task.stop();
    assert.deepEqual(
      reported.slice(0, 2).map((error) => (error as Error).message),
      ['first', 'later'],
    );
  });

  test('its timer holds the process open only when asked to', async (t) => {
    for (const keepsProcessAlive of [false, true]) {
      const task = new PeriodicTask({
        run: async () => {},
        report: () => {},
        intervalMs: 1000,
        firstDelayMs: 1000,
        keepsProcessAlive,
      });
      t.after(() => task.stop());
      task.start();
      const timers = process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
      await task.stop();
      const after = process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
      assert.equal(timers - after, keepsProcessAlive ? 1 : 0, `keepsProcessAlive: ${keepsProcessAlive}`);
    }
  });
});
