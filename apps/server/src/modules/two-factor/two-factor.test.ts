import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { createStaff, signIn, type TestStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const STEP_MS = 30_000;

function codeAt(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
}

function post(app: FastifyInstance, url: string, cookie: string, payload: object = {}) {
  return app.inject({ method: 'POST', url: `${url}?lang=en_US`, headers: { cookie }, payload });
}

function login(app: FastifyInstance, staff: TestStaff, otp?: string, remoteAddress = '198.51.100.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login/account?lang=en_US',
    payload: { username: staff.username, password: staff.password, type: 'account', ...(otp ? { otp } : {}) },
    remoteAddress,
  });
}

/** Signs in, sets up and confirms two-factor sign-in; answers the secret and the recovery codes. */
async function enrol(app: FastifyInstance, staff: TestStaff) {
  const cookie = await signIn(app, staff.username, staff.password);
  const setup = await post(app, '/api/v1/account/mfa/setup', cookie);
  assert.equal(setup.statusCode, 200, setup.body);
  const { secret } = setup.json().data;
  const confirmingCode = codeAt(secret);
  const enabled = await post(app, '/api/v1/account/mfa/enable', cookie, {
    code: confirmingCode,
    password: staff.password,
  });
  assert.equal(enabled.statusCode, 200, enabled.body);
  return { cookie, secret, confirmingCode, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

/** A code of the next step: valid now (±1 step), and not yet used, unlike the current one. */
const nextCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS);

for (const backend of testBackends()) {
  describe(`two-factor sign-in (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('setup answers a base32 secret and its otpauth URL; a wrong code does not enable it', async () => {
      const staff = await createStaff(s.app);
      const cookie = await signIn(s.app, staff.username, staff.password);
      const setup = await post(s.app, '/api/v1/account/mfa/setup', cookie);
      assert.equal(setup.statusCode, 200);
      assert.equal(setup.headers['cache-control'], 'no-store');
      const { secret, otpauthUrl } = setup.json().data;
      assert.match(secret, /^[A-Z2-7]{32}$/, '160 bits of secret in base32');
      const url = new URL(otpauthUrl);
      assert.equal(url.protocol, 'otpauth:');
      assert.equal(url.host, 'totp');
      assert.equal(url.searchParams.get('secret'), secret);
      assert.equal(url.searchParams.get('algorithm'), 'SHA1');
      assert.equal(url.searchParams.get('digits'), '6');
      assert.equal(url.searchParams.get('period'), '30');
      assert.match(decodeURIComponent(url.pathname), new RegExp(`${staff.username}$`));

      const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
      const refused = await post(s.app, '/api/v1/account/mfa/enable', cookie, {
        code: wrongCode,
        password: staff.password,
      });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().code, 'VALIDATION_ERROR');
      assert.deepEqual(
        refused.json().errors.map((e: { field: string }) => e.field),
        ['code'],
      );
      const expired = await post(s.app, '/api/v1/account/mfa/enable', cookie, {
        code: codeAt(secret, Date.now() - 3 * STEP_MS),
        password: staff.password,
      });
      assert.equal(expired.statusCode, 400, 'a code three steps old is refused');
      assert.equal(
        (await login(s.app, staff)).statusCode,
        200,
        'not enabled: the password alone still signs in',
      );
      assert.deepEqual(await s.app.services.twoFactor.mfaStatus(staff.id), {
        enabled: false,
        recoveryCodesLeft: 0,
      });
    });

    test('once enabled, the password alone answers MFA_REQUIRED and no session; a fresh code signs in once', async () => {
      const staff = await createStaff(s.app);
      const { secret, confirmingCode, recoveryCodes } = await enrol(s.app, staff);
      assert.equal(recoveryCodes.length, 10);
      assert.equal(new Set(recoveryCodes).size, 10);
      assert.deepEqual(await s.app.services.twoFactor.mfaStatus(staff.id), {
        enabled: true,
        recoveryCodesLeft: 10,
      });

      for (const otp of [undefined, '000000', codeAt(secret, Date.now() - 3 * STEP_MS)]) {
        const response = await login(s.app, staff, otp);
        assert.equal(response.statusCode, 401, `otp ${otp}`);
        assert.deepEqual(response.json(), {
          status: 'error',
          type: 'account',
          success: false,
          code: 'MFA_REQUIRED',
          message: 'Enter the code from your authenticator app, or a recovery code',
        });
        assert.equal(response.cookies.length, 0, 'no session');
      }

      const confirming = await login(s.app, staff, confirmingCode);
      assert.equal(confirming.statusCode, 401, 'the code that confirmed enrolment cannot sign in');
      assert.equal(confirming.json().code, 'MFA_REQUIRED');

      const code = nextCode(secret);
      const signedIn = await login(s.app, staff, code);
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal(signedIn.json().status, 'ok');
      const sid = signedIn.cookies.find((cookie) => cookie.name === 'sid');
      assert.ok(sid);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: `sid=${sid.value}` })).status, 200);

      const replayed = await login(s.app, staff, code);
      assert.equal(replayed.statusCode, 401, 'the same code again is refused');
      assert.equal(replayed.json().code, 'MFA_REQUIRED');
      const earlier = await login(s.app, staff, codeAt(secret, Date.now() - STEP_MS));
      assert.equal(earlier.statusCode, 401, 'an earlier step than the one used is refused too');
    });

    test('a wrong password answers INVALID_CREDENTIALS whatever the code', async () => {
      const staff = await createStaff(s.app);
      const { secret, recoveryCodes } = await enrol(s.app, staff);
      for (const otp of [undefined, nextCode(secret), recoveryCodes[0]]) {
        const response = await login(s.app, { ...staff, password: 'not the password' }, otp);
        assert.equal(response.statusCode, 401);
        assert.equal(response.json().code, 'INVALID_CREDENTIALS');
      }
      assert.equal(
        (await login(s.app, staff, recoveryCodes[0])).statusCode,
        200,
        'the recovery code was not spent',
      );
    });

    test('a recovery code signs in once, typed in any case and with spaces', async () => {
      const staff = await createStaff(s.app);
      const { cookie, recoveryCodes } = await enrol(s.app, staff);
      const [code] = recoveryCodes as [string];
      assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
      assert.equal((await login(s.app, staff, typed)).statusCode, 200);
      const again = await login(s.app, staff, code);
      assert.equal(again.statusCode, 401);
      assert.equal(again.json().code, 'MFA_REQUIRED');
      assert.deepEqual(await s.app.services.twoFactor.mfaStatus(staff.id), {
        enabled: true,
        recoveryCodesLeft: 9,
      });
      assert.equal((await login(s.app, staff, recoveryCodes[1])).statusCode, 200, 'another code still works');
      const security = await s.get('/api/v1/account/security', { cookie });
      assert.deepEqual(
        security.body.data.mfa,
        { enabled: true, recoveryCodesLeft: 8 },
        'the security summary tells',
      );
    });

    test('the codes are stored hashed, never as issued', async () => {
      const staff = await createStaff(s.app);
      const { recoveryCodes } = await enrol(s.app, staff);
      const rows = await s.db
        .selectFrom('staff_mfa_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', staff.id)
        .execute();
      assert.equal(rows.length, 10);
      const stored = rows.map((row) => row.code_hash);
      for (const code of recoveryCodes)
        assert.ok(!stored.some((hash) => hash.includes(code.replace('-', ''))));
    });

    test('code guesses are throttled like password guesses', async () => {
      const staff = await createStaff(s.app);
      const { secret } = await enrol(s.app, staff);
      const address = '203.0.113.50';
      for (let attempt = 1; attempt <= 5; attempt++) {
        assert.equal(
          (await login(s.app, staff, '123456', address)).json().code,
          'MFA_REQUIRED',
          `guess ${attempt}`,
        );
      }
      const locked = await login(s.app, staff, nextCode(secret), address);
      assert.equal(locked.statusCode, 429, 'the sixth attempt is held up, even with a good code');
    });

    /** A code that is valid for no step near now: a guess that misses. */
    const wrongCodeFor = (secret: string) => {
      const valid = new Set([-1, 0, 1].map((step) => codeAt(secret, Date.now() + step * STEP_MS)));
      let guess = 0;
      while (valid.has(String(guess).padStart(6, '0'))) guess += 1;
      return String(guess).padStart(6, '0');
    };

    /** Sends ten wrong codes with the right password, each from an address of its own. */
    async function lockBySpreadGuesses(staff: TestStaff, secret: string) {
      const answers = [];
      for (let guess = 1; guess <= 10; guess++) {
        answers.push(await login(s.app, staff, wrongCodeFor(secret), `192.0.2.${guess}`));
      }
      return answers;
    }

    /** Moves the account's count of wrong answers into the past, as the passing of time would. */
    async function age(staffId: number, check: string, ms: number) {
      await s.db
        .updateTable('account_check_failures')
        .set({ last_failed_at: new Date(Date.now() - ms).toISOString() })
        .where('user_id', '=', staffId)
        .where('check_name', '=', check)
        .execute();
    }

    test('ten wrong codes from as many addresses lock the codes for the account, and the owner is told', async () => {
      const staff = await createStaff(s.app);
      const { cookie, secret } = await enrol(s.app, staff);
      const answers = await lockBySpreadGuesses(staff, secret);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [401, 401, 401, 401, 401, 401, 401, 401, 401, 429],
        'every address is under its own limit, the account is not',
      );
      const tenth = answers[9]!;
      assert.equal(tenth.json().code, 'RATE_LIMITED');
      assert.equal(
        tenth.json().message,
        'Too many wrong codes for this account: authenticator codes are locked for a while. Try again later, or use a recovery code.',
      );
      assert.equal(tenth.headers['retry-after'], '3600');

      const rightCode = await login(s.app, staff, nextCode(secret), '198.51.100.77');
      assert.equal(rightCode.statusCode, 429, 'not even the right code is checked from a fresh address');
      assert.equal(rightCode.cookies.length, 0);

      const notices = (await s.get('/api/v1/notices?lang=en_US', { cookie })).body.data;
      const locked = notices.filter(
        (notice: { extra: { kind: string } }) => notice.extra.kind === 'second-factor-locked',
      );
      assert.equal(locked.length, 1, 'one notice for the lock, not one per guess');
      assert.equal(locked[0].title, 'Authenticator codes locked after wrong tries');
      assert.match(locked[0].description, /10 wrong codes in a row \(the last from 192\.0\.2\.10\)/);

      const wrongPassword = await login(
        s.app,
        { ...staff, password: 'not the password' },
        nextCode(secret),
        '198.51.100.78',
      );
      assert.equal(
        wrongPassword.json().code,
        'INVALID_CREDENTIALS',
        'the lock says nothing to a password guesser',
      );

      await age(staff.id, 'second-factor', 60 * 60 * 1000 + 1000);
      const later = await login(s.app, staff, nextCode(secret), '198.51.100.79');
      assert.equal(later.statusCode, 200, 'once the hour has passed the right code signs in');
    });

    test('a recovery code signs in while the codes are locked, and unlocks them', async () => {
      const staff = await createStaff(s.app);
      const { secret, recoveryCodes } = await enrol(s.app, staff);
      await lockBySpreadGuesses(staff, secret);
      assert.equal((await login(s.app, staff, 'aaaaa-bbbbb', '198.51.100.80')).statusCode, 429);
      const recovered = await login(s.app, staff, recoveryCodes[0], '198.51.100.81');
      assert.equal(recovered.statusCode, 200, recovered.body);
      const rows = await s.db
        .selectFrom('account_check_failures')
        .selectAll()
        .where('user_id', '=', staff.id)
        .execute();
      assert.deepEqual(rows, [], 'the count starts again');
      assert.equal((await login(s.app, staff, nextCode(secret), '198.51.100.82')).statusCode, 200);
    });

    test('a right code forgives the wrong ones before it', async () => {
      const staff = await createStaff(s.app);
      const { secret } = await enrol(s.app, staff);
      for (let guess = 1; guess <= 9; guess++)
        await login(s.app, staff, wrongCodeFor(secret), `192.0.2.${guess}`);
      assert.equal((await login(s.app, staff, nextCode(secret), '192.0.2.50')).statusCode, 200);
      for (let guess = 1; guess <= 9; guess++) {
        const answer = await login(s.app, staff, wrongCodeFor(secret), `192.0.2.${100 + guess}`);
        assert.equal(answer.statusCode, 401, `guess ${guess} after the sign-in`);
      }
    });

    test('enabling asks for the password again', async () => {
      const staff = await createStaff(s.app);
      const cookie = await signIn(s.app, staff.username, staff.password);
      const { secret } = (await post(s.app, '/api/v1/account/mfa/setup', cookie)).json().data;
      const missing = await post(s.app, '/api/v1/account/mfa/enable', cookie, { code: codeAt(secret) });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json().errors, [{ field: 'password', message: 'The field is required.' }]);
      const wrong = await post(s.app, '/api/v1/account/mfa/enable', cookie, {
        code: codeAt(secret),
        password: 'not the password',
      });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json().errors, [{ field: 'password', message: 'The password is not correct.' }]);
      assert.equal((await s.app.services.twoFactor.mfaStatus(staff.id)).enabled, false);
      assert.equal((await login(s.app, staff)).statusCode, 200, 'the password alone still signs in');
    });

    test('wrong passwords to turn it off are counted for the account: the fifth ends the session', async () => {
      const staff = await createStaff(s.app);
      const { cookie } = await enrol(s.app, staff);
      for (let guess = 1; guess <= 4; guess++) {
        const answer = await post(s.app, '/api/v1/account/mfa/disable', cookie, {
          password: `guess ${guess}`,
        });
        assert.equal(answer.statusCode, 400, `guess ${guess}`);
      }
      const fifth = await post(s.app, '/api/v1/account/mfa/disable', cookie, { password: 'guess 5' });
      assert.equal(fifth.statusCode, 429);
      assert.equal(
        fifth.json().message,
        'Too many wrong passwords for this account: you have been signed out here. Try again later.',
      );
      assert.equal(fifth.headers['retry-after'], '900');
      assert.equal((await s.get('/api/v1/account/security', { cookie })).status, 401, 'the session is over');
      assert.equal((await s.app.services.twoFactor.mfaStatus(staff.id)).enabled, true);
    });

    test('disable needs the password; afterwards the password alone signs in again', async () => {
      const staff = await createStaff(s.app);
      const { cookie, secret } = await enrol(s.app, staff);
      const again = await post(s.app, '/api/v1/account/mfa/setup', cookie);
      assert.equal(again.statusCode, 400, 'no second setup while enabled');

      const wrong = await post(s.app, '/api/v1/account/mfa/disable', cookie, { password: 'wrong password' });
      assert.equal(wrong.statusCode, 400);
      assert.deepEqual(wrong.json().errors, [{ field: 'password', message: 'The password is not correct.' }]);
      assert.equal((await login(s.app, staff)).json().code, 'MFA_REQUIRED', 'still enabled');

      const disabled = await post(s.app, '/api/v1/account/mfa/disable', cookie, { password: staff.password });
      assert.equal(disabled.statusCode, 200, disabled.body);
      assert.equal((await login(s.app, staff)).statusCode, 200);
      assert.deepEqual(await s.app.services.twoFactor.mfaStatus(staff.id), {
        enabled: false,
        recoveryCodesLeft: 0,
      });
      assert.equal(
        (await login(s.app, staff, nextCode(secret))).statusCode,
        200,
        'an otp is ignored when off',
      );
    });

    test('every call needs a session', async () => {
      for (const path of ['setup', 'enable', 'disable']) {
        const response = await s.app.inject({
          method: 'POST',
          url: `/api/v1/account/mfa/${path}`,
          payload: {},
        });
        assert.equal(response.statusCode, 401, path);
        assert.equal(response.json().code, 'UNAUTHENTICATED');
      }
    });
  });
}
