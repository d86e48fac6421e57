import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectConsoleErrors, skipWithoutChromium } from '@coresense/test-support/browser';
import {
  ADMIN,
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  button,
  NEW,
  navigateInApp,
  SAVE,
  useBackOffice,
} from './support/back-office.ts';
import {
  cookieHeader,
  LOGIN_SUCCESS,
  menuLabels,
  newSession,
  signIn,
  submitLogin,
} from './support/fixtures.ts';

/*
 * The back-office in a real browser against the real server (issue 4, "Browser"): sign-in and
 * its redirects, editing content and seeing it on the site, uploads, the inbox and its bell,
 * roles and staff made in the UI, and signing out.
 */

describe('the back-office in a browser', { skip: skipWithoutChromium }, () => {
  const office = useBackOffice();

  test('a signed-out visit goes to the sign-in page with a redirect, and signing in lands on it', async () => {
    const context = await newSession(office.browser);
    const page = await context.newPage();
    // 401s of the signed-out visit are expected; nothing else may fail (a CSP refusal would).
    expectConsoleErrors(/401/);
    await page.goto(`${office.server.baseUrl}/admin/products?pageNum=1`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.equal(redirect, `${office.server.baseUrl}/admin/products?pageNum=1`);

    await submitLogin(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.getByText(LOGIN_SUCCESS).waitFor();
    await page.waitForURL(`${office.server.baseUrl}/admin/products?pageNum=1`);
    await page.getByRole('link', { name: '三轴超低功耗数字加速度计' }).waitFor();
    await context.close();
  });

  test('a redirect to another origin lands on the site root', async () => {
    const context = await newSession(office.browser);
    const page = await context.newPage();
    await signIn(
      page,
      office.server.baseUrl,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      'https://evil.example/admin/products',
    );
    await page.waitForLoadState();
    const landed = new URL(page.url());
    assert.equal(landed.origin, office.server.baseUrl);
    assert.ok(['/', '/index'].includes(landed.pathname), `landed on ${landed.pathname}`);
    await context.close();
  });

  test('wrong credentials show the server’s message and stay on the sign-in page', async () => {
    expectConsoleErrors(/status of 401/);
    const context = await newSession(office.browser);
    const page = await context.newPage();
    await page.goto(`${office.server.baseUrl}/user/login`);
    await submitLogin(page, ADMIN_USERNAME, 'not the password');
    await page.getByRole('alert').getByText('用户名或密码错误').waitFor();
    assert.equal(new URL(page.url()).pathname, '/user/login');
    await context.close();
  });

  test("a product's English name edited here shows on /product?lang=en-US", async () => {
    const newName = `Tri-axis accelerometer ${Date.now().toString(36)}`;
    const page = await office.adminPage('/admin/products/1');
    await page.getByTestId('lang-tab-en_US').click();
    const nameInput = page.getByTestId('product-name-en_US');
    await nameInput.fill(newName);
    await button(page, SAVE).click();
    await page.getByText('已保存').first().waitFor();

    const html = await (await fetch(`${office.server.baseUrl}/product?lang=en-US`)).text();
    assert.ok(html.includes(newName), 'the product list page shows the new English name');
    const api = await (await fetch(`${office.server.baseUrl}/api/v1/product/detail/1?lang=en_US`)).json();
    assert.equal(JSON.parse(api.data.jsonStr).name, newName);
    const chinese = await (await fetch(`${office.server.baseUrl}/api/v1/product/detail/1?lang=zh_CN`)).json();
    assert.equal(
      JSON.parse(chinese.data.jsonStr).name,
      '三轴超低功耗数字加速度计',
      'the Chinese name is untouched',
    );

    await navigateInApp(page, '/admin/audit-log');
    const entry = page.getByRole('row').filter({ hasText: '产品' }).filter({ hasText: '修改' }).first();
    await entry.waitFor();
    assert.match((await entry.textContent()) ?? '', /admin/, 'the audit log names who changed the product');
    await page.context().close();
  });

  test('a datasheet uploaded in the product editor downloads from the public product page', async () => {
    const bytes = Buffer.from(
      `%PDF-1.4\n% CoreSense e2e datasheet ${Date.now()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
    );
    const page = await office.adminPage('/admin/products/5');
    const uploaded = page.waitForResponse((response) => response.url().includes('/api/v1/admin/files'));
    await page
      .locator('.ant-tabs-tabpane-active .ant-form-item')
      .filter({ hasText: '资料下载' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'CSG-2100 e2e datasheet.pdf', mimeType: 'application/pdf', buffer: bytes });
    const upload = await uploaded;
    assert.equal(upload.status(), 200, await upload.text());
    await page.getByText('CSG-2100 e2e datasheet.pdf').waitFor();
    await button(page, SAVE).click();
    await page.getByText('已保存').first().waitFor();

    const detail = await (await fetch(`${office.server.baseUrl}/api/v1/product/detail/5?lang=zh_CN`)).json();
    const file = JSON.parse(detail.data.jsonStr).files.find(
      (ref: { name: string }) => ref.name === 'CSG-2100 e2e datasheet.pdf',
    );
    assert.ok(file, 'the product names the datasheet');
    const html = await (await fetch(`${office.server.baseUrl}/product/detail?id=5&lang=zh-CN`)).text();
    assert.ok(html.includes(file.url.replaceAll('&', '&amp;')), 'the product page links the download');
    const download = await fetch(`${office.server.baseUrl}${file.url}`);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
    assert.match(download.headers.get('content-disposition') ?? '', /attachment/);
    await page.context().close();
  });

  test('an enquiry from the public contact form appears in the inbox and raises the bell', async () => {
    const page = await office.adminPage('/admin/enquiries');
    const bell = page.getByTestId('notice-bell');
    await bell.waitFor();
    const badge = bell.locator('.ant-badge-count');
    const before = (await badge.count()) > 0 ? Number(await badge.getAttribute('title')) : 0;

    const visitor = `Visitor ${Date.now().toString(36)}`;
    const fields = {
      name: visitor,
      email: 'visitor@example.com',
      phone: '+86 510 1234 5678',
      company: 'Acme',
      mind: 'Samples, please.',
    };
    // The visitor's side: the public contact page's form, in a browser of its own (the site
    // and the back-office share the origin, so the site's language choice would carry over).
    const visitorContext = await newSession(office.browser, 'en-US');
    const site = await visitorContext.newPage();
    await site.goto(`${office.server.baseUrl}/contact-us?lang=en-US`);
    // The contact form, not the header's search form.
    const form = site.locator('.contact-form-card form');
    for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
    const submitted = site.waitForResponse((response) =>
      response.url().includes('/api/v1/contact/us/submit'),
    );
    await form.locator('button[type="submit"]').click();
    assert.equal((await submitted).status(), 200);
    await visitorContext.close();

    await page.reload();
    await page.getByText(visitor).waitFor();
    await badge.waitFor();
    const after = Number(await badge.getAttribute('title'));
    assert.equal(after, before + 1, 'the bell counts the new enquiry');

    await page.getByText(visitor).click();
    // The list may show the message too (cut to one line): the drawer shows it whole.
    await page.getByRole('dialog').getByText('Samples, please.').waitFor();
    await page.getByText('已处理').click();
    await button(page, SAVE).click();
    await page.getByText('已保存').first().waitFor();

    const exported = await fetch(
      `${office.server.baseUrl}/api/v1/admin/enquiries/export.csv?status=handled&lang=en_US`,
      {
        headers: { cookie: await cookieHeader(page.context()) },
      },
    );
    assert.ok(
      (await exported.text()).includes(visitor),
      'the handled enquiry is in the export of handled ones',
    );
    await page.context().close();
  });

  test('a role and a staff user made in the UI: the user sees only their menu, and the API refuses the rest', async () => {
    const roleName = `News editors ${Date.now().toString(36)}`;
    const username = `editor${Date.now().toString(36)}`;
    const password = 'editor-password-1';

    const page = await office.adminPage('/admin/roles');
    // The built-in role is described in the interface's language.
    await page.getByRole('cell', { name: '内置角色：拥有全部权限' }).waitFor();
    assert.equal(await page.getByText('Built-in: every authority').count(), 0);
    await button(page, NEW).click();
    const roleDrawer = page.locator('.ant-drawer-content');
    await roleDrawer.locator('#name').fill(roleName);
    await roleDrawer.getByTestId('authority-news:write').check();
    await roleDrawer.getByTestId('authority-enquiries:read').check();
    assert.equal(
      await roleDrawer.getByTestId('authority-news:read').isChecked(),
      true,
      'write brings read along',
    );
    await button(page, SAVE).click();
    await page.getByRole('cell', { name: roleName }).waitFor();

    await navigateInApp(page, '/admin/staff');
    await button(page, NEW).click();
    const staffDrawer = page.locator('.ant-drawer-content');
    await staffDrawer.locator('#username').fill(username);
    await staffDrawer.locator('#password').fill(password);
    await staffDrawer.locator('#name').fill('Nora Editor');
    await staffDrawer.locator('#roleIds').click();
    await page.locator('.ant-select-dropdown').getByText(roleName).click();
    await button(page, SAVE).click();
    await page.getByRole('cell', { name: username }).waitFor();
    await page.context().close();

    // The back-office's home, where a sign-in lands, opens the first page the user may see.
    const editor = await office.pageAs({ username, password });
    const context = editor.context();
    await editor.waitForURL(/\/admin\/news$/);
    const menu = await menuLabels(editor);
    // The translation status, the schedule and the trash show the resources the user may read: news here.
    assert.deepEqual(menu, [
      '内容管理',
      '新闻公告',
      '展会活动',
      '翻译状态',
      '定时发布',
      '回收站',
      '咨询收件箱',
    ]);
    assert.equal(await editor.getByTestId('current-user').textContent(), 'Nora Editor');

    await navigateInApp(editor, '/admin/staff');
    await editor.getByText('抱歉，你无权访问该页面。').waitFor();
    const staffApi = await fetch(`${office.server.baseUrl}/api/v1/admin/staff`, {
      headers: { cookie: await cookieHeader(context) },
    });
    assert.equal(staffApi.status, 403);
    assert.equal((await staffApi.json()).code, 'FORBIDDEN');
    await context.close();
  });

  test('a password reset is shown once and signs in', async () => {
    const headers = {
      cookie: await office.adminCookie(),
      'content-type': 'application/json',
      origin: office.server.baseUrl,
    };
    const username = `reset${Date.now().toString(36)}`;
    const created = await fetch(`${office.server.baseUrl}/api/v1/admin/staff`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username, password: 'first-password-1', roleIds: [1], enabled: true }),
    });
    assert.equal(created.status, 200);

    const page = await office.adminPage('/admin/staff');
    const row = page.getByRole('row').filter({ hasText: username });
    await row.getByRole('button', { name: '重置密码' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    const shown = page.getByTestId('new-password');
    await shown.waitFor();
    const password = ((await shown.textContent()) ?? '').trim();
    assert.ok(password.length >= 8, `a usable password was shown: "${password}"`);

    const user = await office.pageAs({ username, password });
    await user.getByTestId('current-user').waitFor();
    await user.context().close();
    await page.context().close();
  });

  test('a page block saved in English changes the public English answer only', async () => {
    const phone = `+86 510 ${Date.now().toString().slice(-8)}`;
    const page = await office.adminPage('/admin/pages/contact');
    await page.getByTestId('lang-tab-en_US').click();
    await page.locator('[id="i18n_en_US_phone"]').fill(phone);
    await button(page, SAVE).click();
    await page.getByText('已保存（English）').waitFor();
    const english = await (await fetch(`${office.server.baseUrl}/api/v1/contact/us/info?lang=en_US`)).json();
    assert.equal(english.data.phone, phone);
    const chinese = await (await fetch(`${office.server.baseUrl}/api/v1/contact/us/info?lang=zh_CN`)).json();
    assert.notEqual(chinese.data.phone, phone);
    await page.context().close();
  });

  test('signing out goes to the sign-in page carrying the current address, and ends the session', async () => {
    // A session of its own: signing out ends it, and the other tests share the administrator's.
    const page = await office.pageAs(ADMIN, '/admin/news?current=1');
    const cookie = await cookieHeader(page.context());
    await page.getByTestId('current-user').click();
    const signOut = page.getByRole('menuitem', { name: '退出登录' });
    await signOut.waitFor();
    await signOut.click();
    await page.waitForURL(/\/user\/login\?/);
    assert.equal(
      new URL(page.url()).searchParams.get('redirect'),
      `${office.server.baseUrl}/admin/news?current=1`,
    );
    const info = await fetch(`${office.server.baseUrl}/api/v1/sys/user/info`, { headers: { cookie } });
    assert.equal(info.status, 401, 'the old session no longer works');
    await page.context().close();
  });

  test('a user without any authority sees the "needs authorisation" page, not an empty shell', async () => {
    const cookie = await office.adminCookie();
    const headers = { cookie, 'content-type': 'application/json', origin: office.server.baseUrl };
    const role = await (
      await fetch(`${office.server.baseUrl}/api/v1/admin/roles`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Nothing ${Date.now().toString(36)}`,
          description: '',
          authorities: [],
        }),
      })
    ).json();
    const username = `nobody${Date.now().toString(36)}`;
    const created = await fetch(`${office.server.baseUrl}/api/v1/admin/staff`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        username,
        password: 'nobody-password-1',
        roleIds: [role.data.id],
        enabled: true,
      }),
    });
    assert.equal(created.status, 200);

    const page = await office.pageAs({ username, password: 'nobody-password-1' });
    const context = page.context();
    await page.getByTestId('need-set-auth').waitFor();
    assert.equal(await page.locator('.ant-pro-layout').count(), 0, 'no shell around it');
    await context.close();
  });

  test('a record written in Chinese only is marked incomplete, and copying it gives the English start', async () => {
    const customer = `王工 ${Date.now().toString(36)}`;
    const page = await office.adminPage('/admin/comments');
    await button(page, NEW).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByTestId('lang-tab-en_US').getByText('未填写').waitFor();
    await drawer.locator('[id="i18n_zh_CN_name"]').fill(customer);
    await drawer.locator('[id="i18n_zh_CN_content"]').fill('传感器一致性很好。');
    await button(page, SAVE).click();
    const row = page.getByRole('row').filter({ hasText: customer });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /English · 未填写/, 'the list marks the missing language');

    const publicList = async (lang: string) =>
      JSON.stringify(
        (
          await (
            await fetch(`${office.server.baseUrl}/api/v1/customer/comment/list?lang=${lang}&pageSize=100`)
          ).json()
        ).data.list,
      );
    assert.ok((await publicList('zh_CN')).includes(customer), 'published in Chinese');
    assert.ok(!(await publicList('en_US')).includes(customer), 'not shown in English');

    await row.getByText('编辑').click();
    await drawer.getByTestId('lang-tab-en_US').click();
    await button(page, /从中文版本复制/).click();
    assert.equal(await drawer.locator('[id="i18n_en_US_name"]').inputValue(), customer);
    await drawer.locator('[id="i18n_en_US_content"]').fill('Very consistent sensors.');
    await button(page, SAVE).click();
    await page.getByText('已保存').first().waitFor();
    await row.filter({ hasNotText: '未填写' }).waitFor();
    assert.ok(
      (await publicList('en_US')).includes('Very consistent sensors.'),
      'now published in English too',
    );
    await page.context().close();
  });

  test("a contract's goods rows add up as they are typed, and the server keeps the same total", async () => {
    const headers = {
      cookie: await office.adminCookie(),
      'content-type': 'application/json',
      origin: office.server.baseUrl,
    };
    const memberName = `Acme Sensors ${Date.now().toString(36)}`;
    const member = await fetch(`${office.server.baseUrl}/api/v1/admin/members`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: memberName, company: 'Acme', level: 'gold', enabled: true }),
    });
    assert.equal(member.status, 200);

    const page = await office.adminPage('/admin/contracts');
    await button(page, NEW).click();
    const drawer = page.locator('.ant-drawer-content');
    const number = `HT-${Date.now().toString(36)}`;
    await drawer.locator('#number').fill(number);
    await drawer.locator('#memberId').click();
    await page.locator('.ant-select-dropdown').getByText(memberName).click();
    for (const [model, quantity, price] of [
      ['CSA-3110', '3', '12.5'],
      ['CSG-2100', '1000', '0.1'],
    ] as const) {
      await button(page, /添加一行/).click();
      const row = drawer.locator('.ant-table-tbody tr.ant-table-row').last();
      await row.locator('input').nth(1).fill(model);
      await row.locator('input').nth(2).fill(quantity);
      await row.locator('input').nth(3).fill(price);
    }
    await drawer.getByTestId('contract-total').getByText('137.50').waitFor();
    await button(page, SAVE).click();
    const saved = page.getByRole('row').filter({ hasText: number });
    await saved.waitFor();
    assert.ok(
      ((await saved.textContent()) ?? '').includes('137.50'),
      'the list shows the total the server computed',
    );
    await page.context().close();
  });

  test('a page whose code cannot load shows the chunk error page inside the shell', async () => {
    const page = await office.adminPage();
    expectConsoleErrors(/ERR_FAILED/);
    await page.route(/\/admin\/assets\/audit-log-page-[^/]+\.js$/, (route) => route.abort());
    await navigateInApp(page, '/admin/audit-log');
    await page.getByText('页面加载失败').waitFor();
    await page.getByTestId('current-user').waitFor();
    await page.context().close();
  });
});
