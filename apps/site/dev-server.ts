/*
 * The site in development (`npm run dev`): Vite serves the modules the pages load, compiles the
 * site's server build on demand and sends changes to open pages (hot module replacement), all
 * inside the API server's process and port. Production never loads this file.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';

export interface SiteDevServer {
  /**
   * The server build as the files are now (Vite recompiles what changed since the last call) and
   * its request handler. Vite loads React Router's development build for the site's modules: the
   * process runs with `--conditions=development` so that this file loads the same copy (the load
   * context is checked with `instanceof`).
   */
  current(): Promise<{ build: ServerBuild; handleRequest: RequestHandler }>;
  /** Answers a request for a module or asset Vite serves; resolves `false` for anything else (a page). */
  serve(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Calls `listener` after a file of the site changed. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** `server` carries the hot-update WebSocket, so the page talks to the port it came from. */
export async function startSiteDevServer(server: Server): Promise<SiteDevServer> {
  const vite = await createServer({
    root: import.meta.dirname,
    configFile: `${import.meta.dirname}/vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
  return {
    async current() {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return { build, handleRequest: createRequestHandler(build, 'development') };
    },
    serve: (request, response) =>
      new Promise((resolve, reject) => {
        response.once('finish', () => resolve(true));
        vite.middlewares(request, response, (error?: unknown) => (error ? reject(error) : resolve(false)));
      }),
    onChange(listener) {
      vite.watcher.on('change', listener);
    },
    close: () => vite.close(),
  };
}
