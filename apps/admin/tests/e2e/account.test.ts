import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME, useBackOffice } from './support/back-office.ts';
import { newSession, signIn } from './support/fixtures.ts';

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
    await page.goto(`${office.server.baseUrl}/admin/account/center`);
    assert.equal(await page.getByTestId('center-name').textContent(), 'Lin Wei');
    assert.equal(await page.getByTestId('center-signature').textContent(), signature);
    await page.getByText('Wuxi').first().waitFor();
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

    await dialog.locator('#currentPassword').fill(ADMIN_PASSWORD);
    const changed = page.waitForResponse((response) => response.url().includes('/api/v1/account/password'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    assert.equal((await changed).status(), 200);
    await page.getByText('Password changed').waitFor();
    await page.getByTestId('password-strength').getByText('Strong').waitFor();

    // This session goes on; the next sign-in needs the new password.
    await page.reload();
    await page.getByTestId('security-password').waitFor();
    const fresh = await (await newSession(office.browser, 'en-US')).newPage();
    await signIn(fresh, office.server.baseUrl, ADMIN_USERNAME, newPassword);
  });
});
