import type { RootData } from '../root';
import { ChunkLoadError } from './failures';
import { translator } from './messages';

/** Product-spec §9: a chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, { module: string }> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

interface MetaMatches {
  matches: Array<{ id: string; loaderData?: unknown } | undefined>;
}

/** A route module whose page raises the error, so the layout's error boundary shows it. */
function failedModule(error: ChunkLoadError) {
  return {
    meta({ matches }: MetaMatches) {
      const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
      return root ? [{ title: translator(root.lang)('common.errorTitle') }] : [];
    },
    default: function ChunkLoadFailed(): never {
      throw error;
    },
  };
}

function importWithin(url: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve(failedModule(new ChunkLoadError(`Loading ${url} took longer than ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    import(/* @vite-ignore */ url).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        resolve(failedModule(new ChunkLoadError(`Loading ${url} failed`, { cause })));
      },
    );
  });
}

/**
 * React Router imports a route's module the first time a navigation needs it, with no time
 * limit, and answers a failed import by reloading the page, which drops the navigation. It
 * looks in its module cache first, where a promise of the module will do, so each route not
 * loaded yet gets an entry that imports the module within the 120 s of product-spec §9. A
 * failure or time-out stands in a module whose page raises a ChunkLoadError: the layout's
 * error boundary turns it into the chunk-load error page. (A rejected promise would not do: in
 * framework mode the router drops a failed route module without an error.)
 *
 * Call after hydration: the router reads the cache while it is created to tell loaded routes
 * from lazy ones.
 */
export function guardRouteChunks(timeoutMs = CHUNK_TIMEOUT_MS) {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: modules } =
    window as unknown as RouterGlobals;
  if (!manifest || !modules) return;
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id in modules) continue;
    let loading: Promise<unknown> | undefined;
    Object.defineProperty(modules, id, {
      configurable: true,
      enumerable: true,
      get() {
        loading ??= importWithin(route.module, timeoutMs).then((module) => {
          // Loaded: readers that expect the module itself (meta, links) now find it.
          Object.defineProperty(modules, id, {
            value: module,
            writable: true,
            configurable: true,
            enumerable: true,
          });
          return module;
        });
        return loading;
      },
    });
  }
}
