import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { newSession, signIn } from './fixtures.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, type AdminServer, startAdminServer } from './server.ts';

/* What every back-office browser test shares: its own server and Chromium, and a signed-in page. */

export interface BackOffice {
  /** The running server; set once the suite's `before` hook has run. */
  readonly server: AdminServer;
  readonly browser: Browser;
  /** A page of a fresh session, signed in as the administrator. */
  adminPage(): Promise<Page>;
}

/**
 * Starts the server and Chromium before the tests of the calling `describe` and stops both
 * after them. Call it inside the `describe`; read `server` and `browser` within tests or hooks.
 */
export function useBackOffice(): BackOffice {
  let server: AdminServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [server, browser] = await Promise.all([startAdminServer(), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBackOffice: read before the suite started');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async adminPage() {
      const context = await newSession(started(browser));
      const page = await context.newPage();
      await signIn(page, started(server).baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
      return page;
    },
  };
}

/* The Ant Design controls the tests press, by their Chinese labels. */

export const button = (page: Page, name: RegExp) => page.getByRole('button', { name });
export const SAVE = /^保\s*存$/;
export const NEW = /新\s*建/;
export const drawerOf = (page: Page) => page.locator('.ant-drawer-content');
export const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
