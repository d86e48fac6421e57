import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  staffWith,
  useAdminApi,
  useBackOffice,
} from './support/back-office.ts';
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

  test('forgot password: from the sign-in page to a mailed link, a new password, and a sign-in with it', async () => {
    const callApi = useAdminApi(office);
    const staff = await staffWith(callApi, ['news:read'], 'Fay Forgetful');
    const [user] = office.server.query<{ id: number; email: string }>(
      'select id, email from staff_users where username = ?',
      staff.username,
    );
    assert.ok(user);
    await callApi('PUT', `/api/v1/admin/staff/${user.id}`, {
      ...(await callApi('GET', `/api/v1/admin/staff/${user.id}`)).body.data,
      email: `${staff.username}@example.com`,
    });
    const context = await newSession(office.browser);
    const page = await context.newPage();
    await page.goto(`${office.server.baseUrl}/user/login`);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL('**/user/forgot-password');
    await page.getByLabel('用户名或邮箱').fill(staff.username);
    await page.getByRole('button', { name: '发送重置链接' }).click();
    await page.getByText('如果该账户存在并填写了邮箱，重置链接已发出').waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/forgot-sent-${width}.png` });
    }

    const [mail] = office.server.query<{ body: string }>(
      'select body from mail_outbox where to_address = ? order by id desc',
      `${staff.username}@example.com`,
    );
    const link = /https?:\/\/\S+\/user\/reset-password\?token=[\w-]+/.exec(mail?.body ?? '')?.[0];
    assert.ok(link, mail?.body);
    await page.goto(`${office.server.baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    // A weak one is refused on its field, as in the password change.
    expectConsoleErrors(/status of 400/);
    await page.getByLabel('新密码', { exact: true }).fill('password');
    await page.getByLabel('再次输入新密码').fill('password');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('密码太容易被猜到', { exact: false }).waitFor();
    await page.getByLabel('新密码', { exact: true }).fill('a fresh passphrase 2026');
    await page.getByLabel('再次输入新密码').fill('a fresh passphrase 2026');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('密码已重置。请用新密码登录。').waitFor();
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/reset-done-375.png` });
    await page.getByRole('link', { name: '返回登录' }).click();
    await submitLogin(page, staff.username, 'a fresh passphrase 2026');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 20_000 });
    await context.close();
  });
});
