import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipWithoutChromium } from '@coresense/test-support/browser';
import { ADMIN_PASSWORD, ADMIN_USERNAME, useBackOffice } from './support/back-office.ts';
import { newSession, submitLogin } from './support/fixtures.ts';

/*
 * Issue 11 #27: a `redirect` whose path or hash names another host once it is followed
 * (`//evil.example`, `/\evil.example`) took the freshly signed-in visitor off the site.
 */

/** The sign-in addresses of the report, each with its `redirect` query written as reported. */
const PAYLOADS = [
  'redirect=%2Fadmin%23%2F%2Fevil.example',
  `redirect=${encodeURIComponent('/#//evil.example')}`,
  `redirect=${encodeURIComponent('/admin#/\\evil.example')}`,
  `redirect=${encodeURIComponent('/.//evil.example')}`,
  `redirect=${encodeURIComponent('/admin/..//evil.example')}`,
  'redirect=/%2e//evil.example',
];

describe('signing in with a redirect that points off the site', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  for (const query of PAYLOADS) {
    test(`/user/login?${query} stays on the site`, async () => {
      const context = await newSession(office.browser);
      const page = await context.newPage();
      // Anything the page asks of another host is refused, so a wrong landing shows as such.
      await context.route(
        (url) => url.origin !== office.server.baseUrl,
        (route) => route.abort(),
      );
      await page.goto(`${office.server.baseUrl}/user/login?${query}`);
      await submitLogin(page, ADMIN_USERNAME, ADMIN_PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/user/login', { timeout: 20_000 });
      await page.waitForLoadState();
      const landed = new URL(page.url());
      assert.equal(landed.origin, office.server.baseUrl, `landed on ${page.url()}`);
      assert.ok(['/', '/index'].includes(landed.pathname), `landed on ${landed.pathname}, not the root`);
      await context.close();
    });
  }
});
