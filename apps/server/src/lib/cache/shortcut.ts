import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Where the response cache's hook found a request's answer: its cache key and its route's policy. */
export interface CachedRoute {
  key: string;
  cacheControl: string;
  /** The route's pattern, which names the answer in the metrics. */
  route: string;
}

/** Writes the cached answer for `route` if the cache still holds it; false when it does not. */
export type CachedAnswerWriter = (
  request: IncomingMessage,
  response: ServerResponse,
  route: CachedRoute,
) => boolean;

/** The server settings Fastify fills in (its defaults included) before it calls a server factory. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Distinct request inputs remembered, and their characters: emptied when either grows past its
 * bound, so requests with ever new URLs or long cookies cannot make it grow without limit.
 */
export const MAX_REMEMBERED_INPUTS = 10_000;
export const MAX_REMEMBERED_CHARACTERS = 8 * 1024 * 1024;

/**
 * Every input a cache key is worked out from: the URL (path, query `lang`) and the headers that
 * choose a page's language (cookie, Accept-Language) and the origin its links name (Host, and the
 * forwarded ones behind a trusted proxy). Header values never hold a line break, nor does a URL.
 */
function inputsOf(request: IncomingMessage): string {
  const { headers } = request;
  return `${request.url}\n${headers.host}\n${headers.cookie}\n${headers['accept-language']}\n${headers['x-forwarded-host']}\n${headers['x-forwarded-proto']}`;
}

/**
 * Answers repeated requests for cached answers before Fastify routes them: routing, Fastify's
 * request objects and the hooks cost about 30% of the server's time per cached answer.
 *
 * It decides nothing itself: the response cache's `onRequest` hook, which runs after the language
 * and origin are chosen and an invalid `lang` refused, tells it which cache key a request's raw
 * inputs led to. A later GET or HEAD with exactly the same inputs is answered from that key, if
 * the entry is still cached, by the same writer that answers hits inside Fastify. Anything else,
 * and every request once the server begins to close, goes on to Fastify.
 */
export class CacheShortcut {
  readonly #routes = new Map<string, CachedRoute>();
  #characters = 0;
  #write: CachedAnswerWriter | undefined;

  /** Starts answering through `write` (the response cache plugin, when the cache is on). */
  open(write: CachedAnswerWriter): void {
    this.#write = write;
  }

  /** From now on every request goes to Fastify, which turns them away while it closes. */
  close(): void {
    this.#write = undefined;
    this.#forget();
  }

  /** Records where the hooks found the cached answer for this request's inputs. */
  remember(request: IncomingMessage, route: CachedRoute): void {
    if (!this.#write) return;
    const inputs = inputsOf(request);
    if (this.#routes.get(inputs)?.key === route.key) return;
    if (this.#routes.size >= MAX_REMEMBERED_INPUTS || this.#characters >= MAX_REMEMBERED_CHARACTERS) {
      this.#forget();
    }
    this.#routes.set(inputs, route);
    this.#characters += inputs.length;
  }

  #forget(): void {
    this.#routes.clear();
    this.#characters = 0;
  }

  /** True when the request was answered here. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const write = this.#write;
    if (!write || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const route = this.#routes.get(inputsOf(request));
    return route !== undefined && write(request, response, route);
  }

  /**
   * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same timeouts, that
   * offers each request to the shortcut first.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options): Server => {
    const settings = options as unknown as ServerSettings;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
