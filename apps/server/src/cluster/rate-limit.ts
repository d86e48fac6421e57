import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { RateLimitRequest, WorkerIpc } from './ipc.ts';

/**
 * Rate limits shared by the workers of one machine (WORKERS > 1 without Redis): the counters live
 * in the primary, and each worker's @fastify/rate-limit store asks it over IPC.
 */

export interface RateLimitState {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Clients counted at once, the least recently seen forgotten first (a forgotten client starts a
 * new window): ten times @fastify/rate-limit's own in-memory bound, some 10 MiB. Addresses come
 * from whoever connects, so without a bound many of them within one window would fill memory.
 */
export const MAX_COUNTED_KEYS = 50_000;

/**
 * Fixed windows, as @fastify/rate-limit's own stores keep them: a key's first request opens a
 * window of `timeWindow` ms; the count restarts once the window has ended. With
 * `continueExceeding` a request over the limit opens a new window; with `exponentialBackoff` it
 * doubles the window for every further request over the limit.
 */
export class RateLimitCounters {
  readonly #counters: LRUCache<string, { current: number; resetAt: number }>;
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: { now?: () => number; sweepEveryMs?: number; maxKeys?: number } = {}) {
    this.#counters = new LRUCache({ max: options.maxKeys ?? MAX_COUNTED_KEYS });
    this.#now = options.now ?? Date.now;
    // Ended windows are dropped now and then, so clients seen once do not stay in memory.
    this.#sweeper = setInterval(() => this.sweep(), options.sweepEveryMs ?? 30_000);
    this.#sweeper.unref();
  }

  get size(): number {
    return this.#counters.size;
  }

  incr(
    key: string,
    timeWindow: number,
    max: number,
    flags: { continueExceeding?: boolean; exponentialBackoff?: boolean } = {},
  ): RateLimitState {
    const now = this.#now();
    let counter = this.#counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { current: 1, resetAt: now + timeWindow };
      this.#counters.set(key, counter);
    } else {
      counter.current += 1;
      if (counter.current > max && flags.continueExceeding) {
        counter.resetAt = now + timeWindow;
      } else if (counter.current > max && flags.exponentialBackoff) {
        const backoff = timeWindow * 2 ** (counter.current - max - 1);
        counter.resetAt = now + (Number.isSafeInteger(backoff) ? backoff : Number.MAX_SAFE_INTEGER);
      }
    }
    return { current: counter.current, ttl: counter.resetAt - now };
  }

  read(key: string): RateLimitState {
    const now = this.#now();
    const counter = this.#counters.get(key);
    if (!counter || counter.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: counter.current, ttl: counter.resetAt - now };
  }

  /** Answers a worker's request. */
  handle(request: RateLimitRequest): RateLimitState {
    return request.op === 'read'
      ? this.read(request.key)
      : this.incr(request.key, request.timeWindow, request.max, request);
  }

  sweep(): void {
    const now = this.#now();
    const ended = [...this.#counters.entries()].filter(([, counter]) => counter.resetAt <= now);
    for (const [key] of ended) this.#counters.delete(key);
  }

  close(): void {
    clearInterval(this.#sweeper);
    this.#counters.clear();
  }
}

interface StoreFlags {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A @fastify/rate-limit store class whose counters are the primary's (`store:` option). Each
 * route's store (`child`) counts under its own prefix, as the Redis store does.
 */
export function clusterRateLimitStore(ipc: WorkerIpc): FastifyRateLimitStoreCtor {
  class ClusterRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #flags: Required<StoreFlags>;

    constructor(options: FastifyRateLimitOptions, prefix = '') {
      const flags = options as StoreFlags;
      this.#flags = {
        continueExceeding: flags.continueExceeding ?? false,
        exponentialBackoff: flags.exponentialBackoff ?? false,
      };
      this.#prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitState) => void,
      timeWindow: number,
      max: number,
    ): void {
      this.#ask('incr', key, timeWindow, max, callback);
    }

    read(
      key: string,
      callback: (error: Error | null, result?: RateLimitState) => void,
      timeWindow: number,
      max: number,
    ): void {
      this.#ask('read', key, timeWindow, max, callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const options = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = options.routeInfo ?? {};
      return new ClusterRateLimitStore(
        routeOptions as FastifyRateLimitOptions,
        `${this.#prefix}${String(route.method ?? '')}${String(route.url ?? '')}-`,
      );
    }

    #ask(
      op: 'incr' | 'read',
      key: string,
      timeWindow: number,
      max: number,
      callback: (error: Error | null, result?: RateLimitState) => void,
    ) {
      ipc
        .request({ coresense: 'rate-limit', op, key: this.#prefix + key, timeWindow, max, ...this.#flags })
        .then(
          (reply) =>
            reply.result ? callback(null, reply.result) : callback(new Error('cluster primary: no count')),
          (error: Error) => callback(error),
        );
    }
  }
  return ClusterRateLimitStore;
}
