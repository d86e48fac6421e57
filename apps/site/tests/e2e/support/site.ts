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

/**
 * Resolves once React has hydrated the element `selector` finds. A lazy part of a page (the job
 * application form) hydrates when its chunk arrives, after the page itself: clicked earlier, its
 * form submits natively. React marks the nodes it owns with a `__reactFiber$…` property.
 */
export function hydratedElement(page: Page, selector: string) {
  return page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** How far the page scrolls sideways (0 when it fits the window). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
