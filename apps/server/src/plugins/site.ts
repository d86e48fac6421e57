import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SiteRequestContext } from '@coresense/site/request-context';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { sendError } from './errors.ts';

/** `npm run build -w @coresense/site` writes `build/server` (the renderer) and `build/client` (assets). */
export const DEFAULT_SITE_BUILD_DIR = fileURLToPath(new URL('../../../site/build/', import.meta.url));

/** The site's server entry exports how its loaders receive the services (apps/site/app/entry.server.tsx). */
interface SiteServerBuild extends ServerBuild {
  entry: {
    module: ServerBuild['entry']['module'] & {
      createLoadContext(input: SiteRequestContext): RouterContextProvider;
    };
  };
}

export interface SiteOptions {
  buildDir?: string;
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Adds this response's nonce to `script-src`: React Router's hydration scripts are inline. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') || trimmed === 'script-src'
        ? `${trimmed} 'nonce-${nonce}'`
        : trimmed;
    })
    .join(';');
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    signal,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response, nonce: string) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  // The language of a page comes from the query, the umi_locale cookie or Accept-Language.
  reply.header('vary', 'Accept-Language, Cookie');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.raw.setHeader('content-security-policy', withScriptNonce(policy, nonce));
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * The public site, rendered by React Router inside this process: hashed assets from
 * `build/client`, and every other GET page handed to the site's request handler with the
 * service layer in its load context, so loaders never call the API over HTTP.
 */
async function site(app: FastifyInstance, options: SiteOptions) {
  const buildDir = options.buildDir ?? DEFAULT_SITE_BUILD_DIR;
  const serverEntry = path.join(buildDir, 'server', 'index.js');

  if (!existsSync(serverEntry)) {
    // API-only runs (unit tests, a fresh checkout) still start; pages say what is missing.
    app.log.warn({ buildDir }, 'site build not found: pages answer 503 until `npm run build` has run');
    app.get('/*', async (request, reply) => {
      if (isApiPath(request.url)) return sendError(request, reply, 'NOT_FOUND');
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet: run `npm run build`, then restart the server.');
    });
    return;
  }

  // React picks its production or development build from NODE_ENV when it is first loaded,
  // and `npm start` does not set it: left unset, pages would render several times slower.
  // React Router is imported here, not above, for the same reason: it loads React.
  process.env.NODE_ENV ??= app.config.env;
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as SiteServerBuild;
  const handleRequest = createRequestHandler(
    build,
    app.config.env === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    // One route per file, found at start: anything else falls through to the pages below.
    wildcard: false,
    index: false,
    decorateReply: false,
    // `scripts/precompress.ts` writes .br and .gz beside each asset at build time.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : PUBLIC_FILE_CACHE);
    },
  });

  app.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return sendError(request, reply, 'NOT_FOUND');
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const nonce = randomBytes(16).toString('base64');
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const context = build.entry.module.createLoadContext({
      services: app.services,
      lang: request.lang,
      origin: app.config.publicUrl ?? `${request.protocol}://${request.host}`,
      nonce,
      reportError: (error) => request.log.error({ err: error }, 'page rendering failed'),
    });
    const response = await handleRequest(toWebRequest(request, aborted.signal), context);
    return sendWebResponse(reply, response, nonce);
  });
}

export default fp(site, { name: 'site', dependencies: ['language', 'errors'] });
