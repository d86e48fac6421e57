import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME, useBackOffice } from './support/back-office.ts';
import { newSession, signIn } from './support/fixtures.ts';

/** A 64 × 64 teal square. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAnklEQVRoge2SUQkAQBSD1sH+ZUx2Ie5jPBgYwMmCniZ1AzbAekV2Ie+SugEbYL0iu5B3Sd2ADbBekV3Iu6RuwAZYr8gu5F1SN2ADrFdkF/IuqRuwAdYrsgt5l9QN2ADrFdmFvEvqBmyA9YrsQt4ldQM2wHpFdiHvkroBG2C9IruQd0ndgA2wXpFdyLukbsAGWK/ILuRdUjdgA6xX/OEBNulxeAfdW8YAAAAASUVORK5CYII=',
  'base64',
);

/** A dialog once it has zoomed in: a click during the animation was lost on a busy machine. */
const settledModal = (page: Page) => page.locator('.ant-modal-wrap:not(.ant-zoom-appear) .ant-modal-content');

describe('account center and settings in a browser', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  async function englishAdmin(): Promise<Page> {
    const context = await newSession(office.browser, 'en-US');
    const page = await context.newPage();
    await signIn(page, office.server.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
    return page;
  }

  test('the profile is changed in the basic settings and is still there after a reload', async () => {
    const page = await englishAdmin();
    await page.getByTestId('current-user').click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/admin/account/settings/basic');

    const signature = `Sensors at heart ${Date.now().toString(36)}`;
    await page.locator('#email').fill('');
    await page.getByRole('button', { name: 'Update Information' }).click();
    await page.getByText('Please input your email!').waitFor();

    const fields: Record<string, string> = {
      email: 'lin.wei@example.com',
      name: 'Lin Wei',
      signature,
      country: 'China',
      province: 'Jiangsu',
      city: 'Wuxi',
      address: '18 Xinhua Road',
      phone: '+86 510 8888 0000',
    };
    for (const [field, value] of Object.entries(fields)) await page.locator(`#${field}`).fill(value);
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/v1/account/avatar'));
    await page
      .locator('.account-avatar input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR_PNG });
    assert.equal((await uploaded).status(), 200);
    const avatar = page.locator('.account-avatar img');
    await avatar.waitFor();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/account/profile') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Update Information' }).click();
    assert.equal((await saved).status(), 200);
    await page.getByText('Information updated').waitFor();
    await page.getByTestId('current-user').getByText('Lin Wei').waitFor();

    await page.reload();
    for (const [field, value] of Object.entries(fields)) {
      assert.equal(await page.locator(`#${field}`).inputValue(), value, field);
    }
    assert.match((await avatar.getAttribute('src')) ?? '', /^\/api\/v1\/account\/avatars\/\d+$/);
    assert.equal(
      await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      64,
      'the saved avatar is shown',
    );
    await page.goto(`${office.server.baseUrl}/admin/account/center`);
    assert.equal(await page.getByTestId('center-name').textContent(), 'Lin Wei');
    assert.equal(await page.getByTestId('center-signature').textContent(), signature);
    await page.getByText('Wuxi').first().waitFor();
    // Closed, not left polling: the next test's password change ends this session, and its
    // bell's next poll would fail that test with a 401.
    await page.context().close();
  });

  test('the password is changed with the meter going from weak to strong', async () => {
    expectConsoleErrors(/status of 400 .*\/api\/v1\/account\/password/);
    const page = await englishAdmin();
    await page.goto(`${office.server.baseUrl}/admin/account/settings/security`);
    await page.getByTestId('security-password').getByRole('button', { name: 'Modify' }).click();
    const dialog = settledModal(page);
    await dialog.waitFor();

    const meter = dialog.locator('.password-strength');
    await dialog.locator('#newPassword').fill('password');
    await dialog.locator('.password-strength[data-strength="weak"]').waitFor();
    assert.match((await meter.textContent()) ?? '', /Strength: Weak/);

    const newPassword = 'Tide-Lantern-Orchard-42';
    await dialog.locator('#newPassword').fill(newPassword);
    await dialog.locator('.password-strength[data-strength="strong"]').waitFor();
    assert.match((await meter.textContent()) ?? '', /Strength: Strong/);

    await dialog.locator('#currentPassword').fill('not the password');
    await dialog.locator('#confirm').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The current password is not correct.').waitFor();

    // The change removes the bound accounts and answers them. The demo server has no provider to
    // bind with, so the server's own answer gets the binding one would have removed.
    await page.route(
      (url) => url.pathname === '/api/v1/account/password',
      async (route) => {
        const response = await route.fetch();
        const answer = await response.json();
        assert.deepEqual(answer.data, { removedBindings: [] });
        answer.data.removedBindings = [{ provider: 'dingtalk', account: 'mallory' }];
        await route.fulfill({ response, json: answer });
      },
    );
    await dialog.locator('#currentPassword').fill(ADMIN_PASSWORD);
    const changed = page.waitForResponse((response) => response.url().includes('/api/v1/account/password'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    assert.equal((await changed).status(), 200);
    await page.getByText('Password changed').waitFor();
    const removed = page.getByTestId('removed-bindings');
    await removed.waitFor();
    assert.equal(await page.locator('.ant-modal-confirm-title').textContent(), 'Bound accounts removed');
    assert.match((await removed.textContent()) ?? '', /no longer sign you in.*DingTalk \(mallory\)/);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('password-strength').getByText('Strong').waitFor();

    // This session goes on; the next sign-in needs the new password.
    await page.reload();
    await page.getByTestId('security-password').waitFor();
    const fresh = await (await newSession(office.browser, 'en-US')).newPage();
    await signIn(fresh, office.server.baseUrl, ADMIN_USERNAME, newPassword);
  });
});
