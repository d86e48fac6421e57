import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ServerAndBrowser, useServerAndBrowser } from '@coresense/test-support/browser';
import { type DemoServer, startDemoServer } from '@coresense/test-support/server';
import type { Page } from 'playwright-core';

/* What every site browser test shares: its own server and Chromium, and waiting for hydration. */

const SITE_BUILD = path.resolve(import.meta.dirname, '../../../build/server/index.js');

/** The server with the demo content, rendering the built site. */
export async function startSiteServer(): Promise<DemoServer> {
  if (!existsSync(SITE_BUILD)) {
    throw new Error('The site is not built: run `npm run build -w @coresense/site` first.');
  }
  return startDemoServer();
}

export type Site = ServerAndBrowser<DemoServer>;

/** The site's server and Chromium for the tests of the calling `describe` (see `useServerAndBrowser`). */
export function useSite(): Site {
  return useServerAndBrowser(startSiteServer);
}

/** Resolves once React has hydrated the page (app/routes/layout.tsx sets `data-hydrated`). */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** How far the page scrolls sideways (0 when it fits the window). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
