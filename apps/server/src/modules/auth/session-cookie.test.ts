import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Config } from '../../config.ts';
import { createStaff } from '../../test-support/auth.ts';
import { afterTest, buildTestApp, testBackends } from '../../test-support/test-app.ts';

/*
 * Issue 11 #34: behind a TLS proxy the server sees plain HTTP, so without TRUST_PROXY the
 * session cookie went out without `Secure`, even though visitors only ever use https.
 */

for (const backend of testBackends()) {
  describe(`the session cookie's Secure flag (${backend.name})`, () => {
    async function sessionCookie(
      t: Parameters<typeof afterTest>[0],
      config: Partial<Config>,
      headers: Record<string, string> = {},
    ) {
      const { app } = await buildTestApp(backend, { config, cleanup: afterTest(t) });
      const staff = await createStaff(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/account',
        headers,
        payload: { username: staff.username, password: staff.password, type: 'account' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const signIn = response.cookies.find((cookie) => cookie.name === 'sid');
      assert.ok(signIn, 'the sign-in sets the session cookie');
      const signOut = await app.inject({
        method: 'POST',
        url: '/api/login/outLogin',
        headers: { ...headers, cookie: `sid=${signIn.value}` },
      });
      const cleared = signOut.cookies.find((cookie) => cookie.name === 'sid');
      assert.ok(cleared, 'the sign-out clears the session cookie');
      return { signIn: signIn.secure === true, signOut: cleared.secure === true };
    }

    test('is set when PUBLIC_URL is https, behind a TLS proxy that is not trusted', async (t) => {
      const secure = await sessionCookie(
        t,
        { publicUrl: 'https://www.coresense.example', trustProxy: false },
        { 'x-forwarded-proto': 'https' },
      );
      assert.deepEqual(secure, { signIn: true, signOut: true });
    });

    test('is not set for a plain-HTTP site, whatever an untrusted proxy header claims', async (t) => {
      assert.deepEqual(await sessionCookie(t, { publicUrl: 'http://intranet.example', trustProxy: false }), {
        signIn: false,
        signOut: false,
      });
      assert.deepEqual(await sessionCookie(t, { trustProxy: false }, { 'x-forwarded-proto': 'https' }), {
        signIn: false,
        signOut: false,
      });
    });

    test('is set when a trusted proxy says the visitor came over https', async (t) => {
      assert.deepEqual(await sessionCookie(t, { trustProxy: true }, { 'x-forwarded-proto': 'https' }), {
        signIn: true,
        signOut: true,
      });
    });
  });
}
