import { CACHE_LIMITS, staleCaches, strategyFor } from './strategy.ts';

/* Written by scripts/pwa.ts at build time: the shell to precache and a hash of it. */
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const worker = self as unknown as ServiceWorkerGlobalScope;

const SHELL_CACHE = `coresense-shell-${__VERSION__}`;
// Pages name the hashed assets of the build that rendered them, so they go with that build.
const PAGE_CACHE = `coresense-pages-${__VERSION__}`;
const MEDIA_CACHE = 'coresense-media';
const OFFLINE_PAGE = '/offline.html';
const precached = new Set(__PRECACHE__);

worker.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits until the visitor chooses "Refresh" on the page.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__PRECACHE__)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), [SHELL_CACHE, PAGE_CACHE, MEDIA_CACHE]);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The first worker also serves the page that registered it, so its visit is kept too.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

async function trim(cacheName: string, limit: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkFirst(
  request: Request,
  cacheName: string,
  limit: number,
  fallback?: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      void caches
        .open(cacheName)
        .then((cache) => cache.put(request, copy))
        .then(() => trim(cacheName, limit));
    }
    return response;
  } catch (error) {
    // Pages vary by language cookie, which a worker cannot see: match on the address alone.
    const cached = await caches.match(request, { cacheName, ignoreVary: true });
    if (cached) return cached;
    const alternative = await fallback?.();
    if (alternative) return alternative;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (strategyFor(request, worker.location.origin, precached)) {
    case 'shell':
      event.respondWith(cacheFirst(request));
      return;
    case 'page':
      event.respondWith(
        networkFirst(request, PAGE_CACHE, CACHE_LIMITS.page, async () =>
          request.mode === 'navigate' ? caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE }) : undefined,
        ),
      );
      return;
    case 'media':
      event.respondWith(networkFirst(request, MEDIA_CACHE, CACHE_LIMITS.media));
      return;
    case 'network':
      return;
  }
});
