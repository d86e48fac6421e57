import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signedInStaff, signIn } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { AVATAR_UPLOADS_PER_DAY } from './account.service.ts';

const PROFILE = '/api/v1/account/profile';
const PASSWORD = '/api/v1/account/password';
const SECURITY = '/api/v1/account/security';

const profile = {
  name: 'Lin Wei',
  email: 'lin.wei@example.com',
  avatar: '',
  signature: 'Sensor packaging and test.',
  country: 'China',
  province: 'Jiangsu',
  city: 'Wuxi',
  address: '18 Xinhua Road',
  phone: '+86 510 8888 0000',
};

const BOUNDARY = '----account-test-boundary';

function multipart(filename: string, data: Buffer) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

for (const backend of testBackends()) {
  describe(`account (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('every call needs a session', async () => {
      const anonymous = adminApi(s.app);
      for (const call of [
        anonymous.get(PROFILE),
        anonymous.put(PROFILE, profile),
        anonymous.post(PASSWORD, { currentPassword: 'x', newPassword: 'y' }),
        anonymous.get(SECURITY),
        anonymous.put(SECURITY, { phone: '' }),
        anonymous.get('/api/v1/account/avatars/1'),
      ]) {
        const answer = await call;
        assert.equal(answer.status, 401);
        assert.equal(answer.body.code, 'UNAUTHENTICATED');
      }
    });

    test('a user without any authority reads and replaces their own profile', async () => {
      const user = await signedInStaff(s.app, []);
      const api = adminApi(s.app, user.cookie);
      const initial = await api.get(PROFILE);
      assert.equal(initial.status, 200);
      assert.equal(initial.body.data.name, `Name of ${user.username}`);
      assert.equal(initial.body.data.email, `${user.username}@example.com`);
      assert.equal(initial.body.data.signature, '');

      const saved = await api.put(PROFILE, profile);
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(saved.body.data, profile);
      assert.deepEqual((await api.get(PROFILE)).body.data, profile);
      const info = await api.get('/api/v1/sys/user/info');
      assert.equal(info.body.data.name, 'Lin Wei', 'the header shows the new name');
      assert.equal(info.body.data.email, 'lin.wei@example.com');

      const [entry] = (await auditEntries(s.app, 'staff', user.id)).filter(
        (e) => e.action === 'update-profile',
      );
      assert.deepEqual(entry?.changes.city, { from: '', to: 'Wuxi' });
    });

    test('each field is checked with the prompt of the account settings, and nothing is saved', async () => {
      const user = await signedInStaff(s.app, []);
      const api = adminApi(s.app, user.cookie);
      await api.put(PROFILE, profile);
      const empty = Object.fromEntries(Object.keys(profile).map((field) => [field, '  ']));
      const refused = await api.put(`${PROFILE}?lang=en_US`, empty);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(refused.body.errors, [
        { field: 'name', message: 'Please input your Nickname!' },
        { field: 'email', message: 'Please input your email!' },
        { field: 'signature', message: 'Please input your personal profile!' },
        { field: 'country', message: 'Please input your country!' },
        { field: 'province', message: 'Please input your geographic info!' },
        { field: 'city', message: 'Please input your geographic info!' },
        { field: 'address', message: 'Please input your address!' },
        { field: 'phone', message: 'Please input your phone number!' },
      ]);
      const chinese = await api.put(PROFILE, { ...profile, name: undefined });
      assert.deepEqual(chinese.body.errors, [{ field: 'name', message: '请输入您的昵称!' }]);

      const malformed = await api.put(`${PROFILE}?lang=en_US`, {
        ...profile,
        signature: 'changed',
        email: 'not-an-email',
        phone: 'call me',
        avatar: '//evil.example/a.png',
      });
      assert.deepEqual(malformed.body.errors, [
        { field: 'email', message: 'Please enter a valid email address.' },
        {
          field: 'avatar',
          message: 'Images must be files of this site: an address starting with a single /.',
        },
        { field: 'phone', message: 'Please enter a valid phone number (5–30 digits, spaces or + - ( )).' },
      ]);
      const unknownAvatar = await api.put(PROFILE, { ...profile, avatar: '/api/v1/account/avatars/999999' });
      assert.equal(unknownAvatar.status, 400);
      assert.equal(unknownAvatar.body.errors[0].field, 'avatar');
      for (const sitePath of ['/api/login/oidc/feishu', '/api/v1/common/download?id=1', '/favicon.svg']) {
        const refused = await api.put(PROFILE, { ...profile, avatar: sitePath });
        assert.equal(refused.status, 400, `${sitePath} is no avatar of one's own`);
        assert.equal(refused.body.errors[0].field, 'avatar');
      }
      assert.deepEqual((await api.get(PROFILE)).body.data, profile, 'nothing was saved');
    });

    test('an uploaded avatar is re-encoded, saved, shown to staff only, and kept from deletion', async () => {
      const user = await signedInStaff(s.app, []);
      const api = adminApi(s.app, user.cookie);
      const image = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#13c2c2' } })
        .jpeg()
        .toBuffer();
      const uploaded = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/avatar',
        ...multipart('me.jpg', image),
        headers: { ...multipart('me.jpg', image).headers, cookie: user.cookie },
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const url: string = uploaded.json().data.url;
      assert.match(url, /^\/api\/v1\/account\/avatars\/\d+$/);

      const served = await s.app.inject({ url, headers: { cookie: user.cookie } });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal((await sharp(served.rawPayload).metadata()).width, 480, 'the smallest copy');
      const stranger = await signedInStaff(s.app, []);
      const borrowed = await adminApi(s.app, stranger.cookie).put(PROFILE, { ...profile, avatar: url });
      assert.equal(borrowed.status, 400, 'another user’s upload cannot become one’s avatar');
      assert.equal(borrowed.body.errors[0].field, 'avatar');
      assert.equal(
        (await s.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode,
        404,
        'not yet anyone’s avatar',
      );
      assert.equal((await s.app.inject({ url })).statusCode, 401);

      assert.equal((await api.put(PROFILE, { ...profile, avatar: url })).status, 200);
      assert.equal((await api.get('/api/v1/sys/user/info')).body.data.avatar, url);
      assert.equal((await s.app.inject({ url, headers: { cookie: stranger.cookie } })).statusCode, 200);

      const librarian = await signedInStaff(s.app, ['files:read', 'files:write']);
      const files = await adminApi(s.app, librarian.cookie).get('/api/v1/admin/files?keyword=me.jpg');
      const [original] = files.body.data.list;
      assert.equal(original.refCount, 1);
      const deleted = await adminApi(s.app, librarian.cookie).delete(`/api/v1/admin/files/${original.id}`);
      assert.equal(deleted.status, 400, 'in use as an avatar');

      const pdf = Buffer.from('%PDF-1.4\ntrailer <</Root 1 0 R>>\n%%EOF\n');
      const refused = await s.app.inject({
        method: 'POST',
        url: '/api/v1/account/avatar',
        ...multipart('cv.pdf', pdf),
        headers: { ...multipart('cv.pdf', pdf).headers, cookie: user.cookie },
      });
      assert.equal(refused.statusCode, 415);
    });

    test('a user who may not upload to the library gets a daily ration of avatar uploads', async () => {
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#faad14' } })
        .png()
        .toBuffer();
      const upload = (cookie: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/account/avatar',
          ...multipart('me.png', image),
          headers: { ...multipart('me.png', image).headers, cookie },
        });
      const user = await signedInStaff(s.app, []);
      for (let index = 0; index < AVATAR_UPLOADS_PER_DAY; index += 1) {
        assert.equal((await upload(user.cookie)).statusCode, 200, `upload ${index + 1}`);
      }
      const refused = await upload(user.cookie);
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, 'RATE_LIMITED');
      const librarian = await signedInStaff(s.app, ['files:read', 'files:write']);
      await s.db
        .updateTable('files')
        .set({ created_by: librarian.id })
        .where('created_by', '=', user.id)
        .execute();
      assert.equal(
        (await upload(librarian.cookie)).statusCode,
        200,
        'the library’s writers are not rationed',
      );
    });

    test('a wrong current password and a weak new one are refused, each on its field', async () => {
      const user = await signedInStaff(s.app, []);
      const api = adminApi(s.app, user.cookie);
      const wrong = await api.post(`${PASSWORD}?lang=en_US`, {
        currentPassword: 'not my password',
        newPassword: 'a fresh and long passphrase',
      });
      assert.equal(wrong.status, 400);
      assert.deepEqual(wrong.body.errors, [
        { field: 'currentPassword', message: 'The current password is not correct.' },
      ]);
      for (const newPassword of ['12345678', 'password', '         ', user.username]) {
        const weak = await api.post(PASSWORD, { currentPassword: user.password, newPassword });
        assert.equal(weak.status, 400, JSON.stringify(newPassword));
        assert.deepEqual(
          weak.body.errors.map((error: { field: string }) => error.field),
          ['newPassword'],
        );
      }
      assert.equal((await postLogin(s.app, user.username, '12345678')).statusCode, 401);
      await signIn(s.app, user.username, user.password);
    });

    test('a new password ends the other sessions and keeps this one', async () => {
      const user = await createStaff(s.app);
      const here = await signIn(s.app, user.username, user.password);
      const elsewhere = await signIn(s.app, user.username, user.password);
      const changed = await adminApi(s.app, here).post(PASSWORD, {
        currentPassword: user.password,
        newPassword: 'Tide-Lantern-Orchard-42',
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual(changed.body.data, { removedBindings: [] });

      assert.equal((await adminApi(s.app, here).get(PROFILE)).status, 200, 'this session goes on');
      assert.equal((await adminApi(s.app, elsewhere).get(PROFILE)).status, 401, 'the other one ended');
      assert.equal((await postLogin(s.app, user.username, user.password)).statusCode, 401);
      await signIn(s.app, user.username, 'Tide-Lantern-Orchard-42');
      assert.equal((await adminApi(s.app, here).get(SECURITY)).body.data.passwordStrength, 'strong');
      const actions = (await auditEntries(s.app, 'staff', user.id)).map((entry) => entry.action);
      assert.ok(actions.includes('change-password'));
    });

    test('wrong current passwords are counted for the account, whatever the session: the fifth ends it', async () => {
      const user = await createStaff(s.app);
      const sessions = [
        await signIn(s.app, user.username, user.password),
        await signIn(s.app, user.username, user.password),
      ];
      const guess = (cookie: string, currentPassword: string) =>
        adminApi(s.app, cookie).post(`${PASSWORD}?lang=en_US`, {
          currentPassword,
          newPassword: 'Tide-Lantern-Orchard-42',
        });
      for (let attempt = 1; attempt <= 4; attempt++) {
        const wrong = await guess(sessions[attempt % 2]!, `guess ${attempt}`);
        assert.equal(wrong.status, 400, `guess ${attempt}`);
      }
      const fifth = await guess(sessions[1]!, 'guess 5');
      assert.equal(fifth.status, 429);
      assert.equal(fifth.body.code, 'RATE_LIMITED');
      assert.equal(
        fifth.body.message,
        'Too many wrong passwords for this account: you have been signed out here. Try again later.',
      );
      assert.equal(
        (await adminApi(s.app, sessions[1]).get(PROFILE)).status,
        401,
        'the guessing session ended',
      );

      const right = await guess(sessions[0]!, user.password);
      assert.equal(right.status, 429, 'the other session may not check either until the window passes');
      assert.equal((await adminApi(s.app, sessions[0]).get(PROFILE)).status, 401);
      assert.equal(
        (await postLogin(s.app, user.username, 'Tide-Lantern-Orchard-42')).statusCode,
        401,
        'unchanged',
      );

      await s.db
        .updateTable('account_check_failures')
        .set({ last_failed_at: new Date(Date.now() - 15 * 60 * 1000 - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const later = await guess(await signIn(s.app, user.username, user.password), user.password);
      assert.equal(later.status, 200, JSON.stringify(later.body));
    });

    test('the security items: strength rated at sign-in, answer stored hashed and never returned', async () => {
      const user = await signedInStaff(s.app, []);
      const api = adminApi(s.app, user.cookie);
      const initial = await api.get(SECURITY);
      assert.equal(initial.status, 200);
      assert.deepEqual(initial.body.data, {
        passwordStrength: 'strong',
        phone: '',
        question: '',
        backupEmail: '',
        mfa: { enabled: false, recoveryCodesLeft: 0 },
      });

      const saved = await api.put(SECURITY, {
        phone: '+86 139 0000 1111',
        question: 'First sensor you tested?',
        answer: 'Gyro G2',
        backupEmail: 'backup@example.com',
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.deepEqual(saved.body.data, {
        ...initial.body.data,
        phone: '+86 139 0000 1111',
        question: 'First sensor you tested?',
        backupEmail: 'backup@example.com',
      });
      assert.ok(!JSON.stringify((await api.get(SECURITY)).body).includes('Gyro'), 'the answer never leaves');
      const stored = await s.db
        .selectFrom('staff_profiles')
        .select('security_answer_hash')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.match(stored.security_answer_hash ?? '', /^\$argon2id\$/);
      const audit = JSON.stringify(await auditEntries(s.app, 'staff', user.id));
      assert.ok(!audit.includes('Gyro'), 'nor does the audit log keep it');

      const phoneOnly = await api.put(SECURITY, { phone: '' });
      assert.equal(phoneOnly.body.data.phone, '');
      assert.equal(phoneOnly.body.data.question, 'First sensor you tested?', 'absent fields are kept');

      const noAnswer = await api.put(`${SECURITY}?lang=en_US`, { question: 'Another question?' });
      assert.deepEqual(noAnswer.body.errors, [{ field: 'answer', message: 'The field is required.' }]);
      const badEmail = await api.put(SECURITY, { backupEmail: 'nope' });
      assert.equal(badEmail.body.errors[0].field, 'backupEmail');
      assert.equal((await api.get(SECURITY)).body.data.question, 'First sensor you tested?');

      const removed = await api.put(SECURITY, { question: '' });
      assert.equal(removed.body.data.question, '');
      const cleared = await s.db
        .selectFrom('staff_profiles')
        .select('security_answer_hash')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.equal(cleared.security_answer_hash, null);
    });

    test('a weak password that still signs in is shown as weak', async () => {
      const user = await createStaff(s.app, { password: 'password1' });
      const cookie = await signIn(s.app, user.username, user.password);
      assert.equal((await adminApi(s.app, cookie).get(SECURITY)).body.data.passwordStrength, 'weak');
    });
  });
}
