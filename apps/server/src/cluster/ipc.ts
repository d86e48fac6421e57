import cluster from 'node:cluster';
import type { MetricsSnapshot } from '../lib/request-metrics.ts';

/**
 * The messages a worker and the primary exchange over node:cluster's IPC channel (WORKERS > 1).
 * Every message carries `coresense` naming its kind, so other messages are ignored.
 */

/** Counts one more request for `key` (or only reads the count, `op: 'read'`). */
export interface RateLimitRequest {
  coresense: 'rate-limit';
  id: number;
  op: 'incr' | 'read';
  key: string;
  timeWindow: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** Published content changed: worker → primary (with `id`, answered once relayed), primary → worker. */
export interface ContentChangedMessage {
  coresense: 'content-changed';
  id?: number;
}

/** The monitor dashboard asks for every process's figures: worker → primary, answered with `metrics`. */
export interface MetricsRequest {
  coresense: 'metrics';
  id: number;
}

/**
 * `/metrics` asks for the Prometheus figures of every worker added up: worker → primary, which
 * gathers them through prom-client's own cluster messages and answers with `text`.
 */
export interface PrometheusRequest {
  coresense: 'prometheus';
  id: number;
}

/** Primary → every worker: report your figures for collection `round`. */
export interface MetricsCollectMessage {
  coresense: 'metrics-collect';
  round: number;
}

/** Worker → primary: this worker's figures for collection `round`. */
export interface MetricsReportMessage {
  coresense: 'metrics-report';
  round: number;
  snapshot: MetricsSnapshot;
}

/** Every process's figures, as the primary gathered them for a `metrics` request. */
export interface ClusterMetrics {
  /** Seconds since the primary started: the server's uptime, whichever workers were replaced. */
  uptimeSeconds: number;
  /** Each worker that answered in time. */
  workers: MetricsSnapshot[];
  /** The primary's own memory, which serves no requests but is part of the server. */
  primary: { rss: number; heapUsed: number };
}

export interface ReplyMessage {
  coresense: 'reply';
  id: number;
  result?: { current: number; ttl: number };
  metrics?: ClusterMetrics;
  /** The Prometheus text of every worker, added up. */
  text?: string;
  error?: string;
}

export type WorkerRequest = RateLimitRequest | ContentChangedMessage | MetricsRequest | PrometheusRequest;
export type ClusterMessage = WorkerRequest | ReplyMessage | MetricsCollectMessage | MetricsReportMessage;

/** Distributes `Omit` over a union, so each request keeps its own fields. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export function isClusterMessage(message: unknown): message is ClusterMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { coresense?: unknown }).coresense === 'string'
  );
}

/** Whether this process is one of the WORKERS > 1 forked by the primary of `server.ts`. */
export function isClusterWorker(config: { workers?: number }): boolean {
  return (config.workers ?? 1) > 1 && cluster.isWorker;
}

/** The worker's end of the channel: `process` in a worker; a stand-in in unit tests. */
export interface IpcChannel {
  send?(message: unknown, callback?: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** A primary that has not answered by then is gone or stuck: the request fails rather than hangs. */
const REPLY_TIMEOUT_MS = 5000;

/** Requests to the primary, matched with their replies, and the messages it sends unasked. */
export class WorkerIpc {
  readonly #channel: IpcChannel;
  readonly #timeoutMs: number;
  readonly #pending = new Map<
    number,
    { resolve: (reply: ReplyMessage) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
  >();
  readonly #listeners = new Set<(message: ClusterMessage) => void>();
  #nextId = 0;
  #listening = false;
  readonly #receive = (message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.coresense !== 'reply') {
      for (const listener of this.#listeners) listener(message);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.error) pending.reject(new Error(`cluster primary: ${message.error}`));
    else pending.resolve(message);
  };

  constructor(channel: IpcChannel, timeoutMs = REPLY_TIMEOUT_MS) {
    this.#channel = channel;
    this.#timeoutMs = timeoutMs;
  }

  request(message: WithoutId<WorkerRequest>): Promise<ReplyMessage> {
    this.#listen();
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`cluster primary did not answer ${message.coresense} in ${this.#timeoutMs} ms`));
      }, this.#timeoutMs);
      timer.unref();
      this.#pending.set(id, { resolve, reject, timer });
      const fail = (error: Error) => {
        if (!this.#pending.delete(id)) return;
        clearTimeout(timer);
        reject(error);
      };
      if (!this.#channel.send) return fail(new Error('no IPC channel: not a cluster worker'));
      try {
        this.#channel.send({ ...message, id }, (error) => {
          if (error) fail(error);
        });
      } catch (error) {
        fail(error as Error);
      }
    });
  }

  /** A message that needs no answer (a worker's figures the primary asked for). */
  notify(message: MetricsReportMessage): void {
    this.#channel.send?.(message);
  }

  /** Messages the primary sends without being asked (content changed elsewhere). */
  onMessage(listener: (message: ClusterMessage) => void): () => void {
    this.#listen();
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #listen() {
    if (this.#listening) return;
    this.#listening = true;
    this.#channel.on('message', this.#receive);
  }
}

let shared: WorkerIpc | undefined;

/** This worker's one connection to the primary. */
export function workerIpc(): WorkerIpc {
  shared ??= new WorkerIpc(process as IpcChannel);
  return shared;
}
