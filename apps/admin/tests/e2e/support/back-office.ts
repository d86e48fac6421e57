import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { type ServerAndBrowser, useServerAndBrowser } from '@coresense/test-support/browser';
import { DEMO_ADMIN, type DemoServer, startDemoServer } from '@coresense/test-support/server';
import type { Page } from 'playwright-core';
import { apiSignIn, signedInSession } from './fixtures.ts';

const ADMIN_ROOT = path.resolve(import.meta.dirname, '../../..');
const ADMIN_BUNDLE = path.join(ADMIN_ROOT, 'dist', 'index.html');
const SITE_BUILD = path.resolve(ADMIN_ROOT, '../site/build/server/index.js');

export const { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } = DEMO_ADMIN;
const ADMIN_HOME = '/admin';

/** The bundle the server serves; built once when a checkout has none. */
async function ensureBundle() {
  if (existsSync(ADMIN_BUNDLE)) return;
  const vite = path.resolve(ADMIN_ROOT, '../../node_modules/.bin/vite');
  await promisify(execFile)(vite, ['build'], { cwd: ADMIN_ROOT });
}

/** The server with the demo content, serving the back-office bundle, the site and the API on one port. */
export async function startAdminServer(): Promise<DemoServer> {
  await ensureBundle();
  // The back-office's tests check what the site shows of its content: none of it is optional.
  if (!existsSync(SITE_BUILD))
    throw new Error(
      `the site is not built (${SITE_BUILD} is missing): run npm run build -w @coresense/site first (npm test does)`,
    );
  return startDemoServer();
}

/* What every back-office browser test shares: its own server and Chromium, and signed-in pages. */

export interface Credentials {
  username: string;
  password: string;
}

export const ADMIN: Credentials = DEMO_ADMIN;

export interface BackOffice extends ServerAndBrowser<DemoServer> {
  /**
   * A page of a new context that shares the administrator's session of the calling `describe`,
   * opened at `path` (the back-office's home, where the sign-in lands, by default). A test that
   * signs out or otherwise ends the session takes one of its own: `pageAs(ADMIN, path)`.
   * `prepare` runs before the page is opened: the routes and listeners that must see it load.
   */
  adminPage(path?: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page>;
  /** The administrator's shared session as a `Cookie` header, for API calls from the test itself. */
  adminCookie(): Promise<string>;
  /** Like `adminPage`, in a session of its own, signed in through the API as `credentials`. */
  pageAs(credentials: Credentials, path?: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page>;
}

/** The server and Chromium for the tests of the calling `describe` (see `useServerAndBrowser`). */
export function useBackOffice(): BackOffice {
  const suite = useServerAndBrowser(startAdminServer);
  // Signed in once, when a test first needs it: the sign-in form costs a second or more a test.
  let adminSession: Promise<string> | undefined;
  const sharedSid = () => {
    adminSession ??= apiSignIn(suite.server.baseUrl, ADMIN.username, ADMIN.password);
    return adminSession;
  };
  async function open(sid: string, path: string, prepare?: (page: Page) => Promise<unknown>) {
    const context = await signedInSession(suite.browser, suite.server.baseUrl, sid);
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(`${suite.server.baseUrl}${path}`);
    return page;
  }
  return Object.assign(suite, {
    async adminPage(path = ADMIN_HOME, prepare?: (page: Page) => Promise<unknown>) {
      return open(await sharedSid(), path, prepare);
    },
    async adminCookie() {
      return `sid=${await sharedSid()}`;
    },
    async pageAs(
      { username, password }: Credentials,
      path = ADMIN_HOME,
      prepare?: (page: Page) => Promise<unknown>,
    ) {
      return open(await apiSignIn(suite.server.baseUrl, username, password), path, prepare);
    },
  });
}

/**
 * Moves the open back-office to `path` as its own links do, without loading its scripts again.
 * The router follows the browser's history: the entry is pushed in the router's own format and
 * announced with the `popstate` the browser sends on Back and Forward. Resolves once the page
 * shown before has left the layout, so that nothing of it is found in place of the next one.
 */
export async function navigateInApp(page: Page, path: string) {
  const shown = await page.locator(PAGE_SHOWN).first().elementHandle();
  await page.evaluate((target) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction((element) => !element?.isConnected, shown);
}

/** The page the layout shows: its content, which the router replaces on a move to another page. */
const PAGE_SHOWN = '.ant-pro-layout-content .ant-spin-container > div > *';

/** Calls the API as the administrator, from the test itself (to make or check records beside what the page does). */
export function useAdminApi(office: BackOffice) {
  return async function callApi(method: string, path: string, body?: unknown) {
    const response = await fetch(`${office.server.baseUrl}${path}`, {
      method,
      headers: {
        cookie: await office.adminCookie(),
        'content-type': 'application/json',
        origin: office.server.baseUrl,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
}

/**
 * A staff member whose one role grants exactly `authorities`, made through the API as an
 * administrator would make them; answers how they sign in.
 */
export async function staffWith(
  callApi: ReturnType<typeof useAdminApi>,
  authorities: string[],
  name: string,
): Promise<Credentials> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const role = await callApi('POST', '/api/v1/admin/roles', {
    name: `${name} ${suffix}`,
    description: '',
    authorities,
  });
  assert.equal(role.status, 200, JSON.stringify(role.body));
  const username = `staff${suffix}`;
  const password = 'staff-member-passphrase';
  const created = await callApi('POST', '/api/v1/admin/staff', {
    username,
    password,
    name,
    enabled: true,
    roleIds: [role.body.data.id],
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return { username, password };
}

/** The server's answer to a record it refuses (400, VALIDATION_ERROR), naming the fields in `errors`. */
export function refusedAnswer(errors: Array<{ field: string; message: string }>) {
  return {
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, code: 'VALIDATION_ERROR', message: '请求无效', errors }),
  };
}

/** A visitor's message through the site's contact form (in `lang` when given); answers the enquiry's id. */
export async function sendContactForm(
  office: BackOffice,
  fields: Record<string, string>,
  lang?: string,
): Promise<number> {
  const query = lang ? `?lang=${lang}` : '';
  const sent = await fetch(`${office.server.baseUrl}/api/v1/contact/us/submit${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: office.server.baseUrl },
    body: JSON.stringify(fields),
  });
  assert.equal(sent.status, 200);
  return (await sent.json()).data.id;
}

/* The Ant Design controls the tests press, by their Chinese labels. */

export const button = (page: Page, name: RegExp) => page.getByRole('button', { name });
/** "保存", or in a bilingual editor "保存并发布" (its "保存草稿" saves a draft). */
export const SAVE = /^保\s*存(并发布)?$/;
export const NEW = /新\s*建/;
export const drawerOf = (page: Page) => page.locator('.ant-drawer-content');
/**
 * Resolves once the drawer has slid in: its close button clicked while it still moves was once
 * ignored on a busy machine, leaving the drawer open.
 */
export const drawerSettled = (page: Page) =>
  page
    .locator(
      // A drawer closed before (the settings drawer) stays in the page, hidden.
      '.ant-drawer-content-wrapper:not([class*="panel-motion"]):not(.ant-drawer-content-wrapper-hidden)',
    )
    .waitFor();
/**
 * Ant Design's confirmation dialog once its opening animation has ended: a button clicked while
 * the dialog still zooms in was once lost on a busy machine, leaving the dialog open.
 */
export const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm:not(.ant-zoom-appear)');

/**
 * Picks an option of the Ant Design select whose list is open, once the list has slid down
 * (an option clicked while it still moves may be missed, as drawers' buttons were).
 */
export async function pickOption(page: Page, label: string | RegExp) {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="slide-up"])');
  await list.getByTitle(label, { exact: typeof label === 'string' }).click();
}

/** Waits until what `read` returns holds each expected value (a page that saves in the background). */
export async function untilStored(
  read: () => Promise<Record<string, unknown>>,
  expected: Record<string, unknown>,
) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const stored = await read();
    const pending = Object.entries(expected).filter(([key, value]) => stored[key] !== value);
    if (pending.length === 0) return;
    if (Date.now() > deadline)
      assert.fail(`not stored: ${JSON.stringify(pending)} in ${JSON.stringify(stored)}`);
    await sleep(200);
  }
}

/** One language of a news article, as the API takes it: a title, and the title again as its body. */
export const newsText = (title: string) => ({
  title,
  summary: '',
  cover: '',
  content: `<p>${title}</p>`,
  address: '',
  booth: '',
});
