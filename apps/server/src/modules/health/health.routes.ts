import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkReadiness } from './readiness.ts';

/** The bearer token of a request, or undefined. */
function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time: equal-length digests, so neither the length nor a prefix shows. */
function sameToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Operations (contract §12): `/healthz` says the process is alive, `/readyz` whether it can
 * serve (database, Redis, file store), `/metrics` its figures for Prometheus, to the holder of
 * METRICS_TOKEN only; anyone else is told there is nothing there.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const { redis } = app;
    const { ready, checks } = await checkReadiness(
      {
        database: () => pingDatabase(app.db),
        ...(redis ? { redis: () => redis.ping() } : {}),
        files: () => app.fileStore.check(),
      },
      (dependency, err) => request.log.warn({ err, dependency }, 'not ready: a dependency does not answer'),
    );
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const { prometheus } = app;
    if (!prometheus || !sameToken(bearerToken(request), app.config.metricsToken)) {
      throw new AppError('NOT_FOUND');
    }
    reply.header('cache-control', 'no-store');
    return reply.type(prometheus.contentType).send(await prometheus.text());
  });
}
