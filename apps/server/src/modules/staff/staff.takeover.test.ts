import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN_ROLE } from '@coresense/shared';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signedInStaff, signIn, TEST_PASSWORD } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ensureInitialAdmin } from './initial-admin.ts';

const URL = '/api/v1/admin/staff';
const ROLES = '/api/v1/admin/roles';
const OUTRANKED =
  'This user holds authorities you do not hold: you cannot change, disable or delete them, or reset their password.';
const quiet = { info: () => {}, warn: () => {} };
const silentOut = { write: () => true };

/** The built-in administrator `admin` as first start creates it, holding the admin role. */
function createInitialAdmin(db: Parameters<typeof ensureInitialAdmin>[0]) {
  return ensureInitialAdmin(
    db,
    { adminUsername: 'admin', adminPassword: TEST_PASSWORD, dataDir: '' },
    quiet,
    silentOut,
  );
}

for (const backend of testBackends()) {
  describe(`a staff manager cannot take over or lock out a user who outranks them (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('staff:write alone cannot reset, set, disable, strip or delete the built-in administrator', async () => {
      await createInitialAdmin(s.db);
      const admin = await s.db
        .selectFrom('staff_users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      const attacker = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const api = adminApi(s.app, attacker.cookie);
      const record = (await api.get(`${URL}/${admin.id}`)).body.data;

      const reset = await api.post(`${URL}/${admin.id}/reset-password?lang=en_US`, {});
      assert.equal(reset.status, 403);
      assert.deepEqual(reset.body, { success: false, code: 'FORBIDDEN', message: OUTRANKED });

      const attempts = [
        api.put(`${URL}/${admin.id}`, { ...record, password: 'the attacker now knows this one' }),
        api.put(`${URL}/${admin.id}`, { ...record, enabled: false }),
        api.put(`${URL}/${admin.id}`, { ...record, roleIds: [] }),
        api.put(`${URL}/${admin.id}`, { ...record, email: 'attacker@example.com' }),
        api.delete(`${URL}/${admin.id}`),
      ];
      for (const attempt of await Promise.all(attempts)) {
        assert.equal(attempt.status, 403);
        assert.equal(attempt.body.code, 'FORBIDDEN');
        assert.equal(
          attempt.body.message,
          '该用户拥有您没有的权限，您不能修改、停用、删除该用户或重置其密码',
        );
      }

      assert.equal((await postLogin(s.app, 'admin', 'the attacker now knows this one')).statusCode, 401);
      const adminCookie = await signIn(s.app, 'admin', TEST_PASSWORD);
      const info = await s.get('/api/v1/sys/user/info', { cookie: adminCookie });
      assert.ok(
        info.body.data.authorityList.includes('roles:write'),
        'the administrator keeps every authority',
      );
      assert.deepEqual((await api.get(`${URL}/${admin.id}`)).body.data, record, 'nothing changed');
      assert.deepEqual(await auditEntries(s.app, 'staff', admin.id), [], 'refused writes leave no entry');

      // The administrator, who holds everything the manager holds, may still manage them.
      const adminApiCalls = adminApi(s.app, adminCookie);
      assert.equal((await adminApiCalls.post(`${URL}/${attacker.id}/reset-password`, {})).status, 200);
    });

    test('a user holding nothing the manager lacks can still be reset and edited', async () => {
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write', 'news:write']);
      const api = adminApi(s.app, manager.cookie);
      const peer = await createStaff(s.app, { authorities: ['staff:read', 'news:write'] });
      const reset = await api.post(`${URL}/${peer.id}/reset-password`, {});
      assert.equal(reset.status, 200);
      assert.equal((await postLogin(s.app, peer.username, reset.body.data.password)).statusCode, 200);
      const record = (await api.get(`${URL}/${peer.id}`)).body.data;
      assert.equal((await api.put(`${URL}/${peer.id}`, { ...record, enabled: false })).status, 200);

      const outranking = await createStaff(s.app, { authorities: ['news:write', 'members:read'] });
      const refused = await api.post(`${URL}/${outranking.id}/reset-password`, {});
      assert.equal(refused.status, 403, 'one authority the manager lacks is enough to refuse');
      assert.equal((await postLogin(s.app, outranking.username, outranking.password)).statusCode, 200);
    });
  });

  describe(`the last administrator and the last staff manager stay (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('the only enabled holder of the admin role cannot lose it; with a second one, it can', async () => {
      await createInitialAdmin(s.db);
      const cookie = await signIn(s.app, 'admin', TEST_PASSWORD);
      const api = adminApi(s.app, cookie);
      const self = (await api.get(`${URL}?keyword=admin`)).body.data.list.find(
        (user: { username: string }) => user.username === 'admin',
      );
      // A role with every authority but `admin` would still leave nobody holding the built-in role.
      const everything = (await api.get(`${ROLES}?keyword=${ADMIN_ROLE}`)).body.data.list[0].authorities;
      const lookalike = (
        await api.post(ROLES, { name: 'Almost admin', description: '', authorities: everything })
      ).body.data;
      const demoted = await api.put(`${URL}/${self.id}?lang=en_US`, { ...self, roleIds: [lookalike.id] });
      assert.equal(demoted.status, 400);
      assert.deepEqual(demoted.body.errors, [
        { field: 'roleIds', message: 'At least one enabled user must keep the built-in admin role.' },
      ]);
      assert.deepEqual((await api.get(`${URL}/${self.id}`)).body.data.roleIds, self.roleIds);

      const second = await createStaff(s.app, { username: 'second-admin' });
      const secondUser = (await api.get(`${URL}/${second.id}`)).body.data;
      assert.equal(
        (await api.put(`${URL}/${second.id}`, { ...secondUser, roleIds: self.roleIds })).status,
        200,
      );
      const secondApi = adminApi(s.app, await signIn(s.app, second.username, second.password));
      const promotedSecond = (await api.get(`${URL}/${second.id}`)).body.data;
      assert.equal((await api.put(`${URL}/${self.id}`, { ...self, roleIds: [lookalike.id] })).status, 200);

      const disabled = await secondApi.put(`${URL}/${self.id}`, {
        ...self,
        roleIds: self.roleIds,
        enabled: false,
      });
      assert.equal(disabled.status, 200, 'the first one no longer holds the role: disabling them is fine');
      const lastOne = await secondApi.put(`${URL}/${second.id}`, {
        ...promotedSecond,
        roleIds: [lookalike.id],
      });
      assert.equal(lastOne.status, 400);
      assert.equal(lastOne.body.errors[0].field, 'roleIds');
    });

    test('the last enabled holder of staff:write cannot take it from their role', async () => {
      const people = await s.app.services.staff.ensureRole({
        name: 'People',
        authorities: ['staff:read', 'staff:write', 'roles:read', 'roles:write'],
      });
      const holder = await createStaff(s.app, { username: 'people-holder' });
      await s.app.services.staff.setUserRoles(holder.id, [people]);
      const others = await s.db
        .selectFrom('staff_users')
        .select('id')
        .where('username', '!=', 'people-holder')
        .execute();
      // Nobody else keeps staff:write in this part of the test.
      for (const other of others) await s.app.services.staff.setUserRoles(other.id, []);
      const api = adminApi(s.app, await signIn(s.app, holder.username, holder.password));
      const weakened = await api.put(`${ROLES}/${people}?lang=en_US`, {
        name: 'People',
        description: '',
        authorities: ['staff:read', 'roles:read', 'roles:write'],
      });
      assert.equal(weakened.status, 400);
      assert.deepEqual(weakened.body.errors, [
        {
          field: 'authorities',
          message: 'At least one enabled user must keep the authority to manage staff (staff:write).',
        },
      ]);
      assert.ok((await api.get(`${ROLES}/${people}`)).body.data.authorities.includes('staff:write'));
    });
  });
}
