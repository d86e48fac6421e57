import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME, useBackOffice } from './support/back-office.ts';
import { newSession, signIn, submitLogin } from './support/fixtures.ts';

/** Ant Design's dialog once its opening animation has ended (clicks during it were lost before). */
const settledDialog = (page: Page) => page.locator('.ant-modal:not([class*="ant-zoom"])');

function code(secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });
}

describe('two-factor sign-in in the browser', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  test('the administrator turns it on from the QR dialog, then signs in with a code from the app', async () => {
    // The wrong code on purpose (400), and the sign-in's answer that asks for the code (401).
    expectConsoleErrors(
      /status of 400 .*\/api\/v1\/account\/mfa\/enable/,
      /status of 401 .*\/api\/login\/account/,
    );
    const context = await newSession(office.browser, 'en-US');
    const page = await context.newPage();
    await signIn(page, office.server.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto(`${office.server.baseUrl}/admin/account/settings/security`);
    await page.getByText('No MFA device is bound; once bound, sign-in asks for a second proof').waitFor();
    await page.getByRole('button', { name: 'Turn on' }).click();

    const dialog = settledDialog(page);
    await dialog.getByText('Set up two-factor sign-in').waitFor();
    assert.ok(await dialog.locator('.ant-qrcode canvas').isVisible(), 'the QR code is drawn');
    const secret = (await dialog.getByTestId('mfa-secret').textContent())?.replaceAll(' ', '') ?? '';
    assert.match(secret, /^[A-Z2-7]{32}$/);

    // The session alone does not turn it on: the password is asked again, and checked first.
    await dialog.getByLabel('Code from the app').fill(code(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please enter your password!').waitFor();
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The password is not correct.').waitFor();

    await dialog.getByLabel('Your password').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('Code from the app').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The code is wrong or has expired.').waitFor();

    await dialog.getByLabel('Code from the app').fill(code(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const codes = dialog.getByTestId('recovery-codes').locator('li');
    await dialog.getByText('Recovery codes', { exact: true }).waitFor();
    assert.equal(await codes.count(), 10);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Two-factor sign-in is on; 10 recovery codes left').waitFor();

    // Binding asks for the password and, with two-factor sign-in on, a code. The demo server has
    // no provider to bind with: the list offers DingTalk, and the start of the binding is answered
    // here, after checking what the dialog sends (the server's checks are its API tests').
    const started: unknown[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/api/v1/account/bindings'),
      async (route) => {
        const request = route.request();
        if (request.method() === 'GET') {
          const listed = await (await route.fetch()).json();
          listed.data[0] = { ...listed.data[0], configured: true };
          return route.fulfill({ json: listed });
        }
        started.push(request.postDataJSON());
        return route.fulfill({
          json: {
            success: true,
            data: { authorizationUrl: '/admin/account/settings/binding?bound=dingtalk' },
          },
        });
      },
    );
    await page.goto(`${office.server.baseUrl}/admin/account/settings/binding`);
    await page.getByTestId('binding-dingtalk').getByRole('button', { name: 'Bind' }).click();
    const binding = settledDialog(page);
    await binding.getByText('Bind a DingTalk account').waitFor();
    await binding.getByRole('button', { name: 'Continue to DingTalk' }).click();
    await binding.getByText('Please enter your password!').waitFor();
    await binding.getByText('Please enter a code!').waitFor();
    assert.equal(started.length, 0, 'nothing is sent without them');
    const bindingCode = code(secret, 30_000);
    await binding.getByLabel('Your password').fill(ADMIN_PASSWORD);
    await binding.getByLabel('Code from the authenticator app, or a recovery code').fill(bindingCode);
    await binding.getByRole('button', { name: 'Continue to DingTalk' }).click();
    await page.getByText('DingTalk account bound').waitFor();
    assert.deepEqual(started, [{ password: ADMIN_PASSWORD, code: bindingCode }]);
    await context.close();

    const later = await newSession(office.browser, 'en-US');
    const login = await later.newPage();
    await login.goto(`${office.server.baseUrl}/user/login`);
    await submitLogin(login, ADMIN_USERNAME, ADMIN_PASSWORD);
    await login.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    assert.equal(login.url(), `${office.server.baseUrl}/user/login`, 'the password alone does not sign in');
    // The code that confirmed the setup was used up; the next step's code is valid and new.
    await login.getByLabel('6-digit code').fill(code(secret, 30_000));
    await login.getByLabel('6-digit code').press('Enter');
    await login.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 20_000 });
    await login.locator('.ant-pro-layout').waitFor();
    await later.close();
  });
});
