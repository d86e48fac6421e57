import assert from 'node:assert/strict';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ADMIN_ROLE, ALL_AUTHORITIES } from '@coresense/shared';
import { createStaff, signIn } from '../../test-support/auth.ts';
import { afterTest, buildTestApp, testBackends, testConfig } from '../../test-support/test-app.ts';
import { ensureInitialAdmin, INITIAL_PASSWORD_FILE } from './initial-admin.ts';

const silentLog = { info() {}, warn() {} };

function capture() {
  const lines: string[] = [];
  return { lines, out: { write: (chunk: string) => lines.push(chunk) > 0 } };
}

for (const backend of testBackends()) {
  describe(`the first administrator (${backend.name})`, () => {
    test('without ADMIN_PASSWORD a generated password is printed once, kept in a 0600 file, and signs in', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const config = testConfig(dataDir, { adminUsername: 'chief', adminPassword: undefined });
      const { lines, out } = capture();
      await ensureInitialAdmin(app.db, config, silentLog, out);

      const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      const password = (await readFile(file, 'utf8')).trim();
      assert.ok(password.length >= 20, 'a strong password');
      assert.match(lines.join(''), new RegExp(`chief[\\s\\S]*${password}`));

      const response = await app.inject({
        method: 'POST',
        url: '/api/login/account',
        payload: { username: 'chief', password, type: 'account' },
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().currentAuthority, [...ALL_AUTHORITIES].sort());

      await rm(file);
      const later = capture();
      await ensureInitialAdmin(app.db, config, silentLog, later.out);
      assert.deepEqual(later.lines, [], 'printed only once');
      await assert.rejects(stat(file), 'no new password once staff exist');
      assert.equal(await app.services.staff.countUsers(), 1);
    });

    test('ADMIN_PASSWORD is used as given and nothing is written or printed', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const config = testConfig(dataDir, { adminUsername: 'root', adminPassword: 'a chosen password' });
      const { lines, out } = capture();
      await ensureInitialAdmin(app.db, config, silentLog, out);
      assert.deepEqual(lines, []);
      await assert.rejects(stat(path.join(dataDir, INITIAL_PASSWORD_FILE)));
      await signIn(app, 'root', 'a chosen password');
    });

    test('no administrator is added to a database that already has staff', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      await createStaff(app, { username: 'existing' });
      await ensureInitialAdmin(app.db, testConfig(dataDir), silentLog, capture().out);
      const usernames = await app.db.selectFrom('staff_users').select('username').execute();
      assert.deepEqual(
        usernames.map((row) => row.username),
        ['existing'],
      );
    });

    test('every start gives the built-in admin role every authority again', async (t) => {
      const { app, dataDir } = await buildTestApp(backend, { cleanup: afterTest(t) });
      const config = testConfig(dataDir, { adminUsername: 'root', adminPassword: 'a chosen password' });
      await ensureInitialAdmin(app.db, config, silentLog, capture().out);
      const role = await app.db
        .selectFrom('roles')
        .where('name', '=', ADMIN_ROLE)
        .select(['id', 'builtin'])
        .executeTakeFirstOrThrow();
      assert.ok(role.builtin);
      await app.db
        .deleteFrom('role_authorities')
        .where('role_id', '=', role.id)
        .where('authority', 'in', ['blocks:write', 'staff:write'])
        .execute();
      await app.db
        .insertInto('role_authorities')
        .values({ role_id: role.id, authority: 'retired:read' })
        .execute();

      await ensureInitialAdmin(app.db, config, silentLog, capture().out);
      const held = await app.db
        .selectFrom('role_authorities')
        .where('role_id', '=', role.id)
        .select('authority')
        .execute();
      assert.deepEqual(held.map((row) => row.authority).sort(), [...ALL_AUTHORITIES].sort());
    });
  });
}
