import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ADMIN_ROLE, ALL_AUTHORITIES } from '@coresense/shared';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signedInStaff, signIn, TEST_PASSWORD } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/staff';

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  name: `${username} 王`,
  email: `${username}@example.com`,
  phone: '+86 510 8888 0000',
  avatar: '',
  enabled: true,
  roleIds: [],
  password: 'a long enough password',
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office staff users (${backend.name})`, () => {
    const s = useTestApp(backend);
    let manager: Awaited<ReturnType<typeof signedInStaff>>;
    let api: ReturnType<typeof adminApi>;
    let editorRoleId: number;

    before(async () => {
      // Holds what the Editors role grants, so may hand it out.
      manager = await signedInStaff(s.app, ['staff:read', 'staff:write', 'products:read', 'products:write']);
      api = adminApi(s.app, manager.cookie);
      editorRoleId = await s.app.services.staff.ensureRole({
        name: 'Editors',
        authorities: ['products:read', 'products:write'],
      });
    });

    test('every route needs a session (401) and the staff authority (403)', async () => {
      const target = await createStaff(s.app);
      const removable = await createStaff(s.app);
      await assertRouteGuards(s.app, [
        { method: 'GET', url: URL, authority: 'staff:read', allowed: 200 },
        { method: 'GET', url: `${URL}/role-options`, authority: 'staff:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${target.id}`, authority: 'staff:read', allowed: 200 },
        { method: 'POST', url: URL, authority: 'staff:write', payload: newUser('guarded'), allowed: 200 },
        {
          method: 'PUT',
          url: `${URL}/${target.id}`,
          authority: 'staff:write',
          payload: newUser(target.username, { password: undefined }),
          allowed: 200,
        },
        { method: 'POST', url: `${URL}/${target.id}/reset-password`, authority: 'staff:write', allowed: 200 },
        { method: 'DELETE', url: `${URL}/${removable.id}`, authority: 'staff:write', allowed: 200 },
      ]);
    });

    test('a user is created with roles, read back without any password, and signs in', async () => {
      const created = await api.post(URL, newUser('liwei', { roleIds: [editorRoleId] }));
      assert.equal(created.status, 200);
      const user = created.body.data;
      assert.deepEqual(
        { ...user, id: 0, createTime: '', updateTime: '' },
        {
          id: 0,
          username: 'liwei',
          name: 'liwei 王',
          email: 'liwei@example.com',
          phone: '+86 510 8888 0000',
          avatar: '',
          enabled: true,
          roleIds: [editorRoleId],
          roles: [{ id: editorRoleId, name: 'Editors' }],
          createTime: '',
          updateTime: '',
        },
      );
      assert.doesNotMatch(JSON.stringify((await api.get(`${URL}/${user.id}`)).body), /password/i);

      const cookie = await signIn(s.app, 'liwei', 'a long enough password');
      const info = await s.get('/api/v1/sys/user/info', { cookie });
      assert.deepEqual(info.body.data.authorityList, ['products:read', 'products:write']);

      const [entry] = await auditEntries(s.app, 'staff', user.id);
      assert.equal(entry?.action, 'create');
      assert.equal(entry?.username, manager.username);
      assert.equal(entry?.changes.username, 'liwei');
      assert.doesNotMatch(JSON.stringify(entry), /long enough/);
    });

    test('usernames are unique and bad input is reported per field', async () => {
      await api.post(URL, newUser('zhangsan'));
      const duplicate = await api.post(`${URL}?lang=en_US`, newUser('zhangsan'));
      assert.equal(duplicate.status, 400);
      assert.deepEqual(duplicate.body.errors, [
        { field: 'username', message: 'This value is already in use.' },
      ]);

      const other = (await api.post(URL, newUser('lisi'))).body.data;
      const renamed = await api.put(`${URL}/${other.id}?lang=en_US`, newUser('zhangsan', { password: null }));
      assert.equal(renamed.status, 400);
      assert.deepEqual(renamed.body.errors, [
        { field: 'username', message: 'This value is already in use.' },
      ]);

      const invalid = await api.post(`${URL}?lang=en_US`, {
        username: 'has space',
        email: 'not-an-email',
        password: 'short',
        roleIds: ['x'],
      });
      assert.equal(invalid.status, 400);
      assert.equal(invalid.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(invalid.body.errors.map((error: { field: string }) => error.field).sort(), [
        'email',
        'password',
        'roleIds.0',
        'username',
      ]);
      assert.equal(
        invalid.body.errors.find((error: { field: string }) => error.field === 'password').message,
        'Must be at least 8 characters.',
      );

      const unknownRole = await api.post(URL, newUser('wangwu', { roleIds: [editorRoleId, 999_999] }));
      assert.equal(unknownRole.status, 400);
      assert.deepEqual(unknownRole.body.errors, [{ field: 'roleIds.1', message: '引用的记录不存在' }]);
      assert.equal((await api.get(`${URL}?keyword=wangwu`)).body.data.total, 0, 'nothing half-created');
    });

    test('the list filters by keyword, enabled and role, and sorts', async () => {
      await api.post(URL, newUser('filter-a', { roleIds: [editorRoleId], name: 'Alpha' }));
      await api.post(URL, newUser('filter-b', { enabled: false, name: 'Beta' }));
      const byKeyword = await api.get(`${URL}?keyword=FILTER-&sortField=username&sortOrder=descend`);
      assert.deepEqual(
        byKeyword.body.data.list.map((user: { username: string }) => user.username),
        ['filter-b', 'filter-a'],
      );
      assert.equal(byKeyword.body.data.total, 2);
      const disabled = await api.get(`${URL}?keyword=filter-&enabled=false`);
      assert.deepEqual(
        disabled.body.data.list.map((user: { username: string }) => user.username),
        ['filter-b'],
      );
      const withRole = await api.get(`${URL}?roleId=${editorRoleId}`);
      assert.ok(
        withRole.body.data.list.every((user: { roleIds: number[] }) => user.roleIds.includes(editorRoleId)),
      );
      assert.ok(withRole.body.data.list.some((user: { username: string }) => user.username === 'filter-a'));
      assert.equal((await api.get(`${URL}?sortField=password`)).status, 400);
      assert.equal((await api.get(`${URL}?pageSize=101`)).status, 400);
    });

    test('an update without a password keeps it; with one, it changes', async () => {
      const user = (await api.post(URL, newUser('keeper'))).body.data;
      const updated = await api.put(
        `${URL}/${user.id}`,
        newUser('keeper', { name: 'Renamed', roleIds: [editorRoleId], password: undefined }),
      );
      assert.equal(updated.status, 200);
      assert.equal(updated.body.data.name, 'Renamed');
      assert.deepEqual(updated.body.data.roleIds, [editorRoleId]);
      await signIn(s.app, 'keeper', 'a long enough password');
      assert.equal(
        (
          await api.put(
            `${URL}/${user.id}`,
            newUser('keeper', { name: 'Renamed', roleIds: [editorRoleId], password: '' }),
          )
        ).status,
        200,
      );
      await signIn(s.app, 'keeper', 'a long enough password');
      const tooShort = await api.put(
        `${URL}/${user.id}?lang=en_US`,
        newUser('keeper', { password: 'short' }),
      );
      assert.deepEqual(tooShort.body.errors, [
        { field: 'password', message: 'Must be at least 8 characters.' },
      ]);

      await api.put(`${URL}/${user.id}`, newUser('keeper', { password: 'a brand new password' }));
      assert.equal((await postLogin(s.app, 'keeper', 'a long enough password')).statusCode, 401);
      await signIn(s.app, 'keeper', 'a brand new password');

      const entries = await auditEntries(s.app, 'staff', user.id);
      assert.deepEqual(entries[1]?.changes, {
        name: { from: 'keeper 王', to: 'Renamed' },
        roleIds: { from: [], to: [editorRoleId] },
      });
      assert.deepEqual(
        entries.map((entry) => entry.changes.passwordChanged === true),
        [false, false, false, true],
        'only the write that set a password says so',
      );
      assert.equal((await api.put(`${URL}/999999`, newUser('ghost'))).status, 404);
    });

    test('a reset password is answered once, signs in, and ends the old sessions', async () => {
      const user = (await api.post(URL, newUser('forgetful'))).body.data;
      const oldSession = await signIn(s.app, 'forgetful', 'a long enough password');

      const reset = await api.post(`${URL}/${user.id}/reset-password`, {});
      assert.equal(reset.status, 200);
      assert.equal(reset.headers['cache-control'], 'no-store');
      const { password } = reset.body.data;
      assert.equal(reset.body.data.username, 'forgetful');
      assert.match(password, /^[A-Za-z0-9_-]{24}$/);

      assert.equal((await postLogin(s.app, 'forgetful', 'a long enough password')).statusCode, 401);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: oldSession })).status, 401);
      await signIn(s.app, 'forgetful', password);

      const again = await api.post(`${URL}/${user.id}/reset-password`, {});
      assert.notEqual(again.body.data.password, password);
      assert.equal(
        (await postLogin(s.app, 'forgetful', password)).statusCode,
        401,
        'a used password is gone',
      );
      assert.doesNotMatch(JSON.stringify((await api.get(`${URL}/${user.id}`)).body), new RegExp(password));
      const resets = (await auditEntries(s.app, 'staff', user.id)).filter(
        (e) => e.action === 'reset-password',
      );
      assert.equal(resets.length, 2);
      assert.doesNotMatch(JSON.stringify(resets), new RegExp(again.body.data.password));
      assert.equal((await api.post(`${URL}/999999/reset-password`, {})).status, 404);
    });

    test('resetting one’s own password keeps the session it was done from', async () => {
      const self = await signedInStaff(s.app, ['staff:write']);
      const otherSession = await signIn(s.app, self.username, TEST_PASSWORD);
      const reset = await adminApi(s.app, self.cookie).post(`${URL}/${self.id}/reset-password`, {});
      assert.equal(reset.status, 200);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: self.cookie })).status, 200);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: otherSession })).status, 401);
    });

    test('nobody can disable or delete themself', async () => {
      const self = (await api.get(`${URL}/${manager.id}`)).body.data;
      const disable = await api.put(`${URL}/${manager.id}?lang=en_US`, { ...self, enabled: false });
      assert.equal(disable.status, 400);
      assert.deepEqual(disable.body.errors, [
        { field: 'enabled', message: 'You cannot do this to your own account.' },
      ]);
      const remove = await api.delete(`${URL}/${manager.id}`);
      assert.equal(remove.status, 400);
      assert.deepEqual(remove.body.errors, [{ field: 'id', message: '不能对自己的账号执行此操作' }]);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie: manager.cookie })).status, 200);
      assert.equal((await api.put(`${URL}/${manager.id}`, { ...self, name: 'Still me' })).status, 200);
    });

    test('disabling a user ends their sessions at once, and they stay ended', async () => {
      const target = await createStaff(s.app);
      const cookie = await signIn(s.app, target.username, target.password);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 200);

      const user = (await api.get(`${URL}/${target.id}`)).body.data;
      assert.equal((await api.put(`${URL}/${target.id}`, { ...user, enabled: false })).status, 200);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401);
      const sessions = await s.db
        .selectFrom('sessions')
        .where('user_id', '=', target.id)
        .selectAll()
        .execute();
      assert.deepEqual(sessions, []);
      assert.equal((await postLogin(s.app, target.username, target.password)).statusCode, 401);

      assert.equal((await api.put(`${URL}/${target.id}`, { ...user, enabled: true })).status, 200);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401, 'the old session is gone');
      await signIn(s.app, target.username, target.password);
    });

    test('a deleted user is gone, with their sessions', async () => {
      const target = await createStaff(s.app);
      const cookie = await signIn(s.app, target.username, target.password);
      const removed = await api.delete(`${URL}/${target.id}`);
      assert.deepEqual(removed.body, { success: true, data: { id: target.id } });
      assert.equal((await api.get(`${URL}/${target.id}`)).status, 404);
      assert.equal((await s.get('/api/v1/sys/user/info', { cookie })).status, 401);
      assert.equal((await api.delete(`${URL}/${target.id}`)).status, 404);
      const [entry] = (await auditEntries(s.app, 'staff', target.id)).filter((e) => e.action === 'delete');
      assert.equal(entry?.changes.username, target.username);
    });

    test('role options list every role for the staff editor', async () => {
      const options = await api.get(`${URL}/role-options`);
      assert.ok(
        options.body.data.some((option: { label: string; value: number }) => option.value === editorRoleId),
      );
    });
  });

  describe(`staff users are given only roles their editor could grant (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('a staff manager cannot hand out the admin role, even to themself, but can give what they hold', async () => {
      const adminRole = await s.app.services.staff.ensureRole({
        name: ADMIN_ROLE,
        builtin: true,
        authorities: ALL_AUTHORITIES,
      });
      const readers = await s.app.services.staff.ensureRole({
        name: 'Staff readers',
        authorities: ['staff:read'],
      });
      const editors = await s.app.services.staff.ensureRole({
        name: 'Editors',
        authorities: ['products:write'],
      });
      const manager = await signedInStaff(s.app, ['staff:read', 'staff:write']);
      const api = adminApi(s.app, manager.cookie);
      const refusal = [{ field: 'roleIds', message: 'You can only grant authorities you hold yourself.' }];

      const self = (await api.get(`${URL}/${manager.id}`)).body.data;
      const promoted = await api.put(`${URL}/${manager.id}?lang=en_US`, {
        ...self,
        roleIds: [...self.roleIds, adminRole],
      });
      assert.equal(promoted.status, 400);
      assert.equal(promoted.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(promoted.body.errors, refusal);
      const info = await s.get('/api/v1/sys/user/info', { cookie: manager.cookie });
      assert.deepEqual(info.body.data.authorityList, ['staff:read', 'staff:write'], 'still only staff');

      const accomplice = await api.post(`${URL}?lang=zh_CN`, newUser('accomplice', { roleIds: [adminRole] }));
      assert.equal(accomplice.status, 400);
      assert.deepEqual(accomplice.body.errors, [{ field: 'roleIds', message: '只能授予您自己拥有的权限' }]);
      assert.equal((await api.get(`${URL}?keyword=accomplice`)).body.data.total, 0);
      const other = await createStaff(s.app);
      const otherUser = (await api.get(`${URL}/${other.id}`)).body.data;
      const mixed = await api.put(`${URL}/${other.id}?lang=en_US`, {
        ...otherUser,
        roleIds: [readers, editors],
      });
      assert.deepEqual(mixed.body.errors, refusal, 'one role with an authority not held spoils the write');

      const reader = await api.post(URL, newUser('reader', { roleIds: [readers] }));
      assert.equal(reader.status, 200, 'a role carrying only authorities held may be given');
      const withReaders = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(withReaders.id, [readers]);
      const kept = (await api.get(`${URL}/${withReaders.id}`)).body.data;
      const renamed = await api.put(`${URL}/${withReaders.id}`, {
        ...kept,
        name: 'Renamed',
        roleIds: [readers],
      });
      assert.equal(renamed.status, 200, 'a role the user already has may stay');
      assert.equal((await api.put(`${URL}/${withReaders.id}`, { ...kept, roleIds: [] })).status, 200);
      const withEditors = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(withEditors.id, [editors]);
      const outranking = (await api.get(`${URL}/${withEditors.id}`)).body.data;
      const untouchable = await api.put(`${URL}/${withEditors.id}`, { ...outranking, roleIds: [] });
      assert.equal(untouchable.status, 403, 'a user holding an authority the manager lacks is out of reach');

      const administrator = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(administrator.id, [adminRole]);
      const adminCookie = await signIn(s.app, administrator.username, administrator.password);
      const granted = await adminApi(s.app, adminCookie).put(`${URL}/${manager.id}`, {
        ...self,
        roleIds: [adminRole],
      });
      assert.equal(granted.status, 200, 'an administrator may give every role');
      assert.deepEqual(granted.body.data.roleIds, [adminRole]);
    });
  });

  describe(`the last holder of roles:write (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('cannot strip themself of the role, while another enabled holder makes it possible', async () => {
      // Only a user holding every authority of a holder may disable, delete or demote them, and
      // such a user holds roles:write too: the last holder can only be lost by their own hand.
      const holderRole = await s.app.services.staff.ensureRole({
        name: 'Access managers',
        authorities: ['roles:read', 'roles:write', 'staff:read', 'staff:write'],
      });
      const holder = await createStaff(s.app, { username: 'only-holder' });
      await s.app.services.staff.setUserRoles(holder.id, [holderRole]);
      const api = adminApi(s.app, await signIn(s.app, holder.username, holder.password));
      const user = (await api.get(`${URL}/${holder.id}`)).body.data;

      const strip = await api.put(`${URL}/${holder.id}?lang=en_US`, { ...user, roleIds: [] });
      assert.equal(strip.status, 400);
      assert.deepEqual(strip.body.errors, [
        {
          field: 'roleIds',
          message: 'At least one enabled user must keep the authority to manage roles (roles:write).',
        },
      ]);
      const unchanged = (await api.get(`${URL}/${holder.id}`)).body.data;
      assert.equal(unchanged.enabled, true);
      assert.deepEqual(unchanged.roleIds, [holderRole]);
      assert.deepEqual(await auditEntries(s.app, 'staff', holder.id), [], 'refused writes leave no entry');

      // A disabled second holder does not count.
      const second = await createStaff(s.app, { username: 'second-holder', enabled: false });
      await s.app.services.staff.setUserRoles(second.id, [holderRole]);
      assert.equal((await api.put(`${URL}/${holder.id}`, { ...user, roleIds: [] })).status, 400);

      const secondUser = (await api.get(`${URL}/${second.id}`)).body.data;
      assert.equal((await api.put(`${URL}/${second.id}`, { ...secondUser, enabled: true })).status, 200);
      assert.equal((await api.put(`${URL}/${holder.id}`, { ...user, roleIds: [] })).status, 200);
      const secondApi = adminApi(s.app, await signIn(s.app, second.username, second.password));
      const lastNow = await secondApi.put(`${URL}/${second.id}`, {
        ...secondUser,
        enabled: true,
        roleIds: [],
      });
      assert.equal(lastNow.status, 400, 'the second holder has become the last one');
    });
  });
}
