import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { type SiteServer, startSiteServer } from './site-server.ts';

/* What every site browser test shares: its own server and Chromium, and waiting for hydration. */

export interface Site {
  /** The running server; set once the suite's `before` hook has run. */
  readonly server: SiteServer;
  readonly browser: Browser;
}

/**
 * Starts the site and Chromium before the tests of the calling `describe` and stops both after
 * them. Call it inside the `describe` (before its own hooks, which then find both running);
 * read `server` and `browser` within tests or hooks.
 */
export function useSite(): Site {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSite: read before the suite started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

/** Resolves once React has hydrated the page (app/routes/layout.tsx sets `data-hydrated`). */
export function hydrated(page: Page) {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
