import { existsSync } from 'node:fs';
import { after, afterEach, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { childPids, processName } from './process-tree.ts';

export const CHROMIUM = '/usr/bin/chromium';

/** Chromium's switches for a test run in a container: no sandbox, GPU, updates or first-run screens. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The reason to skip tests whose prerequisite is missing, printed in the test report; in CI
 * (`CI` set) the missing prerequisite throws instead, so that a broken machine fails the run.
 */
export function skipOutsideCi(reason: string): string {
  if (process.env.CI) throw new Error(`CI must run every test, but: ${reason}`);
  return reason;
}

/** `describe(..., { skip: skipWithoutChromium })`. */
export const skipWithoutChromium: false | string = existsSync(CHROMIUM)
  ? false
  : skipOutsideCi(
      `Chromium is not installed at ${CHROMIUM} (apt-get install chromium fonts-noto-cjk); browser tests skipped`,
    );

/*
 * Every page of a browser launched here reports its console errors and uncaught exceptions to the
 * test running at the time, which fails unless it called `expectConsoleErrors` for them.
 */
let unexpected: string[] = [];
let expected: RegExp[] = [];

/**
 * Chromium asks for /favicon.ico for a document without an icon link (a PDF, an image or JSON
 * opened in a tab), when it likes: the page's doing neither way.
 */
const BROWSER_ASKED = /status of 404 .*\/favicon\.ico\)$/;

function watch(context: BrowserContext) {
  const seen = (error: string) => {
    if (![BROWSER_ASKED, ...expected].some((pattern) => pattern.test(error))) unexpected.push(error);
  };
  context.on('console', (message) => {
    if (message.type() === 'error')
      seen(`console: ${message.text()} (${message.location().url || message.page()?.url()})`);
  });
  context.on('weberror', (error) => seen(`exception: ${error.error().message} (${error.page()?.url()})`));
}

/** Lets the current test's pages log errors matching `pattern` (a refused request it provokes). */
export function expectConsoleErrors(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

/**
 * Fails each test of the calling `describe` during which a page logged an error it did not
 * expect. `useSite` and `useBackOffice` call it; a suite that launches Chromium itself does too.
 */
export function failOnConsoleErrors(): void {
  afterEach(() => {
    const errors = unexpected;
    unexpected = [];
    expected = [];
    if (errors.length > 0) {
      throw new Error(`unexpected console errors (expectConsoleErrors() allows some):\n${errors.join('\n')}`);
    }
  });
}

/**
 * How long `browser.close()` may take before Chromium is killed. Twice in one CI run a closing
 * Chromium never exited (no page open, an on-device model service of its own still running), and
 * the suite's `after` hook, which has no timeout, held the whole run for good.
 */
const CLOSE_TIMEOUT_MS = 30_000;

export async function launchChromium(): Promise<Browser> {
  const othersBefore = new Set(childPids(process.pid));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  // Its main process: a new child named chromium (a server may be starting beside it).
  const launched = childPids(process.pid).filter(
    (pid) => !othersBefore.has(pid) && processName(pid) === 'chromium',
  );
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    const gaveUp = new AbortController();
    const closed = close(options).finally(() => gaveUp.abort());
    const timedOut = await sleep(CLOSE_TIMEOUT_MS, true, { signal: gaveUp.signal, ref: false }).catch(
      () => false,
    );
    if (!timedOut) return closed;
    console.warn(`Chromium did not close within ${CLOSE_TIMEOUT_MS / 1000} s: killed`);
    for (const pid of launched) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    await closed.catch(() => undefined);
  };
  const newContext = browser.newContext.bind(browser);
  // Browser.newPage opens its context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watch(context);
    return context;
  };
  return browser;
}

/** Console errors and uncaught exceptions of a page, collected for an assertion of the test's own. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

export interface ServerAndBrowser<S> {
  /** The running server; set once the suite's `before` hook has run. */
  readonly server: S;
  readonly browser: Browser;
}

/**
 * Starts a server with `start` and Chromium before the tests of the calling `describe` and
 * stops both after them; each test fails on a console error it did not expect. Call it inside
 * the `describe` (before its own hooks, which then find both running); read `server` and
 * `browser` within tests or hooks.
 */
export function useServerAndBrowser<S extends { stop(): Promise<void> }>(
  start: () => Promise<S>,
): ServerAndBrowser<S> {
  let server: S | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [server, browser] = await Promise.all([start(), launchChromium()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  failOnConsoleErrors();
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('read before the suite started');
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
