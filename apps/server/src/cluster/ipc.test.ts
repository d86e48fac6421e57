import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, test } from 'node:test';
import { createClusterContentEvents } from '../lib/cache/content-events.ts';
import { type IpcChannel, isClusterMessage, WorkerIpc } from './ipc.ts';
import { clusterRateLimitStore, RateLimitCounters } from './rate-limit.ts';

describe('RateLimitCounters (the primary’s fixed windows)', () => {
  test('counts a key within its window, then starts again once the window ends', () => {
    let now = 1_000;
    const counters = new RateLimitCounters({ now: () => now });
    assert.deepEqual(counters.incr('a', 60_000, 2), { current: 1, ttl: 60_000 });
    now += 10_000;
    assert.deepEqual(counters.incr('a', 60_000, 2), { current: 2, ttl: 50_000 });
    assert.deepEqual(counters.incr('a', 60_000, 2), { current: 3, ttl: 50_000 });
    assert.deepEqual(counters.incr('b', 60_000, 2), { current: 1, ttl: 60_000 }, 'keys count apart');
    assert.deepEqual(counters.read('a'), { current: 3, ttl: 50_000 });
    now += 50_000;
    assert.deepEqual(counters.read('a'), { current: 0, ttl: 0 }, 'the window has ended');
    assert.deepEqual(counters.incr('a', 60_000, 2), { current: 1, ttl: 60_000 });
    counters.close();
  });

  test('continueExceeding and exponentialBackoff extend the window of a client over the limit', () => {
    let now = 0;
    const counters = new RateLimitCounters({ now: () => now });
    counters.incr('c', 1000, 1, { continueExceeding: true });
    now = 900;
    assert.deepEqual(counters.incr('c', 1000, 1, { continueExceeding: true }), { current: 2, ttl: 1000 });
    now = 0;
    counters.incr('e', 1000, 1, { exponentialBackoff: true });
    assert.deepEqual(counters.incr('e', 1000, 1, { exponentialBackoff: true }), { current: 2, ttl: 1000 });
    assert.deepEqual(counters.incr('e', 1000, 1, { exponentialBackoff: true }), { current: 3, ttl: 2000 });
    counters.close();
  });

  test('ended windows are swept away', () => {
    let now = 0;
    const counters = new RateLimitCounters({ now: () => now });
    counters.incr('short', 100, 5);
    counters.incr('long', 10_000, 5);
    now = 200;
    counters.sweep();
    assert.equal(counters.size, 1);
    counters.close();
  });

  test('at most `maxKeys` clients are counted at once, the least recently seen forgotten', () => {
    const counters = new RateLimitCounters({ now: () => 0, maxKeys: 3 });
    counters.incr('kept', 60_000, 5);
    for (let address = 0; address < 1000; address++) {
      counters.incr(`address ${address}`, 60_000, 5);
      counters.incr('kept', 60_000, 5);
      assert.ok(counters.size <= 3, `${counters.size} counted`);
    }
    assert.deepEqual(
      counters.read('kept'),
      { current: 1001, ttl: 60_000 },
      'a client seen often stays counted',
    );
    assert.deepEqual(counters.read('address 0'), { current: 0, ttl: 0 });
    counters.close();
  });
});

/**
 * A worker's channel wired to a stand-in primary that answers as cluster/primary.ts does. Only a
 * silent primary gets a short reply timeout: the answering one runs in a process shared with other
 * suites, whose synchronous work can hold the event loop longer than a short timeout.
 */
function fakeCluster(workerCount: number, options: { silent?: boolean } = {}) {
  const counters = new RateLimitCounters();
  const channels: Array<IpcChannel & EventEmitter> = [];
  for (let n = 0; n < workerCount; n++) {
    const channel = new EventEmitter() as IpcChannel & EventEmitter;
    channel.send = (message, callback) => {
      setImmediate(() => {
        if (options.silent || !isClusterMessage(message)) return;
        if (message.coresense === 'rate-limit') {
          channel.emit('message', { coresense: 'reply', id: message.id, result: counters.handle(message) });
        } else if (message.coresense === 'content-changed') {
          for (const other of channels)
            if (other !== channel) other.emit('message', { coresense: 'content-changed' });
          channel.emit('message', { coresense: 'reply', id: message.id });
        }
      });
      callback?.(null);
      return true;
    };
    channels.push(channel);
  }
  const timeoutMs = options.silent ? 200 : undefined;
  return { counters, ipcs: channels.map((channel) => new WorkerIpc(channel, timeoutMs)) };
}

describe('worker side of the cluster', () => {
  test('the rate-limit store counts through the primary, each route under its own key', async () => {
    const { counters, ipcs } = fakeCluster(2);
    const stores = ipcs.map((ipc) => {
      const Store = clusterRateLimitStore(ipc);
      return new Store({}).child({ routeInfo: { method: 'POST', url: '/submit' } } as never);
    });
    const incr = (n: number) =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
        stores[n % 2]!.incr(
          '127.0.0.1',
          (error, result) => (error ? reject(error) : resolve(result)),
          60_000,
          5,
        ),
      );
    const seen = [];
    for (let n = 0; n < 4; n++) seen.push((await incr(n))?.current);
    assert.deepEqual(seen, [1, 2, 3, 4], 'one count across both workers');
    assert.deepEqual(counters.read('POST/submit-127.0.0.1').current, 4);
    counters.close();
  });

  test('a primary that does not answer fails the request instead of hanging it', async () => {
    const { ipcs } = fakeCluster(1, { silent: true });
    const Store = clusterRateLimitStore(ipcs[0]!);
    const error = await new Promise<Error | null>((resolve) =>
      new Store({}).incr('k', (failure) => resolve(failure), 1000, 1),
    );
    assert.match(String(error), /did not answer/);
  });

  test('content changes clear the worker’s own cache and reach every other worker', async () => {
    const { ipcs } = fakeCluster(3);
    const events = ipcs.map((ipc) => createClusterContentEvents(ipc));
    const heard = [0, 0, 0];
    events.forEach((e, n) => {
      e.onChange(() => {
        heard[n] = (heard[n] ?? 0) + 1;
      });
    });
    await events[1]!.publishChange();
    assert.deepEqual(
      heard,
      [1, 1, 1],
      'each worker heard the change once, before the publisher was answered',
    );
    await events[0]!.close();
    await events[2]!.publishChange();
    assert.deepEqual(heard, [1, 2, 2], 'a closed worker no longer listens');
  });
});
