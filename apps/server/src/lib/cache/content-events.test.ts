import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { createRedisContentEvents } from './content-events.ts';

const redisUrl = process.env.TEST_REDIS_URL;

test('through Redis: a change reaches the other process, and a lost connection drops the cache once back', {
  skip: !redisUrl && 'TEST_REDIS_URL is not set',
  timeout: 10_000,
}, async (t) => {
  const one = await createRedisContentEvents(redisUrl as string);
  t.after(() => one.close());
  const two = await createRedisContentEvents(redisUrl as string);
  t.after(() => two.close());
  let drops = 0;
  two.onChange(() => {
    drops += 1;
  });
  const changed = () => new Promise<void>((resolve) => two.onChange(resolve));

  let told = changed();
  await one.publishChange();
  await told;
  assert.equal(drops, 1);

  // The subscriber's connection dropped by the server, as a Redis restart or a network cut does.
  told = changed();
  const admin = new Redis(redisUrl as string);
  t.after(() => admin.disconnect());
  const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
  const ours = [...clients.matchAll(/^id=(\d+) .*name=(\S+)/gm)]
    .filter((match) => match[2] === `coresense-events-${process.pid}`)
    .map((match) => match[1] as string);
  assert.equal(ours.length, 2, 'both subscriptions are listed by name');
  for (const id of ours) await admin.call('CLIENT', 'KILL', 'ID', id);
  await told;
  assert.ok(drops >= 2, 'the cache was dropped once the connection was back');
});
