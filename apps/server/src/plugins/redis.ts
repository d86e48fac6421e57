import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL (rate limits, readiness); absent without Redis. */
    redis?: Redis;
  }
}

/**
 * One command connection to Redis per process, made at start and closed with the app. A short
 * connect timeout and one retry per command: a request must not hang on a Redis that went away.
 */
async function redisClient(app: FastifyInstance) {
  if (!app.config.redisUrl) return;
  const redis = new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself and reports each failed try: said once per outage.
  let down = false;
  redis.on('error', (err) => {
    if (!down) app.log.warn({ err }, 'Redis does not answer; trying again');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis answers again');
    down = false;
  });
  app.decorate('redis', redis);
  app.addHook('onClose', async () => void redis.disconnect());
}

export default fp(redisClient, { name: 'redis' });
