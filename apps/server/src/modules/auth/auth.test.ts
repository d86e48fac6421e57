import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { LocalFileStore } from '../../lib/file-store.ts';
import { createStaff, signedInStaff, signIn, TEST_PASSWORD } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends, testConfig } from '../../test-support/test-app.ts';

const FOOTER = {
  slogan: 'Sensing the future',
  copyright: '© CoreSense',
  icp: 'ICP 12345',
  links: [{ label: 'Datasheets', url: '/product' }],
};

function login(username: string, password: string, extra: Partial<InjectOptions> = {}): InjectOptions {
  return {
    method: 'POST',
    url: '/api/login/account',
    payload: { username, password, type: 'account' },
    ...extra,
  };
}

function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }) {
  return response.cookies.find((cookie) => cookie.name === 'sid');
}

for (const backend of testBackends()) {
  describe(`sign-in and sessions (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('a good sign-in sets an HttpOnly, SameSite=Lax session cookie that the user info accepts', async () => {
      const staff = await createStaff(s.app, { authorities: ['products:read', 'blocks:write'] });
      const response = await s.app.inject(login(staff.username, staff.password));
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        status: 'ok',
        type: 'account',
        currentAuthority: ['blocks:write', 'products:read'],
      });
      const setCookie = String(response.headers['set-cookie']);
      assert.match(setCookie, /^sid=[A-Za-z0-9_-]{43};/);
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /SameSite=Lax/);
      assert.match(setCookie, /Path=\//);
      assert.doesNotMatch(setCookie, /Secure/, 'plain HTTP cannot carry a Secure cookie');

      const info = await s.get('/api/v1/sys/user/info', {
        cookie: `sid=${sessionCookieOf(response)!.value}`,
      });
      assert.equal(info.status, 200);
      assert.deepEqual(info.body.data, {
        id: staff.id,
        username: staff.username,
        name: `Name of ${staff.username}`,
        avatar: '',
        email: `${staff.username}@example.com`,
        authorityList: ['blocks:write', 'products:read'],
        notifyCount: 0,
        unreadCount: 0,
        // The back-office shows and takes times on the site's clock, whatever the browser's.
        timeZone: 'Asia/Shanghai',
      });
    });

    test('a sign-in by form works too', async () => {
      const staff = await createStaff(s.app);
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/login/account',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: staff.username, password: staff.password }).toString(),
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, 'ok');
      assert.ok(sessionCookieOf(response));
    });

    test("user info counts the user's notices, and the unread ones among them", async () => {
      const { id, cookie } = await signedInStaff(s.app, []);
      const notices = s.app.services.notices;
      await notices.accountEvent(id, 'password-changed');
      await notices.accountEvent(id, 'password-changed');
      const [first] = await notices.list(id, new Set(), 'en_US');
      await notices.markRead(id, first!.id);
      const info = await s.get('/api/v1/sys/user/info', { cookie });
      assert.equal(info.body.data.notifyCount, 2);
      assert.equal(info.body.data.unreadCount, 1);
    });

    test('without a session, or with a made-up one, user info answers 401 UNAUTHENTICATED', async () => {
      const attempts: Array<Record<string, string>> = [
        {},
        { cookie: 'sid=not-a-real-session' },
        { cookie: `sid=${'A'.repeat(43)}` },
      ];
      for (const headers of attempts) {
        const info = await s.get('/api/v1/sys/user/info?lang=en_US', headers);
        assert.equal(info.status, 401);
        assert.deepEqual(info.body, {
          success: false,
          code: 'UNAUTHENTICATED',
          message: 'Please sign in first',
        });
      }
    });

    test('a wrong password and an unknown user both answer the 401 login envelope, without a cookie', async () => {
      const staff = await createStaff(s.app);
      for (const [username, password] of [
        [staff.username, 'not the password'],
        ['nobody-by-this-name', TEST_PASSWORD],
      ] as const) {
        const response = await s.app.inject(
          login(username, password, { url: '/api/login/account?lang=en_US' }),
        );
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), {
          status: 'error',
          type: 'account',
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'Incorrect username or password',
        });
        assert.equal(sessionCookieOf(response), undefined);
      }
      const chinese = await s.app.inject(login(staff.username, 'wrong'));
      assert.equal(chinese.json().message, '用户名或密码错误');
    });

    test('a sign-in without a username is a validation error', async () => {
      const response = await s.app.inject(login('', 'x', { url: '/api/login/account?lang=en_US' }));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(response.json().errors, [{ field: 'username', message: 'The field is required.' }]);
    });

    test('a disabled user cannot sign in, and a session opened before it was disabled stops working', async () => {
      const disabled = await createStaff(s.app, { enabled: false });
      const refused = await s.app.inject(login(disabled.username, disabled.password));
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().code, 'INVALID_CREDENTIALS');

      const staff = await createStaff(s.app);
      const cookie = await signIn(s.app, staff.username, staff.password);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 200);
      await s.app.services.staff.setUserEnabled(staff.id, false);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401);
      await s.app.services.staff.setUserEnabled(staff.id, true);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 200);
    });

    test('signing out ends the session on the server, not just in the browser', async () => {
      const staff = await createStaff(s.app);
      const cookie = await signIn(s.app, staff.username, staff.password);
      const out = await s.app.inject({ method: 'POST', url: '/api/login/outLogin', headers: { cookie } });
      assert.equal(out.statusCode, 200);
      assert.deepEqual(out.json(), { success: true });
      const cleared = sessionCookieOf(out);
      assert.equal(cleared?.value, '');
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401);

      const anonymous = await s.app.inject({ method: 'POST', url: '/api/login/outLogin' });
      assert.equal(anonymous.statusCode, 200);
      assert.deepEqual(anonymous.json(), { success: true });
    });

    test('signing in again replaces the previous session of that browser', async () => {
      const staff = await createStaff(s.app);
      const first = await signIn(s.app, staff.username, staff.password);
      const again = await s.app.inject(login(staff.username, staff.password, { headers: { cookie: first } }));
      const second = `sid=${sessionCookieOf(again)!.value}`;
      assert.notEqual(second, first);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: first })).status, 401);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: second })).status, 200);
    });

    test('an expired session is refused and removed; one in use is extended and its cookie renewed', async () => {
      const staff = await createStaff(s.app);
      const cookie = await signIn(s.app, staff.username, staff.password);
      const sessionRows = () =>
        s.db.selectFrom('sessions').where('user_id', '=', staff.id).selectAll().execute();

      const inOneDay = new Date(Date.now() + 24 * 3600_000).toISOString();
      await s.db
        .updateTable('sessions')
        .set({ expires_at: inOneDay })
        .where('user_id', '=', staff.id)
        .execute();
      const info = await s.app.inject({ method: 'GET', url: '/api/v1/sys/user/info', headers: { cookie } });
      assert.equal(info.statusCode, 200);
      assert.match(String(info.headers['set-cookie']), /^sid=.*Max-Age=604800/);
      const [extended] = await sessionRows();
      assert.ok(new Date(extended!.expires_at).getTime() > Date.now() + 6 * 24 * 3600_000);

      const unchanged = await s.app.inject({
        method: 'GET',
        url: '/api/v1/sys/user/info',
        headers: { cookie },
      });
      assert.equal(unchanged.headers['set-cookie'], undefined, 'renewed at most once an hour');

      const past = new Date(Date.now() - 1000).toISOString();
      await s.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', staff.id).execute();
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401);
      assert.equal((await sessionRows()).length, 0);
    });

    test('after 5 failures a username is locked for 15 minutes, even for the right password', async () => {
      const staff = await createStaff(s.app);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await s.app.inject(login(staff.username, `wrong ${attempt}`));
        assert.equal(response.statusCode, 401, `attempt ${attempt}`);
      }
      const locked = await s.app.inject(
        login(staff.username, staff.password, { url: '/api/login/account?lang=en_US' }),
      );
      assert.equal(locked.statusCode, 429);
      assert.equal(locked.json().code, 'RATE_LIMITED');
      assert.equal(locked.json().success, false);
      assert.equal(sessionCookieOf(locked), undefined);
      const retryAfter = Number(locked.headers['retry-after']);
      assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);

      const lockedSince = () =>
        s.db
          .selectFrom('login_failures')
          .where('username', '=', staff.username)
          .select('last_failed_at')
          .executeTakeFirstOrThrow();
      const lockStart = await lockedSince();
      await s.app.inject(login(staff.username, 'still guessing'));
      assert.deepEqual(await lockedSince(), lockStart, 'more guesses do not prolong the lock');

      const other = await createStaff(s.app);
      assert.equal((await s.app.inject(login(other.username, other.password))).statusCode, 200);

      // Sixteen minutes later the window has passed.
      const earlier = new Date(Date.now() - 16 * 60_000).toISOString();
      await s.db
        .updateTable('login_failures')
        .set({ last_failed_at: earlier })
        .where('username', '=', staff.username)
        .execute();
      assert.equal((await s.app.inject(login(staff.username, staff.password))).statusCode, 200);
    });

    test('a successful sign-in forgives the failures before it', async () => {
      const staff = await createStaff(s.app);
      for (let attempt = 1; attempt <= 4; attempt++) {
        await s.app.inject(login(staff.username, 'wrong'));
      }
      await signIn(s.app, staff.username, staff.password);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await s.app.inject(login(staff.username, 'wrong'));
        assert.equal(response.statusCode, 401, `attempt ${attempt} after the success`);
      }
      assert.equal((await s.app.inject(login(staff.username, staff.password))).statusCode, 429);
    });

    test('guesses sent all at once still get only 5 tries', async () => {
      const staff = await createStaff(s.app);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => s.app.inject(login(staff.username, `parallel guess ${i}`))),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 401).length, 5, statuses.join());
      assert.equal(statuses.filter((status) => status === 429).length, 7, statuses.join());
    });

    test('unknown usernames are locked the same way, so locking reveals nothing', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        assert.equal((await s.app.inject(login('ghost', 'guess'))).statusCode, 401);
      }
      assert.equal((await s.app.inject(login('ghost', 'guess'))).statusCode, 429);
    });
  });

  describe(`sign-in rate limit per address (${backend.name})`, () => {
    const s = useTestApp(backend, { config: { loginRateLimit: 3 } });

    test('a client address gets loginRateLimit attempts a minute, then 429 with Retry-After', async () => {
      const staff = await createStaff(s.app);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await s.app.inject(login(`user-${attempt}`, 'guess', { remoteAddress: '10.0.0.1' }));
        assert.equal(response.statusCode, 401);
      }
      const limited = await s.app.inject(
        login(staff.username, staff.password, { remoteAddress: '10.0.0.1' }),
      );
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'RATE_LIMITED');
      assert.ok(Number(limited.headers['retry-after']) > 0);

      const elsewhere = await s.app.inject(
        login(staff.username, staff.password, { remoteAddress: '10.0.0.2' }),
      );
      assert.equal(elsewhere.statusCode, 200);
    });
  });

  describe(`HTTPS behind a trusted proxy (${backend.name})`, () => {
    const s = useTestApp(backend, { config: { trustProxy: true } });

    test('a request that came over HTTPS gets a Secure cookie', async () => {
      const staff = await createStaff(s.app);
      const response = await s.app.inject(
        login(staff.username, staff.password, {
          headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
        }),
      );
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['set-cookie']), /; Secure/);
    });
  });

  describe(`routes under /api/v1/admin (${backend.name})`, () => {
    let app: FastifyInstance;
    let destroy: () => Promise<void>;

    before(async () => {
      const opened = await backend.open();
      destroy = opened.destroy;
      app = await buildApp({
        config: testConfig(opened.dataDir),
        database: opened.database,
        fileStore: new LocalFileStore(path.join(opened.dataDir, 'files')),
      });
      // Stand-ins for the back-office resources: the rules hold for any route added there.
      app.get('/api/v1/admin/probe', async () => ({ success: true, data: 'staff only' }));
      app.post('/api/v1/admin/probe', { config: { authority: 'products:write' } }, async () => ({
        success: true,
        data: 'written',
      }));
      await app.ready();
    });
    after(async () => {
      await app.close();
      await destroy();
    });

    test('need a session, however the path is spelled', async () => {
      for (const url of ['/api/v1/admin/probe', '/api/v1/%61dmin/probe', '/api/v1/admin/probe?x=1']) {
        const response = await app.inject({ method: 'GET', url });
        assert.ok([401, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
        assert.doesNotMatch(response.body, /staff only/);
      }
      const { cookie } = await signedInStaff(app, []);
      const allowed = await app.inject({ method: 'GET', url: '/api/v1/admin/probe', headers: { cookie } });
      assert.equal(allowed.statusCode, 200);
    });

    test('check the route authority on the server: 401, then 403, then allowed', async () => {
      const anonymous = await app.inject({ method: 'POST', url: '/api/v1/admin/probe' });
      assert.equal(anonymous.statusCode, 401);
      const reader = await signedInStaff(app, ['products:read']);
      const forbidden = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/probe',
        headers: { cookie: reader.cookie },
      });
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.json().code, 'FORBIDDEN');
      const writer = await signedInStaff(app, ['products:write']);
      const allowed = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/probe',
        headers: { cookie: writer.cookie },
      });
      assert.equal(allowed.statusCode, 200);
    });
  });

  describe(`access control and CSRF (${backend.name})`, () => {
    const s = useTestApp(backend, { config: { publicUrl: 'https://www.coresense.example' } });

    const editFooter = (cookie: string | undefined, data: unknown = FOOTER, headers = {}, lang = 'zh_CN') =>
      s.app.inject({
        method: 'POST',
        url: `/api/v1/other/data/edit?lang=${lang}`,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        payload: { type: 'footer', data },
      });

    test('anything under /api/v1/admin needs a session', async () => {
      const anonymous = await s.get('/api/v1/admin/no-such-resource?lang=en_US');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.code, 'UNAUTHENTICATED');
      const { cookie } = await signedInStaff(s.app, []);
      const signedIn = await s.get('/api/v1/admin/no-such-resource', { cookie });
      assert.equal(signedIn.status, 404);
    });

    test('editing a block needs a session (401) holding blocks:write (403)', async () => {
      const anonymous = await editFooter(undefined);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().code, 'UNAUTHENTICATED');

      const reader = await signedInStaff(s.app, ['products:write', 'blocks:read']);
      const forbidden = await editFooter(reader.cookie);
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.json().code, 'FORBIDDEN');
      assert.equal((await s.get('/api/v1/other/data/data?type=footer')).body.data, '{}');
    });

    test('a saved block is what the public call answers next, in that language only', async () => {
      const before = await s.get('/api/v1/other/data/data?type=footer&lang=en_US');
      assert.equal(before.body.data, '{}');

      const editor = await signedInStaff(s.app, ['blocks:write']);
      const saved = await editFooter(
        editor.cookie,
        { ...FOOTER, slogan: '  Sensing the future  ' },
        {},
        'en_US',
      );
      assert.equal(saved.statusCode, 200);
      assert.deepEqual(saved.json(), { success: true, data: FOOTER });

      const after = await s.get('/api/v1/other/data/data?type=footer&lang=en_US');
      assert.deepEqual(JSON.parse(after.body.data), FOOTER);
      const chinese = await s.get('/api/v1/other/data/data?type=footer&lang=zh_CN');
      assert.equal(chinese.body.data, '{}');
    });

    test('invalid block content answers 400 VALIDATION_ERROR with the bad fields', async () => {
      const editor = await signedInStaff(s.app, ['blocks:write']);
      const bad = await editFooter(
        editor.cookie,
        { ...FOOTER, links: [{ label: 'x'.repeat(101), url: '/' }] },
        {},
        'en_US',
      );
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(bad.json().errors, [
        { field: 'data.links.0.label', message: 'Must be at most 100 characters.' },
      ]);

      const unknownType = await s.app.inject({
        method: 'POST',
        url: '/api/v1/other/data/edit?lang=en_US',
        headers: { cookie: editor.cookie },
        payload: { type: 'sidebar', data: {} },
      });
      assert.equal(unknownType.statusCode, 400);
      assert.equal(unknownType.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(
        unknownType.json().errors.map((error: { field: string }) => error.field),
        ['type'],
      );

      const missingData = await s.app.inject({
        method: 'POST',
        url: '/api/v1/other/data/edit',
        headers: { cookie: editor.cookie },
        payload: { type: 'footer' },
      });
      assert.equal(missingData.statusCode, 400);
      assert.deepEqual(missingData.json().errors, [{ field: 'data', message: '请填写此字段' }]);
    });

    test('block content may be larger than the 64 KiB public limit', async () => {
      const editor = await signedInStaff(s.app, ['blocks:write']);
      const introduction = `<p>${'CoreSense '.repeat(10_000)}</p>`;
      const response = await s.app.inject({
        method: 'POST',
        url: '/api/v1/other/data/edit?lang=en_US',
        headers: { cookie: editor.cookie },
        payload: { type: 'about', data: { introduction, history: [], subsidiaries: [] } },
      });
      assert.equal(response.statusCode, 200, response.body);
    });

    test('a write carrying the session cookie from another site is refused', async () => {
      const editor = await signedInStaff(s.app, ['blocks:write']);
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/page' },
        { origin: 'http://localhost:8080' },
      ]) {
        const response = await editFooter(editor.cookie, FOOTER, headers);
        assert.equal(response.statusCode, 403, JSON.stringify(headers));
        assert.equal(response.json().code, 'FORBIDDEN');
      }
      const signOut = await s.app.inject({
        method: 'POST',
        url: '/api/login/outLogin',
        headers: { cookie: editor.cookie, origin: 'https://evil.example' },
      });
      assert.equal(signOut.statusCode, 403);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: editor.cookie })).status, 200);
    });

    test('same-origin writes, writes from PUBLIC_URL and writes without Origin or Referer pass', async () => {
      const editor = await signedInStaff(s.app, ['blocks:write']);
      for (const headers of [
        { origin: 'http://localhost:80' },
        { origin: 'http://localhost' },
        { referer: 'http://localhost/admin/blocks?x=1' },
        { origin: 'https://www.coresense.example' },
        {},
      ]) {
        const response = await editFooter(editor.cookie, FOOTER, headers);
        assert.equal(response.statusCode, 200, JSON.stringify(headers));
      }
    });

    test('a cross-site sign-in is refused even without a session cookie', async () => {
      const staff = await createStaff(s.app);
      const response = await s.app.inject(
        login(staff.username, staff.password, { headers: { origin: 'https://evil.example' } }),
      );
      assert.equal(response.statusCode, 403);
      assert.equal(sessionCookieOf(response), undefined);
    });

    test('the sign-in calls are described in the OpenAPI document', async () => {
      const doc = await s.get('/api/docs/json');
      for (const path of ['/api/login/account', '/api/login/outLogin', '/api/v1/sys/user/info']) {
        assert.ok(doc.body.paths[path], path);
      }
      assert.deepEqual(doc.body.paths['/api/login/account'].post.tags, ['Auth']);
      assert.ok(doc.body.paths['/api/v1/other/data/edit'].post.requestBody);
    });
  });
}
