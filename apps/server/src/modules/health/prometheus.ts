import type { Kysely } from 'kysely';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { WorkerIpc } from '../../cluster/ipc.ts';
import type { PoolUse } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { outboxDepth } from '../../lib/outbox-depth.ts';
import type { AnsweredRequest, RequestObserver } from '../../lib/request-metrics.ts';
import { MAX_ROBOT_ATTEMPTS } from '../enquiry-robots/webhook-outbox.ts';
import { MAX_ATTEMPTS } from '../mail/mail.outbox.ts';

/** Seconds; from a cached answer (under a millisecond) to a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request Fastify found no route for: one label, whatever its URL. */
const UNMATCHED_ROUTE = '(unmatched)';

export interface PrometheusSources {
  db: Kysely<Database>;
  poolUse?: () => PoolUse;
  /** A worker of WORKERS > 1: a scrape answers the figures of every worker, gathered by the primary. */
  cluster?: WorkerIpc;
}

/**
 * This process's figures in the Prometheus text format (contract §12), for `GET /metrics`.
 * Requests and cache lookups are told by `RequestMetrics` where it counts them for the monitor,
 * so each is counted at one place; the outbox depth and the pool are read when scraped.
 */
export class PrometheusMetrics implements RequestObserver {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status_code'>;
  readonly #latency: Histogram<'method' | 'route'>;
  readonly #cacheLookups: Counter<'result'>;
  readonly #cluster: WorkerIpc | undefined;

  constructor(sources: PrometheusSources) {
    const registers = [this.registry];
    this.#cluster = sources.cluster;
    if (this.#cluster) {
      // prom-client answers the primary's requests for this registry's figures itself.
      AggregatorRegistry.setRegistries([this.registry]);
      new AggregatorRegistry();
    }
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.#latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.#cacheLookups = new Counter({
      name: 'coresense_response_cache_lookups_total',
      help: 'Looks into the response cache for cacheable requests, by result (hit or miss)',
      labelNames: ['result'],
      registers,
    });
    new Gauge({
      name: 'coresense_outbox_messages',
      help: 'Messages not sent yet, by outbox (mail, robots) and state (waiting for a try, failed for good)',
      labelNames: ['outbox', 'state'],
      registers,
      // The database's figure, the same in every process: summing processes would multiply it.
      aggregator: 'first',
      async collect() {
        const depths = {
          mail: await outboxDepth(sources.db, 'mail_outbox', MAX_ATTEMPTS),
          robots: await outboxDepth(sources.db, 'webhook_outbox', MAX_ROBOT_ATTEMPTS),
        };
        for (const [outbox, depth] of Object.entries(depths)) {
          this.set({ outbox, state: 'waiting' }, depth.waiting);
          this.set({ outbox, state: 'failed' }, depth.failed);
        }
      },
    });
    const { poolUse } = sources;
    if (poolUse) {
      new Gauge({
        name: 'coresense_db_pool_connections',
        help: 'Open database pool connections, by state (busy, idle)',
        labelNames: ['state'],
        registers,
        collect() {
          const use = poolUse();
          this.set({ state: 'busy' }, use.open - use.idle);
          this.set({ state: 'idle' }, use.idle);
        },
      });
      new Gauge({
        name: 'coresense_db_pool_max_connections',
        help: 'The most connections the database pool opens',
        registers,
        collect() {
          this.set(poolUse().max);
        },
      });
      new Gauge({
        name: 'coresense_db_pool_waiting_queries',
        help: 'Queries waiting for a database pool connection',
        registers,
        collect() {
          this.set(poolUse().waiting);
        },
      });
    }
  }

  request(answer: AnsweredRequest, ms: number): void {
    const route = answer.route || UNMATCHED_ROUTE;
    this.#requests.inc({ method: answer.method, route, status_code: answer.statusCode });
    this.#latency.observe({ method: answer.method, route }, ms / 1000);
  }

  cacheLookup(hit: boolean): void {
    this.#cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
  }

  async text(): Promise<string> {
    if (!this.#cluster) return this.registry.metrics();
    const reply = await this.#cluster.request({ coresense: 'prometheus' });
    return reply.text ?? '';
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
