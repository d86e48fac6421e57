import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentEvents } from '../lib/cache/content-events.ts';
import { ResponseCache } from '../lib/cache/response-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache successful GET answers of this route by URL until published content changes. */
    cache?: { cacheControl: string };
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
    /** Drops every cached answer here and in the other server processes. */
    contentChanged(): Promise<void>;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
  }
}

export interface ResponseCacheOptions {
  enabled: boolean;
  events: ContentEvents;
}

function cacheKey(request: FastifyRequest): string {
  return `${request.lang}|${request.url}`;
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  contentType: string,
  body: string | Buffer,
) {
  reply.header('etag', etag).header('cache-control', request.routeOptions.config.cache!.cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
  const cache = new ResponseCache();
  app.decorate('responseCache', cache);
  app.decorate('contentChanged', () => options.events.publishChange());
  options.events.onChange(() => cache.clear());

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config.cache;
    if (!config || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    if (!options.enabled) {
      reply.header('cache-control', config.cacheControl);
      return;
    }
    const hit = cache.get(cacheKey(request));
    if (hit) return sendCached(request, reply, hit.etag, hit.contentType, hit.body);
    request.cacheGeneration = cache.generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheGeneration === undefined || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = cache.set(cacheKey(request), request.cacheGeneration, payload, contentType);
    reply.header('cache-control', request.routeOptions.config.cache!.cacheControl);
    if (entry) reply.header('etag', entry.etag);
    return payload;
  });
}

export default fp(responseCache, { name: 'response-cache', dependencies: ['language'] });
