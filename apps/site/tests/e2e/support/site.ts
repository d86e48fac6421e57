import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ServerAndBrowser, useServerAndBrowser } from '@coresense/test-support/browser';
import { type DemoServer, startDemoServer } from '@coresense/test-support/server';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/* What every site browser test shares: its own server and Chromium, and waiting for hydration. */

const SITE_BUILD = path.resolve(import.meta.dirname, '../../../build/server/index.js');

/** The server with the demo content, rendering the built site; `env` over the demo's settings. */
export async function startSiteServer(env: Record<string, string> = {}): Promise<DemoServer> {
  if (!existsSync(SITE_BUILD)) {
    throw new Error('The site is not built: run `npm run build -w @coresense/site` first.');
  }
  return startDemoServer(env);
}

export type Site = ServerAndBrowser<DemoServer>;

/** The site's server and Chromium for the tests of the calling `describe` (see `useServerAndBrowser`). */
export function useSite(): Site {
  return useServerAndBrowser(startSiteServer);
}

/** A visitor's browser context: `locale` is also their stored language choice. */
export type VisitorOptions = BrowserContextOptions & { locale: string };

/** A new browser context on the site, for a visitor who chose `locale` (the `umi_locale` cookie). */
export async function newVisitorContext(site: Site, options: VisitorOptions): Promise<BrowserContext> {
  const context = await site.browser.newContext({ baseURL: site.server.baseUrl, ...options });
  await context.addCookies([{ name: 'umi_locale', value: options.locale, url: site.server.baseUrl }]);
  return context;
}

/** `path` in the page of a new visitor's context, hydrated unless its scripts are off. */
export async function openPage(
  site: Site,
  path: string,
  options: VisitorOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitorContext(site, options);
  const page = await context.newPage();
  await page.goto(path);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { context, page };
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

/**
 * Resizes the page and resolves once the CSS transitions the new width started have ended: below
 * 980 px the menu turns into a drawer that fades out, and a check made meanwhile (axe's contrast,
 * what is visible) would see it half-drawn.
 */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  // getAnimations() recalculates the styles first, so it lists the transitions the resize started.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The widths at which the `index`th page of a walk is checked: the site renders the same HTML and
 * runs the same scripts at every width (only its style sheet's media queries differ), so a page
 * loaded once and resized shows what a load at each width would. Each page is loaded at the width
 * the previous one ended at, so that loads alternate between the first and the last width.
 */
export function widthsInTurn<T>(viewports: readonly T[], index: number): T[] {
  return index % 2 === 0 ? [...viewports] : viewports.toReversed();
}
