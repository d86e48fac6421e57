import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { isClusterWorker, workerIpc } from '../cluster/ipc.ts';
import { clusterRateLimitStore } from '../cluster/rate-limit.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-client limits, switched on route by route (`config: { rateLimit: {max, timeWindow} }`).
 * Counters live in memory for one process, in the cluster's primary for the workers of one
 * machine (WORKERS > 1), in Redis when several machines share the load.
 */
async function rateLimits(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  const shared = redis
    ? { redis, nameSpace: 'coresense-rl:' }
    : isClusterWorker(app.config)
      ? { store: clusterRateLimitStore(workerIpc()) }
      : {};
  await app.register(rateLimit, {
    global: false,
    ...shared,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('RATE_LIMITED');
      (error as AppError & { statusCode: number }).statusCode = context.statusCode;
      return error;
    },
  });
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['errors'] });
