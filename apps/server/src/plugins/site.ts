import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseLang } from '@coresense/shared';
import type { PreviewNotice, SiteRequestContext, SiteServices } from '@coresense/site/request-context';
import { SITE_PAGES, SITE_RESOURCES } from '@coresense/site/site-routes';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestHandler, RouterContextProvider, ServerBuild } from 'react-router';
import { isPreviewRequest, markPreviewAnswer, sendPreviewRefused } from '../content/preview/preview-page.ts';
import { EventLoopTurns } from '../lib/event-loop-turns.ts';
import { type MultipartForm, readMultipartForm } from '../lib/multipart.ts';
import { DEFAULT_SITE_TIME_ZONE, dayIn } from '../lib/site-day.ts';
import { JOB_APPLICATION_LIMITS } from '../modules/enquiries/job-applications.routes.ts';
import { optedOut } from '../modules/stats/stats.routes.ts';
import { sendError } from './errors.ts';
import { queryLang } from './language.ts';

/** `npm run build -w @coresense/site` writes `build/server` (the renderer) and `build/client` (assets). */
export const DEFAULT_SITE_BUILD_DIR = fileURLToPath(new URL('../../../site/build/', import.meta.url));

/** The site's server entry exports how its loaders receive the services (apps/site/app/entry.server.tsx). */
interface SiteServerBuild extends ServerBuild {
  entry: {
    module: ServerBuild['entry']['module'] & {
      createLoadContext(input: SiteRequestContext): RouterContextProvider;
      /** The bytes of a page the entry rendered, so they need not be read back from the body. */
      renderedDocument?(response: Response): Buffer | undefined;
    };
  };
}

export interface SiteOptions {
  buildDir?: string;
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=3600';
/** Browsers check the service worker for updates on each visit: it must never come from a cache. */
const SERVICE_WORKER = /^sw\.js(\.br|\.gz)?$/;
/**
 * Pages: a CDN keeps them a minute and may serve a stale copy for five more while it refetches;
 * browsers revalidate every time (the ETag makes that a 304). Content edits clear this
 * process's copy at once (`app.contentChanged()`).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const SCRIPT_START = Buffer.from('<script');
const MAIN_START = Buffer.from('<main');
const MAIN_END = Buffer.from('</main>');
const SCRIPT_END = Buffer.from('</script>');
const TAG_END = 0x3e; // >
const CR = 0x0d;

/** Whether a byte is a letter, digit or underscore: `<script` followed by one is another tag. */
function isWordByte(byte: number | undefined): boolean {
  return byte !== undefined && /\w/.test(String.fromCharCode(byte));
}

function isExecutable(attributes: string): boolean {
  if (/\bsrc=/i.test(attributes)) return false;
  const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
  // JSON-LD and other data blocks never run, so the policy need not name them.
  return !type || type === 'module' || type.includes('javascript');
}

/**
 * Where a page's main content lies: from its first `<main` to its last `</main>`. Stored rich
 * text is only ever rendered there, and none of the site's own scripts are (they are in the head
 * and after the content), so whatever markup stored text holds, even a forged `</main>`, stays
 * inside this range.
 */
function mainContentRange(bytes: Buffer): { start: number; end: number } | undefined {
  const start = bytes.indexOf(MAIN_START);
  const end = bytes.lastIndexOf(MAIN_END);
  return start !== -1 && end > start ? { start, end } : undefined;
}

/**
 * CSP hash sources of the inline scripts of a page, as the browser will hash them. Works on the
 * bytes the page is sent as, so a page is not decoded to be searched (as plain string code, that
 * cost 7–11 % of uncached throughput: docs/decisions/2026-11-28-page-bytes-kept-as-bytes.md);
 * markup written by React spells its tags in lower case. Scripts inside the main content are never named: the sanitiser
 * keeps scripts out of stored rich text, and should one slip past it, the policy still stops it.
 */
export function inlineScriptHashes(html: Buffer | string): string[] {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const hashes = new Set<string>();
  const main = mainContentRange(bytes);
  let at = bytes.indexOf(SCRIPT_START);
  while (at !== -1) {
    if (main && at > main.start && at < main.end) {
      at = bytes.indexOf(SCRIPT_START, main.end);
      continue;
    }
    const open = bytes.indexOf(TAG_END, at);
    if (open === -1) break;
    if (isWordByte(bytes[at + SCRIPT_START.length])) {
      at = bytes.indexOf(SCRIPT_START, open);
      continue;
    }
    const close = bytes.indexOf(SCRIPT_END, open + 1);
    if (close === -1) break;
    if (isExecutable(bytes.toString('latin1', at + SCRIPT_START.length, open))) {
      let text: Buffer | string = bytes.subarray(open + 1, close);
      // The HTML parser turns CR LF and lone CR into LF before the script's text is hashed.
      if (text.includes(CR)) text = text.toString('utf8').replace(/\r\n?/g, '\n');
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    at = bytes.indexOf(SCRIPT_START, close + SCRIPT_END.length);
  }
  return [...hashes];
}

/**
 * Allows exactly the given inline scripts in `script-src`. React Router's hydration scripts are
 * inline; hashes rather than a per-response nonce, because a page is rendered once and then
 * served from the render cache (and CDNs) to everyone: a nonce would be the same for every
 * visitor and so no secret, while a hash allows only the scripts this very body contains, and
 * stays right for as long as the body is reused. The policy is cached with the body.
 */
export function withScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') || trimmed === 'script-src'
        ? `${trimmed} ${hashes.join(' ')}`
        : trimmed;
    })
    .join(';');
}

/**
 * The address a page is rendered for: the request's path on `origin` (PUBLIC_URL's, else the
 * request origin, whose Host plugins/host.ts has validated). Undefined when the two do not make
 * one URL on that origin, such as an absolute-form request target.
 */
function pageUrl(origin: string, path: string): URL | undefined {
  if (!path.startsWith('/')) return undefined;
  try {
    const url = new URL(`${origin}${path}`);
    // Compared as URLs, so a default port or a capital letter in the Host is no difference.
    return url.origin === new URL(origin).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

function toWebRequest(
  request: FastifyRequest,
  url: URL,
  signal: AbortSignal,
  multipart: MultipartForm | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  if (multipart) {
    // Encoded again with a boundary of its own, which the Request names in its content type.
    headers.delete('content-type');
    headers.delete('content-length');
  }
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(request.method === 'POST'
      ? { body: multipart ? multipartBody(multipart) : formBody(request.body) }
      : {}),
  });
}

/** A multipart form's parts as the server read them (within its limits), for the page's action. */
function multipartBody({ fields, files }: MultipartForm): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new File([file.data], file.name));
  return form;
}

/** A form post's fields as Fastify parsed them, encoded again for the page's action to read. */
function formBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item ?? ''));
  }
  return form;
}

const PUBLIC_FORM = { rateLimitGroup: 'public-forms' as const, rateLimitAnsweredByRoute: true };

/**
 * The pages that take a form post without scripts (their route's action): the sample request
 * (contract §13), the contact form (and a product's enquiry) and a job application (as
 * multipart, within the API's limits), counted with the public forms; and the sample cart, whose
 * changes are only a cookie. A post over the limit still reaches the page, told so
 * (`rateLimited`), to show the form again with the reason and status 429.
 */
const FORM_PAGES = [
  { path: SITE_PAGES.sampleRequest.path, config: PUBLIC_FORM },
  { path: SITE_PAGES.contactUs.path, config: PUBLIC_FORM },
  { path: SITE_PAGES.recruitDetail.path, config: PUBLIC_FORM, multipart: JOB_APPLICATION_LIMITS },
  { path: SITE_RESOURCES.sampleCart.path, config: {} },
];

/**
 * What chose a page's language, for caches between here and the visitor: nothing else when the
 * query names it, else the umi_locale cookie and Accept-Language (contract §6).
 */
function pageVary(request: FastifyRequest): string | undefined {
  return langAsked(request) ? undefined : 'Accept-Language, Cookie';
}

/** The page's `lang` query names a language: it was asked for, not negotiated. */
function langAsked(request: FastifyRequest): boolean {
  const fromQuery = queryLang(request);
  return Boolean(fromQuery && parseLang(fromQuery));
}

async function sendWebResponse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  rendered: Buffer | undefined,
) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const contentType = response.headers.get('content-type') ?? '';
  // The sitemap and robots.txt are the same in every language; pages are not.
  if (!contentType.startsWith('text/html')) return reply.send(await response.text());
  const vary = pageVary(request);
  if (vary) reply.header('vary', vary);
  // The whole page is in memory anyway (entry.server.tsx waits for it): its ETag, its script
  // hashes and the render cache all need it whole. A page the entry rendered comes as its bytes.
  const html = rendered ?? Buffer.from(await response.arrayBuffer());
  const policy = app.securityHeaders['content-security-policy'];
  if (policy) reply.header('content-security-policy', withScriptHashes(policy, inlineScriptHashes(html)));
  return reply.send(html);
}

/**
 * The public site, rendered by React Router inside this process: hashed assets from
 * `build/client`, and every other GET page handed to the site's request handler with the
 * service layer in its load context, so loaders never call the API over HTTP.
 */
async function site(app: FastifyInstance, options: SiteOptions) {
  if (options.buildDir === undefined && app.config.env === 'development') return developmentSite(app);
  const buildDir = options.buildDir ?? DEFAULT_SITE_BUILD_DIR;
  const serverEntry = path.join(buildDir, 'server', 'index.js');

  if (!existsSync(serverEntry)) {
    // API-only runs (unit tests, a fresh checkout) still start; pages say what is missing.
    app.log.warn({ buildDir }, 'site build not found: pages answer 503 until `npm run build` has run');
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
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
    // `precompress` (packages/build-tools) writes .br and .gz beside each asset at build time.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // With precompression the path is the one of the .br or .gz copy.
      if (SERVICE_WORKER.test(path.basename(filePath))) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : PUBLIC_FILE_CACHE);
    },
  });

  registerPages(app, { build, handleRequest });
}

/**
 * `NODE_ENV=development` (`npm run dev`): the site from its sources through Vite
 * (apps/site/dev-server.ts), so an edit shows on the next request, or at once in an open page,
 * without a build or a restart. Cached pages are dropped on every change.
 */
async function developmentSite(app: FastifyInstance) {
  process.env.NODE_ENV ??= app.config.env;
  const { startSiteDevServer } = await import('@coresense/site/dev-server');
  const vite = await startSiteDevServer(app.server);
  app.addHook('onClose', () => vite.close());
  vite.onChange(() => void app.contentChanged());
  registerPages(app, {
    current: () => vite.current() as Promise<Renderer>,
    serve: (request, reply) => vite.serve(request.raw, reply.raw),
  });
}

interface Renderer {
  build: SiteServerBuild;
  handleRequest: RequestHandler;
}

/** The site as its sources are now, and the modules and assets Vite answers for the pages. */
interface DevelopmentPages {
  current(): Promise<Renderer>;
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Every GET page not answered before: rendered by the site's request handler. */
function registerPages(app: FastifyInstance, pages: Renderer | DevelopmentPages) {
  const development = 'current' in pages ? pages : undefined;
  const built = development ? undefined : (pages as Renderer);
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : undefined;
  const renderTurns = new EventLoopTurns();
  // Pages, not API calls: kept out of the OpenAPI document.
  const options = { schema: { hide: true }, config: { cache: { cacheControl: PAGE_CACHE } } };
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (development && (await development.serve(request, reply))) return reply.hijack();
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // On PUBLIC_URL's origin, else the request's (its Host checked by plugins/host.ts), and
    // checked to stay there: built from the raw Host, `Host: www.example/contact-us?x#` rendered
    // the contact page for `/index`, and the response cache kept it for everyone.
    const requestOrigin = `${request.protocol}://${request.host}`;
    const url =
      publicOrigin || request.host ? pageUrl(publicOrigin ?? requestOrigin, request.url) : undefined;
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request.');
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    let services: SiteServices = app.services;
    let preview: PreviewNotice | undefined;
    if (isPreviewRequest(request)) {
      markPreviewAnswer(reply);
      const opened = await app.services.preview.open(url, request.lang, services);
      if (!opened) return sendPreviewRefused(request, reply);
      ({ services, notice: preview } = opened);
    }
    // Read before rendering: a page's action takes the parts, and a CV past the limit is a
    // refusal it shows in the form, not the API's 413.
    // (Only a page that parses multipart gets here with such a body: elsewhere it is 415.)
    const multipart = request.headers['content-type']?.startsWith('multipart/form-data')
      ? await readMultipartForm(request)
      : undefined;
    const { build, handleRequest } = built ?? (await development!.current());
    await renderTurns.next();
    const context = build.entry.module.createLoadContext({
      services,
      preview,
      lang: request.lang,
      langAsked: langAsked(request),
      optedOut: optedOut(request),
      origin: app.config.publicUrl ?? requestOrigin,
      today: dayIn(app.config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE),
      timeZone: app.services.stats.timeZone,
      reportError: (error) => request.log.error({ err: error }, 'page rendering failed'),
      client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      rateLimited: request.rateLimited,
      uploadTooLarge: multipart?.tooLarge ?? false,
    });
    const response = await handleRequest(toWebRequest(request, url, aborted.signal, multipart), context);
    return sendWebResponse(app, request, reply, response, build.entry.module.renderedDocument?.(response));
  };
  app.get('/*', options, async (request, reply) => {
    if (isApiPath(request.url)) return sendError(request, reply, 'NOT_FOUND');
    return render(request, reply);
  });
  for (const page of FORM_PAGES) {
    if (!page.multipart) {
      app.post(page.path, { schema: { hide: true }, config: page.config }, render);
      continue;
    }
    // Multipart bodies are parsed only on such a page, with the limits of its API call; a file
    // past them is cut short rather than refused, so the page can say so in its form.
    app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: page.multipart, throwFileSizeLimit: false });
      scope.post(page.path, { schema: { hide: true }, config: page.config }, render);
    });
  }
}

export default fp(site, { name: 'site', dependencies: ['language', 'errors', 'security'] });
