import { launchChromium } from '@coresense/test-support/browser';
import type { ServerProcess } from '@coresense/test-support/server';
import type { Browser } from 'playwright-core';

/**
 * Runs `use` against the server `start` starts and a headless Chromium, and stops both after. On a
 * failure the server's last output is printed first: what the page met seldom says what the server saw.
 */
export async function withServerAndBrowser<Server extends ServerProcess>(
  start: () => Promise<Server>,
  use: (server: Server, browser: Browser) => Promise<void>,
): Promise<void> {
  const server = await start();
  const browser = await launchChromium();
  try {
    await use(server, browser);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await browser.close();
    await server.stop();
  }
}
