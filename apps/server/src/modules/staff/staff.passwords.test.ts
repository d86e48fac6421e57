import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { passwordStrength } from '@coresense/shared/password-strength';
import { adminApi } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signedInStaff, signIn } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { afterTest, buildTestApp, testBackends, testConfig } from '../../test-support/test-app.ts';
import { ensureInitialAdmin } from './initial-admin.ts';

const URL = '/api/v1/admin/staff';
const WEAK = [
  {
    field: 'password',
    message:
      'This password is too easy to guess: avoid common passwords, sequences and passwords made only of spaces.',
  },
];

const newUser = (username: string, password: string | undefined) => ({
  username,
  name: '',
  email: '',
  phone: '',
  avatar: '',
  enabled: true,
  roleIds: [],
  password,
});

for (const backend of testBackends()) {
  describe(`staff passwords must not be weak (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('creating a user with a common or whitespace-only password is refused on the password field', async () => {
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const api = adminApi(s.app, manager.cookie);
      for (const password of ['12345678', 'password', '        ', 'weakling1', 'Passw0rd!']) {
        const created = await api.post(`${URL}?lang=en_US`, newUser('weakling1', password));
        assert.equal(created.status, 400, JSON.stringify(password));
        assert.equal(created.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(created.body.errors, WEAK, JSON.stringify(password));
      }
      const chinese = await api.post(`${URL}?lang=zh_CN`, newUser('weakling1', '12345678'));
      assert.deepEqual(chinese.body.errors, [
        { field: 'password', message: '密码太容易被猜到：请不要使用常见密码、连续字符或只含空格的密码' },
      ]);
      assert.equal((await api.get(`${URL}?keyword=weakling1`)).body.data.total, 0, 'nobody was created');

      const strong = await api.post(URL, newUser('weakling1', 'a long enough password'));
      assert.equal(strong.status, 200);
    });

    test('setting a weak password on update is refused and the old one keeps working', async () => {
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const api = adminApi(s.app, manager.cookie);
      const target = await createStaff(s.app);
      const user = (await api.get(`${URL}/${target.id}`)).body.data;
      for (const password of ['12345678', 'password', '        ']) {
        const updated = await api.put(`${URL}/${target.id}?lang=en_US`, { ...user, password });
        assert.equal(updated.status, 400, JSON.stringify(password));
        assert.deepEqual(updated.body.errors, WEAK);
        assert.equal((await postLogin(s.app, target.username, password)).statusCode, 401);
      }
      await signIn(s.app, target.username, target.password);
      assert.equal(
        (await api.put(`${URL}/${target.id}`, { ...user, password: '' })).status,
        200,
        'empty keeps it',
      );
      assert.equal(
        (await api.put(`${URL}/${target.id}`, { ...user, password: 'another long passphrase' })).status,
        200,
      );
      await signIn(s.app, target.username, 'another long passphrase');
    });

    test('a reset gives a strong password', async () => {
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const target = await createStaff(s.app);
      const reset = await adminApi(s.app, manager.cookie).post(`${URL}/${target.id}/reset-password`, {});
      assert.equal(passwordStrength(reset.body.data.password), 'strong');
    });
  });

  describe(`a weak ADMIN_PASSWORD (${backend.name})`, () => {
    test('still creates the first administrator, with a warning', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const warnings: string[] = [];
      const log = { info() {}, warn: (_fields: object, message: string) => void warnings.push(message) };
      const config = testConfig(dataDir, { adminUsername: 'root', adminPassword: '12345678' });
      await ensureInitialAdmin(app.db, config, log as never, { write: () => true });
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, /ADMIN_PASSWORD is weak/);
      await signIn(app, 'root', '12345678');
    });

    test('a strong one warns about nothing', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const warnings: string[] = [];
      const log = { info() {}, warn: (_fields: object, message: string) => void warnings.push(message) };
      const config = testConfig(dataDir, {
        adminUsername: 'root',
        adminPassword: 'admin-password-for-tests',
      });
      await ensureInitialAdmin(app.db, config, log as never, { write: () => true });
      assert.deepEqual(warnings, []);
    });
  });
}
