import { after, before } from 'node:test';
import type { Config } from '../config.ts';
import { type Backend, buildTestApp, type TestApp } from './test-app.ts';

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * One app per `describe` block, shared by its tests, torn down after them.
 * `get(url)` answers the parsed JSON.
 */
export function useTestApp(
  backend: Backend,
  options: { config?: Partial<Config>; setup?: (t: TestApp) => Promise<void> } = {},
) {
  const state = {} as { t: TestApp };
  const teardown: Array<() => Promise<void>> = [];
  before(async () => {
    state.t = await buildTestApp(backend, { config: options.config, cleanup: (fn) => teardown.push(fn) });
    await options.setup?.(state.t);
  });
  after(async () => {
    for (const fn of teardown) await fn();
  });
  return {
    get app() {
      return state.t.app;
    },
    get db() {
      return state.t.database.db;
    },
    async get(url: string, headers: Record<string, string> = {}): Promise<JsonResponse> {
      const response = await state.t.app.inject({ method: 'GET', url, headers });
      return {
        status: response.statusCode,
        body: response.body ? response.json() : undefined,
        headers: response.headers,
      };
    },
  };
}
