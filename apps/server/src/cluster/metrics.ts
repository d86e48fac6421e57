import type { Worker } from 'node:cluster';
import type { MetricsSnapshot } from '../lib/request-metrics.ts';
import type { ClusterMetrics, MetricsReportMessage } from './ipc.ts';

/** A worker that has not reported by then is busy or dying: the monitor shows the others. */
const REPORT_TIMEOUT_MS = 1000;

interface Round {
  waiting: Set<Worker>;
  workers: MetricsSnapshot[];
  done: () => void;
}

/**
 * The primary's part of the monitor (WORKERS > 1): asks every worker for its figures of the last
 * five minutes and answers once all have reported, or after a second with those that have. It
 * keeps nothing between requests, so it costs nothing while nobody looks at the monitor.
 */
export class MetricsCollector {
  readonly #workers: () => Worker[];
  readonly #startedAt = Date.now();
  readonly #rounds = new Map<number, Round>();
  #nextRound = 0;

  constructor(workers: () => Worker[]) {
    this.#workers = workers;
  }

  collect(): Promise<ClusterMetrics> {
    const round = ++this.#nextRound;
    const workers = this.#workers();
    return new Promise((resolve) => {
      const state: Round = {
        waiting: new Set(workers),
        workers: [],
        done: () => {
          if (!this.#rounds.delete(round)) return;
          clearTimeout(timer);
          const memory = process.memoryUsage();
          resolve({
            uptimeSeconds: Math.floor((Date.now() - this.#startedAt) / 1000),
            workers: state.workers,
            primary: { rss: memory.rss, heapUsed: memory.heapUsed },
          });
        },
      };
      const timer = setTimeout(state.done, REPORT_TIMEOUT_MS);
      this.#rounds.set(round, state);
      for (const worker of workers) worker.send({ coresense: 'metrics-collect', round });
      if (workers.length === 0) state.done();
    });
  }

  receive(worker: Worker, report: MetricsReportMessage): void {
    const state = this.#rounds.get(report.round);
    if (!state?.waiting.delete(worker)) return;
    state.workers.push(report.snapshot);
    if (state.waiting.size === 0) state.done();
  }

  /** A worker that exited will not report. */
  forget(worker: Worker): void {
    for (const state of this.#rounds.values()) {
      if (state.waiting.delete(worker) && state.waiting.size === 0) state.done();
    }
  }
}
