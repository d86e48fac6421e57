import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type Config, ConfigError, loadConfig } from '../../config.ts';
import { createStaff, signedInStaff, TEST_PASSWORD } from '../../test-support/auth.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test-support/oidc-provider.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const PUBLIC_URL = 'http://localhost';
const CALLBACK = `${PUBLIC_URL}/api/v1/oidc/dingtalk/callback`;

function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name && cookie.value)?.value;
}

/** The callback as the browser calls it: the provider's query, with the browser's cookies. */
function callback(app: FastifyInstance, returned: URL, cookies: Record<string, string | undefined>) {
  const cookie = Object.entries(cookies)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return app.inject({ method: 'GET', url: `${returned.pathname}${returned.search}`, headers: { cookie } });
}

for (const backend of testBackends()) {
  describe(`account binding and sign-in with OpenID Connect (${backend.name})`, () => {
    let idp: TestOidcProvider;
    const config: Partial<Config> = { publicUrl: PUBLIC_URL };
    before(async () => {
      idp = await startOidcProvider([CALLBACK]);
      config.oidc = {
        dingtalk: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
      };
    });
    after(() => idp.close());
    const s = useTestApp(backend, { config });

    async function bindings(cookie: string) {
      const response = await s.get('/api/v1/account/bindings?lang=en_US', { cookie });
      assert.equal(response.status, 200);
      return response.body.data;
    }

    /** Binds the provider's account `account` to the signed-in staff member; answers the callback's answer. */
    async function bind(
      cookie: string,
      account: string,
      reauthentication: object = { password: TEST_PASSWORD },
    ) {
      const started = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/bindings/dingtalk?lang=en_US',
        headers: { cookie },
        payload: reauthentication,
      });
      assert.equal(started.statusCode, 200, started.body);
      const authorizationUrl = new URL(started.json().data.authorizationUrl);
      assert.equal(authorizationUrl.origin, idp.issuer);
      assert.equal(authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
      assert.ok(authorizationUrl.searchParams.get('code_challenge'));
      assert.equal(authorizationUrl.searchParams.get('redirect_uri'), CALLBACK);
      const state = cookieOf(started, 'oidc_state');
      assert.equal(authorizationUrl.searchParams.get('state'), state);
      idp.signInAs(account);
      const returned = await idp.authorize(authorizationUrl.href, CALLBACK);
      return callback(s.app, returned, { sid: cookie.slice('sid='.length), oidc_state: state });
    }

    /** Starts a sign-in from the sign-in page; answers the provider's answer and the state cookie. */
    async function startSignIn(account: string) {
      const started = await s.app.inject({ method: 'GET', url: '/api/login/oidc/dingtalk' });
      assert.equal(started.statusCode, 302, started.body);
      const state = cookieOf(started, 'oidc_state');
      assert.ok(state);
      idp.signInAs(account);
      return { returned: await idp.authorize(String(started.headers.location), CALLBACK), state };
    }

    test('the bindings list the three providers; only a configured one can be bound', async () => {
      const staff = await signedInStaff(s.app, []);
      assert.deepEqual(await bindings(staff.cookie), [
        { provider: 'dingtalk', name: 'DingTalk', configured: true, bound: false, account: null },
        { provider: 'wecom', name: 'WeCom', configured: false, bound: false, account: null },
        { provider: 'feishu', name: 'Feishu', configured: false, bound: false, account: null },
      ]);
      const chinese = await s.get('/api/v1/account/bindings', { cookie: staff.cookie });
      assert.deepEqual(
        chinese.body.data.map((b: { name: string }) => b.name),
        ['钉钉', '企业微信', '飞书'],
      );

      const refused = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/bindings/wecom?lang=en_US',
        headers: { cookie: staff.cookie },
        payload: { password: staff.password },
      });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json().errors, [
        { field: 'provider', message: 'This sign-in provider is not configured.' },
      ]);
      const signIn = await s.app.inject({ method: 'GET', url: '/api/login/oidc/feishu?lang=en_US' });
      assert.equal(signIn.statusCode, 400, 'no sign-in through an unconfigured provider either');
      const offered = await s.get('/api/login/providers?lang=en_US');
      assert.deepEqual(offered.body.data, [{ provider: 'dingtalk', name: 'DingTalk' }]);
      assert.equal((await s.get('/api/v1/account/bindings')).status, 401);
    });

    test('binding, then signing in with the bound account starts a session as that staff member', async () => {
      const staff = await signedInStaff(s.app, ['products:read']);
      const bound = await bind(staff.cookie, 'alice');
      assert.equal(bound.statusCode, 302);
      assert.equal(bound.headers.location, '/admin/account/settings/binding?bound=dingtalk');
      assert.deepEqual((await bindings(staff.cookie))[0], {
        provider: 'dingtalk',
        name: 'DingTalk',
        configured: true,
        bound: true,
        account: 'alice',
      });

      const { returned, state } = await startSignIn('alice');
      const signedIn = await callback(s.app, returned, { oidc_state: state });
      assert.equal(signedIn.statusCode, 302);
      assert.equal(signedIn.headers.location, '/admin');
      const sid = cookieOf(signedIn, 'sid');
      assert.ok(sid, 'a session cookie, as a password sign-in sets');
      const info = await s.get('/api/v1/sys/user/info', { cookie: `sid=${sid}` });
      assert.equal(info.status, 200);
      assert.equal(info.body.data.username, staff.username);
      assert.deepEqual(info.body.data.authorityList, ['products:read']);

      const replay = await callback(s.app, returned, { oidc_state: state });
      assert.equal(replay.headers.location, '/user/login?oidcError=state', 'the same answer works once');
      assert.equal(cookieOf(replay, 'sid'), undefined);
    });

    test('a state that is not the browser’s own is refused: no session, no binding', async () => {
      const staff = await signedInStaff(s.app, []);
      assert.equal((await bind(staff.cookie, 'bob')).statusCode, 302);
      const { returned } = await startSignIn('bob');
      for (const forged of [undefined, 'another-state']) {
        const response = await callback(s.app, returned, { oidc_state: forged });
        assert.equal(response.statusCode, 302);
        assert.equal(response.headers.location, '/user/login?oidcError=state');
        assert.equal(cookieOf(response, 'sid'), undefined, `state cookie ${forged}`);
      }

      // A binding answer taken to another staff member's browser binds nothing there.
      const victim = await signedInStaff(s.app, []);
      const started = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/bindings/dingtalk',
        headers: { cookie: staff.cookie },
        payload: { password: staff.password },
      });
      idp.signInAs('mallory');
      const answer = await idp.authorize(started.json().data.authorizationUrl, CALLBACK);
      const elsewhere = await callback(s.app, answer, {
        sid: victim.cookie.slice('sid='.length),
        oidc_state: cookieOf(started, 'oidc_state'),
      });
      assert.equal(elsewhere.headers.location, '/admin/account/settings/binding?oidcError=state');
      assert.equal((await bindings(victim.cookie))[0].bound, false);
      assert.equal((await bindings(staff.cookie))[0].account, 'bob', 'nor is the starter rebound');
    });

    test('an account nobody bound signs nobody in; one account binds to one staff member only', async () => {
      const { returned, state } = await startSignIn('stranger');
      const response = await callback(s.app, returned, { oidc_state: state });
      assert.equal(response.headers.location, '/user/login?oidcError=not-bound');
      assert.equal(cookieOf(response, 'sid'), undefined);

      const first = await signedInStaff(s.app, []);
      const second = await signedInStaff(s.app, []);
      await bind(first.cookie, 'carol');
      const taken = await bind(second.cookie, 'carol');
      assert.equal(taken.headers.location, '/admin/account/settings/binding?oidcError=taken');
      assert.equal((await bindings(second.cookie))[0].bound, false);
    });

    test('unbinding ends sign-in with that account', async () => {
      const staff = await signedInStaff(s.app, []);
      await bind(staff.cookie, 'dave');
      const unbound = await s.app.inject({
        method: 'DELETE',
        url: '/api/v1/account/bindings/dingtalk',
        headers: { cookie: staff.cookie },
      });
      assert.equal(unbound.statusCode, 200);
      assert.deepEqual((await bindings(staff.cookie))[0], {
        provider: 'dingtalk',
        name: 'DingTalk',
        configured: true,
        bound: false,
        account: null,
      });
      const { returned, state } = await startSignIn('dave');
      const response = await callback(s.app, returned, { oidc_state: state });
      assert.equal(response.headers.location, '/user/login?oidcError=not-bound');
    });

    const noticesOf = async (cookie: string) =>
      (await s.get('/api/v1/notices?lang=en_US', { cookie })).body.data as {
        title: string;
        description: string;
        extra: { kind: string };
      }[];

    /** Whether the provider's account still signs in, from a fresh browser. */
    async function signsIn(account: string) {
      const { returned, state } = await startSignIn(account);
      const response = await callback(s.app, returned, { oidc_state: state });
      return response.headers.location === '/admin';
    }

    /** A new staff member who turned two-factor sign-in on, in the session that did it. */
    async function staffWithTwoFactor() {
      const staff = await createStaff(s.app);
      const cookie = `sid=${cookieOf(
        await s.app.inject({
          method: 'POST',
          url: '/api/login/account',
          payload: { username: staff.username, password: staff.password },
        }),
        'sid',
      )}`;
      const { secret } = (
        await s.app.inject({ method: 'POST', url: '/api/v1/account/mfa/setup', headers: { cookie } })
      ).json().data;
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/mfa/enable',
        headers: { cookie },
        payload: { code: totp.generate(), password: staff.password },
      });
      return { staff, cookie, totp };
    }

    test('binding asks for the password again; a bound account is noticed', async () => {
      const staff = await signedInStaff(s.app, []);
      const start = (payload?: object) =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/account/bindings/dingtalk?lang=en_US',
          headers: { cookie: staff.cookie },
          ...(payload ? { payload } : {}),
        });
      const missing = await start();
      assert.equal(missing.statusCode, 400, 'the session alone does not start a binding');
      const wrong = await start({ password: 'not the password' });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json().errors, [{ field: 'password', message: 'The password is not correct.' }]);
      assert.equal(cookieOf(wrong, 'oidc_state'), undefined, 'no flow started');

      const bound = await bind(staff.cookie, 'mallory', { password: staff.password });
      assert.equal(bound.headers.location, '/admin/account/settings/binding?bound=dingtalk');
      const [notice] = (await noticesOf(staff.cookie)).filter((each) => each.extra.kind === 'account-bound');
      assert.ok(notice, 'the owner is told');
      assert.equal(notice.title, 'A DingTalk account was bound');
      assert.match(notice.description, /The DingTalk account mallory can now sign in as you/);
    });

    test('with two-factor sign-in on, binding asks for a code too', async () => {
      const { staff, cookie, totp } = await staffWithTwoFactor();
      for (const [payload, field, message] of [
        [{ password: staff.password }, 'code', 'The field is required.'],
        [{ password: staff.password, code: '12345x' }, 'code', 'The code is wrong or has expired.'],
      ] as const) {
        const refused = await s.app.inject({
          method: 'POST',
          url: '/api/v1/account/bindings/dingtalk?lang=en_US',
          headers: { cookie },
          payload,
        });
        assert.equal(refused.statusCode, 400);
        assert.deepEqual(refused.json().errors, [{ field, message }]);
      }
      const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
      const bound = await bind(cookie, 'frank', { password: staff.password, code: nextCode });
      assert.equal(bound.headers.location, '/admin/account/settings/binding?bound=dingtalk');
    });

    test('a password change removes the bindings and says so: the provider no longer signs in', async () => {
      const staff = await signedInStaff(s.app, []);
      await bind(staff.cookie, 'grace');
      assert.equal(await signsIn('grace'), true);
      const changed = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/password?lang=en_US',
        headers: { cookie: staff.cookie },
        payload: { currentPassword: staff.password, newPassword: 'Tide-Lantern-Orchard-42' },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.deepEqual(changed.json().data, {
        removedBindings: [{ provider: 'dingtalk', account: 'grace' }],
      });
      assert.equal((await bindings(staff.cookie))[0].bound, false);
      assert.equal(await signsIn('grace'), false);
      const [notice] = (await noticesOf(staff.cookie)).filter(
        (each) => each.extra.kind === 'bindings-removed',
      );
      assert.ok(notice, 'the notices say so too');
      assert.equal(
        notice.description,
        'These accounts no longer sign you in: DingTalk. Bind them again to use them',
      );
    });

    test('an administrator’s password reset removes the bindings and says so', async () => {
      const staff = await signedInStaff(s.app, []);
      await bind(staff.cookie, 'heidi');
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const reset = await s.app.inject({
        method: 'POST',
        url: `/api/v1/admin/staff/${staff.id}/reset-password?lang=en_US`,
        headers: { cookie: manager.cookie },
        payload: {},
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.deepEqual(reset.json().data.removedBindings, [{ provider: 'dingtalk', account: 'heidi' }]);
      assert.equal(await signsIn('heidi'), false);
      const again = await s.app.inject({
        method: 'POST',
        url: `/api/v1/admin/staff/${staff.id}/reset-password?lang=en_US`,
        headers: { cookie: manager.cookie },
        payload: {},
      });
      assert.deepEqual(again.json().data.removedBindings, []);
    });

    test('a password an administrator sets removes the bindings too', async () => {
      const staff = await signedInStaff(s.app, []);
      await bind(staff.cookie, 'ivan');
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const api = (method: 'GET' | 'PUT', payload?: object) =>
        s.app.inject({
          method,
          url: `/api/v1/admin/staff/${staff.id}?lang=en_US`,
          headers: { cookie: manager.cookie },
          ...(payload ? { payload } : {}),
        });
      const record = (await api('GET')).json().data;
      const updated = await api('PUT', { ...record, password: 'Tide-Lantern-Orchard-42' });
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(await signsIn('ivan'), false);
    });

    test('the provider’s sign-in counts as the second factor of a user with two-factor sign-in', async () => {
      const { staff, cookie, totp } = await staffWithTwoFactor();
      const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
      await bind(cookie, 'erin', { password: staff.password, code: nextCode });
      const { returned, state } = await startSignIn('erin');
      const response = await callback(s.app, returned, { oidc_state: state });
      assert.equal(response.headers.location, '/admin');
      assert.ok(cookieOf(response, 'sid'));
    });
  });
}

describe('OpenID Connect configuration', () => {
  test('a provider needs its issuer, client id and secret together, and an https issuer', () => {
    const full = {
      OIDC_FEISHU_ISSUER: 'https://idp.example',
      OIDC_FEISHU_CLIENT_ID: 'id',
      OIDC_FEISHU_CLIENT_SECRET: 'secret',
    };
    assert.deepEqual(loadConfig(full).oidc, {
      feishu: { issuer: 'https://idp.example', clientId: 'id', clientSecret: 'secret' },
    });
    assert.deepEqual(loadConfig({}).oidc, {});
    const empty = { OIDC_FEISHU_ISSUER: '', OIDC_FEISHU_CLIENT_ID: '', OIDC_FEISHU_CLIENT_SECRET: '' };
    assert.deepEqual(
      loadConfig(empty).oidc,
      {},
      'empty variables, as .env.example has them, configure nothing',
    );
    assert.throws(() => loadConfig({ ...full, OIDC_FEISHU_ISSUER: 'not a url' }), ConfigError);
    assert.throws(
      () => loadConfig({ OIDC_FEISHU_ISSUER: 'https://idp.example' }),
      (error: ConfigError) => /OIDC_FEISHU_CLIENT_ID, OIDC_FEISHU_CLIENT_SECRET/.test(error.message),
    );
    assert.throws(() => loadConfig({ ...full, OIDC_FEISHU_ISSUER: 'http://idp.example' }), ConfigError);
  });
});
