/**
 * What this process answered over the last five minutes, for the monitor dashboard: requests,
 * 5xx answers, a latency histogram (for p95) and response-cache lookups, in ten-second slots
 * that are reused as time moves on. Recording is a few additions; nothing grows with traffic.
 * Snapshots of several processes (WORKERS=N) add up: histograms merge bucket by bucket.
 */

const SLOT_MS = 10_000;
export const WINDOW_MS = 5 * 60_000;
const SLOTS = WINDOW_MS / SLOT_MS;

/** Latency buckets: eight per doubling from 0.05 ms, so a percentile is read within 9%. */
const BASE_MS = 0.05;
const PER_DOUBLING = 8;
export const LATENCY_BUCKETS = 22 * PER_DOUBLING;

function bucketOf(ms: number): number {
  if (!(ms > BASE_MS)) return 0;
  return Math.min(LATENCY_BUCKETS - 1, Math.ceil(Math.log2(ms / BASE_MS) * PER_DOUBLING));
}

/** The upper bound of a bucket, in milliseconds. */
function bucketLimit(bucket: number): number {
  return BASE_MS * 2 ** (bucket / PER_DOUBLING);
}

interface Slot {
  start: number;
  requests: number;
  errors: number;
  cacheHits: number;
  cacheLookups: number;
  latency: Uint32Array;
}

/** An answered request, named by its route's pattern (never the raw URL, which has no bound). */
export interface AnsweredRequest {
  method: string;
  route: string;
  statusCode: number;
}

/** Told of each request and cache lookup as they are counted: the Prometheus export (/metrics). */
export interface RequestObserver {
  request(answer: AnsweredRequest, ms: number): void;
  cacheLookup(hit: boolean): void;
}

/** One process's figures over the window, as sent between processes (plain JSON). */
export interface MetricsSnapshot {
  pid: number;
  /** Seconds the figures cover: the window, or less for a process started since. */
  seconds: number;
  requests: number;
  errors: number;
  cacheHits: number;
  cacheLookups: number;
  /** Requests per latency bucket; trailing empty buckets left out. */
  latency: number[];
  rss: number;
  heapUsed: number;
}

export class RequestMetrics {
  readonly #startedAt = Date.now();
  readonly #observer: RequestObserver | undefined;
  readonly #slots: Slot[] = Array.from({ length: SLOTS }, () => ({
    start: -1,
    requests: 0,
    errors: 0,
    cacheHits: 0,
    cacheLookups: 0,
    latency: new Uint32Array(LATENCY_BUCKETS),
  }));

  constructor(observer?: RequestObserver) {
    this.#observer = observer;
  }

  #slot(now: number): Slot {
    const start = now - (now % SLOT_MS);
    const slot = this.#slots[(start / SLOT_MS) % SLOTS] as Slot;
    if (slot.start !== start) {
      slot.start = start;
      slot.requests = 0;
      slot.errors = 0;
      slot.cacheHits = 0;
      slot.cacheLookups = 0;
      slot.latency.fill(0);
    }
    return slot;
  }

  /** One answered request and how long it took. */
  request(answer: AnsweredRequest, ms: number, now = Date.now()): void {
    const slot = this.#slot(now);
    slot.requests += 1;
    if (answer.statusCode >= 500) slot.errors += 1;
    slot.latency[bucketOf(ms)]! += 1;
    this.#observer?.request(answer, ms);
  }

  /** One look into the response cache for a cacheable request. */
  cacheLookup(hit: boolean, now = Date.now()): void {
    const slot = this.#slot(now);
    slot.cacheLookups += 1;
    if (hit) slot.cacheHits += 1;
    this.#observer?.cacheLookup(hit);
  }

  snapshot(now = Date.now()): MetricsSnapshot {
    const latency = new Array<number>(LATENCY_BUCKETS).fill(0);
    const totals = { requests: 0, errors: 0, cacheHits: 0, cacheLookups: 0 };
    for (const slot of this.#slots) {
      // The slot in progress counts; one that began a whole window ago no longer does.
      if (slot.start < 0 || slot.start <= now - WINDOW_MS) continue;
      totals.requests += slot.requests;
      totals.errors += slot.errors;
      totals.cacheHits += slot.cacheHits;
      totals.cacheLookups += slot.cacheLookups;
      for (let bucket = 0; bucket < LATENCY_BUCKETS; bucket++) latency[bucket]! += slot.latency[bucket]!;
    }
    while (latency.length > 0 && latency[latency.length - 1] === 0) latency.pop();
    const memory = process.memoryUsage();
    return {
      pid: process.pid,
      seconds: Math.max(1, Math.min(WINDOW_MS, now - this.#startedAt) / 1000),
      ...totals,
      latency,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
    };
  }
}

/** Several processes' snapshots as the monitor shows them. */
export function combineSnapshots(snapshots: MetricsSnapshot[]) {
  let requests = 0;
  let errors = 0;
  let cacheHits = 0;
  let cacheLookups = 0;
  let perSecond = 0;
  const latency = new Array<number>(LATENCY_BUCKETS).fill(0);
  for (const each of snapshots) {
    requests += each.requests;
    errors += each.errors;
    cacheHits += each.cacheHits;
    cacheLookups += each.cacheLookups;
    // Each process over the time it has been up: a worker started a minute ago is not diluted.
    perSecond += each.requests / each.seconds;
    each.latency.forEach((count, bucket) => {
      latency[bucket]! += count;
    });
  }
  return {
    requests: {
      perSecond: Math.round(perSecond * 100) / 100,
      errorRate: requests === 0 ? 0 : errors / requests,
      p95Ms: percentile(latency, requests, 0.95),
    },
    cache: { hitRate: cacheLookups === 0 ? 0 : cacheHits / cacheLookups },
    memory: {
      rss: snapshots.reduce((sum, each) => sum + each.rss, 0),
      heapUsed: snapshots.reduce((sum, each) => sum + each.heapUsed, 0),
    },
  };
}

function percentile(latency: number[], total: number, share: number): number {
  if (total === 0) return 0;
  const rank = Math.ceil(total * share);
  let seen = 0;
  for (let bucket = 0; bucket < latency.length; bucket++) {
    seen += latency[bucket] ?? 0;
    if (seen >= rank) return Math.round(bucketLimit(bucket) * 100) / 100;
  }
  return Math.round(bucketLimit(latency.length - 1) * 100) / 100;
}
