import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** `npm run build -w @coresense/admin` writes the back-office bundle here (Vite `base: '/admin/'`). */
export const DEFAULT_ADMIN_DIST_DIR = fileURLToPath(new URL('../../../admin/dist/', import.meta.url));

export interface AdminAppOptions {
  distDir?: string;
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const ASSETS_PREFIX = '/admin/assets/';

/**
 * The back-office single-page app: its hashed assets under `/admin/assets/`, and its
 * index.html for `/admin`, every `/admin/…` page and the sign-in page `/user/login`, so that
 * the app's own router takes over. Must be registered before the site's catch-all page route.
 */
async function adminApp(app: FastifyInstance, options: AdminAppOptions) {
  const distDir = options.distDir ?? DEFAULT_ADMIN_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  // API-only runs (tests, a fresh checkout) have no bundle: the site's pages answer instead.
  if (!existsSync(indexFile)) return;
  const indexHtml = await readFile(indexFile);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    // One route per file, found at start; other paths are the app's pages, below.
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
    },
  });

  // A new deployment changes the asset names inside index.html: browsers must ask every time.
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  // Pages, not API calls: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };
  app.get('/admin', page, (_request, reply) => sendIndex(reply));
  for (const path of ['/user/login', '/user/forgot-password', '/user/reset-password']) {
    app.get(path, page, (_request, reply) => sendIndex(reply));
  }
  app.get('/admin/*', page, (request, reply) => {
    // An asset name from an older deployment is gone; answering the page instead would break scripts.
    if (request.url.startsWith(ASSETS_PREFIX)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(reply);
  });
}

export default fp(adminApp, { name: 'admin-app' });
