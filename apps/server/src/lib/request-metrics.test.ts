import assert from 'node:assert/strict';
import { test } from 'node:test';
import { combineSnapshots, RequestMetrics, WINDOW_MS } from './request-metrics.ts';

const answer = (statusCode: number) => ({ method: 'GET', route: '/api/v1/product/list', statusCode });

test('the figures of several processes add up over the last five minutes', () => {
  const now = Date.now();
  const one = new RequestMetrics();
  const two = new RequestMetrics();
  // Five minutes ago and more: its slot has been reused by the time of the others.
  one.request(answer(500), 5000, now - WINDOW_MS - 1);
  for (let n = 0; n < 90; n++) one.request(answer(200), 2, now);
  for (let n = 0; n < 9; n++) two.request(answer(200), 40, now);
  two.request(answer(503), 400, now);
  one.cacheLookup(true, now);
  one.cacheLookup(true, now);
  two.cacheLookup(false, now);

  const combined = combineSnapshots([one.snapshot(now), two.snapshot(now)]);
  assert.equal(combined.requests.errorRate, 1 / 100);
  // The 95th of 100 answers is among the 40 ms ones, read within a bucket's width (9%).
  assert.ok(combined.requests.p95Ms >= 40 && combined.requests.p95Ms < 44, String(combined.requests.p95Ms));
  assert.equal(combined.cache.hitRate, 2 / 3);
  assert.ok(combined.requests.perSecond > 0);
  assert.ok(combined.memory.rss > 0);
});

test('no requests: rates are zero, not NaN', () => {
  const combined = combineSnapshots([new RequestMetrics().snapshot()]);
  assert.deepEqual(combined.requests, { perSecond: 0, errorRate: 0, p95Ms: 0 });
  assert.equal(combined.cache.hitRate, 0);
});
