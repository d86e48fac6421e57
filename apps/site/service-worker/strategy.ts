/**
 * How the service worker answers each request; kept free of worker APIs so that it can be
 * tested in Node.
 *
 * - `shell`: hashed assets and the precached files (offline page, manifest, icons): cache first.
 * - `page`: documents and React Router's `.data` loader answers: network first, so a visitor
 *   always gets current content online and the pages already visited offline.
 * - `media`: uploaded pictures: network first, kept for the pages visited.
 * - `network`: everything else goes to the network untouched; among it the API, whose
 *   failures must reach the page as they are (product-spec §8), and the worker script itself.
 */
export type Strategy = 'shell' | 'page' | 'media' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: `navigate` for documents. */
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/') || path === '/sw.js') return 'network';
  if (path.startsWith('/assets/') || precached.has(path)) return 'shell';
  if (request.mode === 'navigate' || path.endsWith('.data')) return 'page';
  if (path.startsWith('/media/')) return 'media';
  return 'network';
}

/** The number of entries a runtime cache keeps; the oldest go first. */
export const CACHE_LIMITS = { page: 60, media: 120 } as const;

/** Caches of other builds to delete once this build's worker takes over. */
export function staleCaches(names: readonly string[], current: readonly string[]): string[] {
  return names.filter((name) => name.startsWith('coresense-') && !current.includes(name));
}
