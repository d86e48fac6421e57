import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentEvents } from '../lib/cache/content-events.ts';
import {
  type CachedResponse,
  type ContentCoding,
  etagOf,
  isWorthCompressing,
  ResponseCache,
} from '../lib/cache/response-cache.ts';
import type { CacheShortcut } from '../lib/cache/shortcut.ts';
import type { RequestMetrics } from '../lib/request-metrics.ts';
import { addDays, dayIn, startOfDay } from '../lib/site-day.ts';
import { isMarkedPrivate } from './private-answers.ts';

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
  /**
   * The cache to fill and clear, made beforehand when the services keep values beside it (the
   * product facets, dropped with its answers); a new one if not given.
   */
  cache?: ResponseCache;
  /**
   * Answers that link to the origin they were asked on (pages without PUBLIC_URL) must not be
   * shared between origins: the origin becomes part of the key.
   */
  keyByOrigin?: boolean;
  /** The server's shortcut for repeated requests (app.ts), told where each answer is cached. */
  shortcut?: CacheShortcut;
  /** Counts lookups and hits (and the requests the shortcut answers) for the monitor dashboard. */
  metrics?: RequestMetrics;
  /**
   * Requests of a cached route answered for one holder (a preview link): neither looked up nor
   * stored, nor remembered by the shortcut, so their answer never reaches anyone else.
   */
  bypass?: (request: FastifyRequest) => boolean;
  /**
   * The site's time zone: pages that depend on the day (/activity's upcoming shows) are
   * rendered afresh once its midnight has passed, so this process's cache is dropped then.
   */
  timeZone?: string;
}

/** Clears `cache` at every midnight of `timeZone`; answers the function that stops it. */
function clearEachMidnight(cache: ResponseCache, timeZone: string): () => void {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const next = startOfDay(addDays(dayIn(timeZone), 1), timeZone).getTime();
    timer = setTimeout(
      () => {
        cache.clear();
        schedule();
      },
      Math.max(next - Date.now(), 1000),
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

/**
 * Headers that describe the cached body and go out again with it: a page's Content-Security-
 * Policy names the hashes of its own inline scripts, and its Vary says what chose its language.
 */
const REPLAYED_HEADERS = ['content-security-policy', 'vary'] as const;

/**
 * Accept-Encoding values seen, with the coding each chose: browsers send a handful of distinct
 * values, so a cached answer need not parse the header again. Emptied when it grows past the
 * bound, so odd values cannot make it grow without limit.
 */
const codingByAcceptEncoding = new Map<string, ContentCoding | undefined>();
const MAX_REMEMBERED_ACCEPT_ENCODINGS = 64;

/** The coding of a cached body: brotli, else gzip, when the client accepts it; else none. */
function preferredCoding(headers: IncomingHttpHeaders): ContentCoding | undefined {
  const header = headers['accept-encoding'];
  if (!header) return undefined;
  if (codingByAcceptEncoding.has(header)) return codingByAcceptEncoding.get(header);
  if (codingByAcceptEncoding.size >= MAX_REMEMBERED_ACCEPT_ENCODINGS) codingByAcceptEncoding.clear();
  const coding = parsePreferredCoding(header);
  codingByAcceptEncoding.set(header, coding);
  return coding;
}

function parsePreferredCoding(header: string): ContentCoding | undefined {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const CODING_SUFFIX: Record<ContentCoding, string> = { br: '-br', gzip: '-gz' };

/** Each coding is its own representation, so its own strong entity tag. */
function codedEtag(etag: string, coding: ContentCoding | undefined): string {
  return coding ? `${etag.slice(0, -1)}${CODING_SUFFIX[coding]}"` : etag;
}

/**
 * Whether If-None-Match names this body in any coding: a client holding the gzip copy needs
 * nothing new when it now accepts brotli (the weak comparison of RFC 9110 §13.1.2).
 */
function ifNoneMatchHits(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some(
    (tag) => tag.replace(/^W\//, '').replace(/-(?:br|gz)"$/, '"') === etag,
  );
}

function withAcceptEncoding(vary: string | undefined): string {
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * The header lines of a stored answer in one coding, as `writeHead` takes them: the server's
 * security headers, the body's own (a page's CSP replaces the default one), then what
 * describes this representation. A 304 leaves out what describes a body it does not send.
 */
function headerLines(
  common: Readonly<Record<string, string>>,
  entry: CachedResponse,
  coding: ContentCoding | undefined,
  cacheControl: string,
  notModified: boolean,
): string[] {
  const headers: Record<string, string> = {
    ...common,
    ...entry.headers,
    vary: withAcceptEncoding(entry.headers.vary),
    etag: codedEtag(entry.etag, coding),
    'cache-control': cacheControl,
  };
  if (!notModified) {
    const body = coding ? entry.encoded[coding]! : entry.body;
    headers['content-type'] = entry.contentType;
    if (coding) headers['content-encoding'] = coding;
    headers['content-length'] = String(body.length);
  }
  return Object.entries(headers).flat();
}

/** What this request gets of a stored answer: 304 if it holds it already, and which coding. */
function representationFor(headers: IncomingHttpHeaders, entry: CachedResponse) {
  return {
    coding: isWorthCompressing(entry) ? preferredCoding(headers) : undefined,
    notModified: ifNoneMatchHits(headers, entry.etag),
  };
}

/**
 * Writes a stored answer straight to the response: it needs no handler and no onSend hook, and
 * its header lines are assembled once per coding. Hits inside Fastify (which still logs them and
 * runs its onResponse hooks) and hits taken by the shortcut before Fastify are written here.
 */
function replay(
  cache: ResponseCache,
  common: Readonly<Record<string, string>>,
  headers: IncomingHttpHeaders,
  response: ServerResponse,
  entry: CachedResponse,
  cacheControl: string,
) {
  const { coding, notModified } = representationFor(headers, entry);
  // Compressed before the header lines are built: they state its length.
  const body = notModified ? undefined : coding ? cache.encoded(entry, coding) : entry.body;
  const variant = `${notModified ? 304 : 200} ${coding ?? 'identity'}`;
  let lines = entry.headerLines[variant];
  if (!lines) {
    lines = headerLines(common, entry, coding, cacheControl, notModified);
    entry.headerLines[variant] = lines;
  }
  response.writeHead(notModified ? 304 : 200, lines);
  response.end(body);
}

/** Sets the headers of a freshly stored answer and says what to send, as `replay` would. */
function answerWith(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  cacheControl: string,
): { notModified: true } | { notModified: false; body: Buffer } {
  const { coding, notModified } = representationFor(request.headers, entry);
  reply.headers(entry.headers);
  reply
    .header('vary', withAcceptEncoding(entry.headers.vary))
    .header('etag', codedEtag(entry.etag, coding))
    .header('cache-control', cacheControl);
  if (notModified) return { notModified: true };
  reply.type(entry.contentType);
  if (!coding) return { notModified: false, body: entry.body };
  reply.header('content-encoding', coding);
  return { notModified: false, body: cache.encoded(entry, coding) };
}

async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
  const cache = options.cache ?? new ResponseCache();
  app.decorate('responseCache', cache);
  app.decorate('contentChanged', () => options.events.publishChange());
  options.events.onChange(() => cache.clear());
  if (options.timeZone) {
    const stop = clearEachMidnight(cache, options.timeZone);
    app.addHook('onClose', async () => stop());
  }

  const cacheKey = options.keyByOrigin
    ? (request: FastifyRequest) => `${request.lang}|${request.protocol}://${request.host}|${request.url}`
    : (request: FastifyRequest) => `${request.lang}|${request.url}`;

  const { shortcut, metrics } = options;
  if (options.enabled && shortcut) {
    shortcut.open((request, response, route) => {
      const started = performance.now();
      const entry = cache.get(route.key);
      if (!entry) return false;
      replay(cache, app.securityHeaders, request.headers, response, entry, route.cacheControl);
      // Fastify's onResponse hook never sees these; a miss here is counted once Fastify looks.
      metrics?.cacheLookup(true);
      metrics?.request(
        { method: request.method ?? 'GET', route: route.route, statusCode: response.statusCode },
        performance.now() - started,
      );
      // Fastify logs the requests it serves; these never reach it.
      app.log.info(
        { req: { method: request.method, url: request.url }, res: { statusCode: response.statusCode } },
        'request completed from the cache',
      );
      return true;
    });
    app.addHook('preClose', (done) => {
      shortcut.close();
      done();
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config.cache;
    if (!options.enabled || !config || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return done();
    }
    if (options.bypass?.(request)) return done();
    const key = cacheKey(request);
    shortcut?.remember(request.raw, {
      key,
      cacheControl: config.cacheControl,
      route: request.routeOptions.url ?? '',
    });
    const hit = cache.get(key);
    metrics?.cacheLookup(hit !== undefined);
    if (!hit) {
      request.cacheGeneration = cache.generation;
      return done();
    }
    // Not calling done(): the answer is complete, no later hook or handler runs.
    reply.hijack();
    replay(cache, app.securityHeaders, request.headers, reply.raw, hit, config.cacheControl);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config.cache;
    if (!config || reply.statusCode !== 200) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    // An answer that sets a cookie is meant for one visitor: neither this cache nor a CDN keeps it.
    if (reply.hasHeader('set-cookie')) return payload;
    // Nor one marked for one person (plugins/private-answers.ts).
    if (isMarkedPrivate(reply)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Encoded once here: hashing a string and then writing it would encode it twice.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const etag = etagOf(body);
    if (request.method === 'GET' && request.cacheGeneration !== undefined) {
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = cache.set(cacheKey(request), request.cacheGeneration, body, contentType, headers, etag);
      if (entry) {
        const answer = answerWith(cache, request, reply, entry, config.cacheControl);
        if (!answer.notModified) return answer.body;
        reply.code(304);
        return null;
      }
    }
    reply.header('cache-control', config.cacheControl).header('etag', etag);
    // A client that already holds this very answer gets 304, cached or not.
    if (ifNoneMatchHits(request.headers, etag)) {
      reply.code(304);
      return null;
    }
    return body;
  });
}

export default fp(responseCache, { name: 'response-cache', dependencies: ['language', 'security'] });
