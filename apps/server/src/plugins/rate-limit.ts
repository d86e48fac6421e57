import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClusterWorker, workerIpc } from '../cluster/ipc.ts';
import { clusterRateLimitStore } from '../cluster/rate-limit.ts';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Named limits shared by several routes: every route naming one (`config: { rateLimitGroup }`)
 * draws on one counter per client address. `public-forms` covers whatever a visitor can send
 * without signing in (the contact form, product enquiries, …), so an address cannot multiply
 * its allowance by switching forms.
 */
export const RATE_LIMIT_GROUPS = ['public-forms'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts the route's requests under a named limit shared with other routes (see RATE_LIMIT_GROUPS). */
    rateLimitGroup?: RateLimitGroup;
    /**
     * The route answers a request over its group's limit itself, marked `rateLimited`: a page
     * whose form posts without scripts shows the refusal in the form again, where a 429 in the
     * API's JSON would leave the visitor on a page of raw JSON.
     */
    rateLimitAnsweredByRoute?: boolean;
  }
  interface FastifyRequest {
    /** Over the limit of its route's group, on a route that answers that itself (above). */
    rateLimited: boolean;
  }
}

function groupLimits(config: Config): Record<RateLimitGroup, { max: number; timeWindow: number }> {
  const { max, windowSeconds } = config.enquiryRateLimit;
  return { 'public-forms': { max, timeWindow: windowSeconds * 1000 } };
}

function rateLimited(statusCode: number): AppError {
  const error = new AppError('RATE_LIMITED');
  (error as AppError & { statusCode: number }).statusCode = statusCode;
  return error;
}

/**
 * Per-client limits, switched on route by route (`config: { rateLimit: {max, timeWindow} }` for
 * a route's own count, `config: { rateLimitGroup }` for a shared one). Counters live in memory
 * for one process, in the cluster's primary for the workers of one machine (WORKERS > 1), in
 * Redis when several machines share the load.
 */
async function rateLimits(app: FastifyInstance) {
  const redis = app.redis;
  const shared = redis
    ? { redis, nameSpace: 'coresense-rl:' }
    : isClusterWorker(app.config)
      ? { store: clusterRateLimitStore(workerIpc()) }
      : {};
  await app.register(rateLimit, {
    global: false,
    ...shared,
    errorResponseBuilder: (_request, context) => rateLimited(context.statusCode),
  });

  // One limiter per group, made once: its store (memory, the primary, or Redis) holds the
  // counters, keyed by group and address, whichever route of the group a request came by.
  // (@fastify/rate-limit's own `groupId` would not do: its stores still count each route apart.)
  const limits = groupLimits(app.config);
  const limiters = new Map<RateLimitGroup, ReturnType<FastifyInstance['createRateLimit']>>();
  const limiterOf = (group: RateLimitGroup) => {
    let limiter = limiters.get(group);
    if (!limiter) {
      limiter = app.createRateLimit({
        ...limits[group],
        keyGenerator: (request: FastifyRequest) => `group:${group}:${request.ip}`,
      });
      limiters.set(group, limiter);
    }
    return limiter;
  };
  app.decorateRequest('rateLimited', false);
  app.addHook('onRoute', (route) => {
    const group = route.config?.rateLimitGroup;
    if (!group) return;
    const limiter = limiterOf(group);
    const answeredByRoute = route.config?.rateLimitAnsweredByRoute === true;
    const hook = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        if (answeredByRoute) request.rateLimited = true;
        else throw rateLimited(429);
      }
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook];
  });
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['errors', 'redis'] });
