import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const LOGIN_SUCCESS = '🎉 🎉 🎉  登录成功！';

/**
 * A browser context of its own (cookies, storage), in the interface language given. Its system
 * asks for reduced motion, so that Ant Design's drawers, dialogs and menus stand still when they
 * appear: a control clicked while it still slid in was now and then missed on a busy machine.
 */
export async function newSession(
  browser: Browser,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((value) => {
    // Also run in the first about:blank, where storage is refused.
    if (location.protocol !== 'about:' && !localStorage.getItem('umi_locale')) {
      localStorage.setItem('umi_locale', value);
    }
  }, locale);
  return context;
}

/**
 * Signs in through the sign-in API, as the sign-in page does, and answers the value of the
 * session cookie `sid`. The sign-in checks the origin of the request even without a session, so
 * it is sent as the back-office's own page would send it.
 */
export async function apiSignIn(
  baseUrl: string,
  username: string,
  password: string,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password, type: 'account', locale }),
  });
  assert.equal(response.status, 200, `${username} signs in: ${await response.clone().text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0] ?? '')
    .find((cookie) => cookie.startsWith('sid='));
  assert.ok(session, `${username} signs in: the session cookie is set`);
  return session.slice('sid='.length);
}

/** A browser context of its own (see `newSession`) that carries the session cookie `sid` given. */
export async function signedInSession(
  browser: Browser,
  baseUrl: string,
  sid: string,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<BrowserContext> {
  const context = await newSession(browser, locale);
  await context.addCookies([{ name: 'sid', value: sid, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

/** Fills and sends the sign-in form of the page already showing it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
}

/** Signs in through `/user/login` and waits for the back-office. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  redirect?: string,
) {
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`${baseUrl}/user/login${query}`);
  await submitLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/user/login', { timeout: 20_000 });
}

/** The session cookie of a context, as a `Cookie` header for API calls from the test. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'sid');
  assert.ok(session, 'signed in: the session cookie is set');
  return `sid=${session.value}`;
}

/**
 * The labels of the side menu, groups opened. `ownItem`: the page is one of the menu's (not an
 * error page), so its item's group opens by itself.
 */
export async function menuLabels(page: Page, { ownItem = true } = {}): Promise<string[]> {
  const menu = page.locator('.ant-pro-sider-menu, .ant-layout-sider .ant-menu').first();
  await menu.waitFor();
  // The current page's group opens by itself, maybe after the menu shows: once its item is in
  // sight, a group still closed stays so until clicked (a click before would close it again).
  if (ownItem) await menu.locator('.ant-menu-item-selected').first().waitFor();
  const closed = menu.locator('.ant-menu-submenu-title[aria-expanded="false"]');
  for (let left = await closed.count(); left > 0; left = await closed.count()) {
    const id = await closed.first().getAttribute('data-menu-id');
    await closed.first().click();
    await menu.locator(`.ant-menu-submenu-title[data-menu-id="${id}"][aria-expanded="true"]`).waitFor();
  }
  const texts = await menu.locator('.ant-menu-title-content').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Collects the back-office's JavaScript a page loads from now on. */
export function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/admin/') && url.pathname.endsWith('.js')) urls.add(response.url());
  });
  return urls;
}

/** The gzip size of each script at `urls` (what a gzip-only client transfers), summed. */
export async function gzipBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}
