import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** `describe(..., { skip: skipWithoutChromium })`: the reason is printed in the test report. */
export const skipWithoutChromium = existsSync(CHROMIUM)
  ? false
  : `Chromium is not installed at ${CHROMIUM} (apt-get install chromium); browser tests skipped`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Console errors and uncaught exceptions of a page (a CSP refusal shows up here too). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}
