import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../config.ts';
import { prepareDatabase } from '../startup.ts';
import { type ClusterMessage, isClusterMessage, type ReplyMessage } from './ipc.ts';
import { MetricsCollector } from './metrics.ts';
import { RateLimitCounters } from './rate-limit.ts';

/**
 * The primary of WORKERS > 1: prepares the database once, forks the workers (which share the
 * port through node:cluster), relays content changes between them, keeps the rate-limit counters,
 * gathers every worker's figures for the monitor dashboard and for `/metrics`,
 * replaces a worker that dies and, on SIGTERM/SIGINT, stops them all gracefully. It serves no
 * requests itself.
 */

/** A worker that dies this soon after its start is replaced only after a pause. */
const QUICK_DEATH_MS = 5000;
const RESTART_PAUSE_MS = 1000;
/** Workers close within 10 s themselves (server.ts); this is the last resort. */
const STOP_TIMEOUT_MS = 15_000;

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const count = config.workers ?? 1;
  await prepareDatabase(config, logger);

  const counters = new RateLimitCounters();
  const workers = new Map<Worker, { startedAt: number; listening: boolean }>();
  const metrics = new MetricsCollector(() => [...workers.keys()].filter((worker) => worker.isConnected()));
  // Its constructor starts listening for the workers' answers; without METRICS_TOKEN none is asked.
  const prometheus = config.metricsToken ? new AggregatorRegistry() : undefined;
  let everyoneListened = false;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.set(worker, { startedAt: Date.now(), listening: false });
  };

  const answer = (worker: Worker, reply: ReplyMessage) => {
    if (worker.isConnected()) worker.send(reply);
  };

  cluster.on('message', (worker, message: unknown) => {
    if (!isClusterMessage(message)) return;
    const request = message as ClusterMessage;
    if (request.coresense === 'rate-limit') {
      answer(worker, { coresense: 'reply', id: request.id, result: counters.handle(request) });
    } else if (request.coresense === 'content-changed' && request.id !== undefined) {
      // Queued to every other worker before the sender is answered (and so before its client is).
      for (const other of workers.keys()) {
        if (other !== worker && other.isConnected()) other.send({ coresense: 'content-changed' });
      }
      answer(worker, { coresense: 'reply', id: request.id });
    } else if (request.coresense === 'metrics') {
      void metrics
        .collect()
        .then((figures) => answer(worker, { coresense: 'reply', id: request.id, metrics: figures }));
    } else if (request.coresense === 'prometheus') {
      if (!prometheus)
        return answer(worker, { coresense: 'reply', id: request.id, error: 'METRICS_TOKEN is not set' });
      prometheus.clusterMetrics().then(
        (text) => answer(worker, { coresense: 'reply', id: request.id, text }),
        (error: Error) => answer(worker, { coresense: 'reply', id: request.id, error: error.message }),
      );
    } else if (request.coresense === 'metrics-report') {
      metrics.receive(worker, request);
    }
  });

  cluster.on('listening', (worker, address) => {
    const state = workers.get(worker);
    if (state) state.listening = true;
    if (!everyoneListened && [...workers.values()].every((w) => w.listening)) {
      everyoneListened = true;
      logger.info(
        {
          address: `${address.address}:${address.port}`,
          workers: workers.size,
          database: databaseKind(config),
        },
        'CoreSense server listening',
      );
    }
  });

  let exitCode = 0;
  const exitWhenDone = () => {
    if (workers.size > 0) return;
    counters.close();
    logger.info('all workers stopped');
    process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    const state = workers.get(worker);
    workers.delete(worker);
    metrics.forget(worker);
    if (stopping) return exitWhenDone();
    if (!everyoneListened && !state?.listening) {
      // A worker that cannot start once will not start again: this is a start failure.
      logger.error({ worker: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
      stop('start failure', 1);
      return;
    }
    const quick = !state || Date.now() - state.startedAt < QUICK_DEATH_MS;
    logger.error(
      { worker: worker.process.pid, code, signal },
      `worker died; starting a replacement${quick ? ` in ${RESTART_PAUSE_MS} ms` : ''}`,
    );
    if (quick) setTimeout(() => stopping || fork(), RESTART_PAUSE_MS);
    else fork();
  });

  const stop = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason, workers: workers.size }, 'shutting down: stopping the workers');
    const timer = setTimeout(() => {
      logger.error('workers took too long to stop; killing them');
      for (const worker of workers.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    timer.unref();
    // Each worker runs its own graceful shutdown: requests in flight finish, its database closes.
    for (const worker of workers.keys()) worker.process.kill('SIGTERM');
    exitWhenDone();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let n = 0; n < count; n++) fork();
}

function databaseKind(config: Config): string {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}
