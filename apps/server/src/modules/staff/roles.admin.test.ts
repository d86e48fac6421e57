import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ADMIN_ROLE, ALL_AUTHORITIES } from '@coresense/shared';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { createStaff, signedInStaff, signIn } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/roles';

const role = (name: string, authorities: string[], description = '') => ({ name, description, authorities });

for (const backend of testBackends()) {
  describe(`back-office roles and authorities (${backend.name})`, () => {
    const s = useTestApp(backend);
    let api: ReturnType<typeof adminApi>;
    let adminRoleId: number;

    before(async () => {
      adminRoleId = await s.app.services.staff.ensureRole({
        name: ADMIN_ROLE,
        builtin: true,
        authorities: ALL_AUTHORITIES,
      });
      const administrator = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(administrator.id, [adminRoleId]);
      api = adminApi(s.app, await signIn(s.app, administrator.username, administrator.password));
    });

    test('every route needs a session (401) and the roles authority (403)', async () => {
      const existing = (await api.post(URL, role('Guard target', ['news:read']))).body.data;
      const removable = (await api.post(URL, role('Guard removable', []))).body.data;
      await assertRouteGuards(s.app, [
        { method: 'GET', url: URL, authority: 'roles:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${existing.id}`, authority: 'roles:read', allowed: 200 },
        { method: 'GET', url: '/api/v1/admin/authorities', authority: 'roles:read', allowed: 200 },
        {
          method: 'POST',
          url: URL,
          authority: 'roles:write',
          payload: role('Guard created', ['roles:write']),
          allowed: 200,
        },
        {
          method: 'PUT',
          url: `${URL}/${existing.id}`,
          authority: 'roles:write',
          payload: role('Guard target', ['news:read'], 'Keeps what it had'),
          allowed: 200,
        },
        { method: 'DELETE', url: `${URL}/${removable.id}`, authority: 'roles:write', allowed: 200 },
      ]);
    });

    test('authorities are listed grouped by resource', async () => {
      const groups = (await api.get('/api/v1/admin/authorities')).body.data;
      assert.deepEqual(groups[0], { resource: 'dashboard', authorities: ['dashboard:read'] });
      assert.deepEqual(
        groups.find((group: { resource: string }) => group.resource === 'products'),
        { resource: 'products', authorities: ['products:read', 'products:write'] },
      );
      assert.deepEqual(
        groups.flatMap((group: { authorities: string[] }) => group.authorities).sort(),
        [...ALL_AUTHORITIES].sort(),
      );
    });

    test('a role grants its authorities to its users at once', async () => {
      const created = await api.post(
        URL,
        role('会员管理', ['members:read', 'members:write'], 'Looks after members'),
      );
      assert.equal(created.status, 200);
      const record = created.body.data;
      assert.deepEqual(
        { ...record, id: 0, createTime: '', updateTime: '' },
        {
          id: 0,
          name: '会员管理',
          description: 'Looks after members',
          authorities: ['members:read', 'members:write'],
          builtin: false,
          userCount: 0,
          createTime: '',
          updateTime: '',
        },
      );
      const writer = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(writer.id, [record.id]);
      const cookie = await signIn(s.app, writer.username, writer.password);
      assert.equal((await s.get('/api/v1/admin/members', { cookie })).status, 200);

      const updated = await api.put(`${URL}/${record.id}`, role('会员管理', ['members:read']));
      assert.deepEqual(updated.body.data.authorities, ['members:read']);
      assert.equal(updated.body.data.userCount, 1);
      const write = await adminApi(s.app, cookie).delete('/api/v1/admin/members/1');
      assert.equal(write.status, 403, 'the taken authority no longer works, in the same session');

      const entries = await auditEntries(s.app, 'roles', record.id);
      assert.deepEqual(
        entries.map((entry) => entry.action),
        ['create', 'update'],
      );
      assert.deepEqual(entries[1]?.changes, {
        authorities: { from: ['members:read', 'members:write'], to: ['members:read'] },
        description: { from: 'Looks after members', to: '' },
      });
    });

    test('unknown authorities, blank and duplicate names are refused per field', async () => {
      const unknown = await api.post(`${URL}?lang=en_US`, role('Bad', ['news:read', 'news:delete']));
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(unknown.body.errors, [
        { field: 'authorities.1', message: 'The value is not allowed.' },
      ]);
      const blank = await api.post(`${URL}?lang=en_US`, role('  ', []));
      assert.deepEqual(blank.body.errors, [{ field: 'name', message: 'The field is required.' }]);
      await api.post(URL, role('Twin', []));
      const twin = await api.post(`${URL}?lang=en_US`, role('Twin', []));
      assert.equal(twin.status, 400);
      assert.deepEqual(twin.body.errors, [{ field: 'name', message: 'This value is already in use.' }]);
    });

    test('the list filters by keyword and sorts by user count', async () => {
      const busy = (await api.post(URL, role('Sorted busy', []))).body.data;
      await api.post(URL, role('Sorted idle', []));
      const member = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(member.id, [busy.id]);
      const list = await api.get(`${URL}?keyword=sorted&sortField=userCount&sortOrder=descend`);
      assert.deepEqual(
        list.body.data.list.map((item: { name: string; userCount: number }) => [item.name, item.userCount]),
        [
          ['Sorted busy', 1],
          ['Sorted idle', 0],
        ],
      );
      assert.equal(list.body.data.total, 2);
    });

    test('an editor can add to a role only the authorities they hold themself', async () => {
      const limited = await signedInStaff(s.app, ['roles:read', 'roles:write']);
      const limitedApi = adminApi(s.app, limited.cookie);
      const target = (await api.post(URL, role('Grant target', ['news:read']))).body.data;

      const escalated = await limitedApi.put(
        `${URL}/${target.id}?lang=en_US`,
        role('Grant target', ['news:read', 'products:write']),
      );
      assert.equal(escalated.status, 400);
      assert.equal(escalated.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(escalated.body.errors, [
        { field: 'authorities', message: 'You can only grant authorities you hold yourself.' },
      ]);
      const created = await limitedApi.post(`${URL}?lang=zh_CN`, role('Grant new', ['products:write']));
      assert.equal(created.status, 400);
      assert.deepEqual(created.body.errors, [{ field: 'authorities', message: '只能授予您自己拥有的权限' }]);
      assert.equal((await api.get(`${URL}?keyword=Grant%20new`)).body.data.total, 0);

      const own = (await api.get(`${URL}?keyword=role-of-${limited.username}`)).body.data.list[0];
      const selfGrant = await limitedApi.put(
        `${URL}/${own.id}`,
        role(own.name, ['roles:read', 'roles:write', 'staff:write']),
      );
      assert.equal(selfGrant.status, 400, 'not even to their own role');
      const info = await s.get('/api/v1/sys/user/info', { cookie: limited.cookie });
      assert.deepEqual(info.body.data.authorityList, ['roles:read', 'roles:write']);
      assert.deepEqual((await api.get(`${URL}/${target.id}`)).body.data.authorities, ['news:read']);

      const held = await limitedApi.put(
        `${URL}/${target.id}`,
        role('Grant target', ['news:read', 'roles:read']),
      );
      assert.equal(held.status, 200, 'an authority held may be added, one already there may stay');
      assert.deepEqual(held.body.data.authorities, ['news:read', 'roles:read']);
      const removed = await limitedApi.put(`${URL}/${target.id}`, role('Grant target', []));
      assert.equal(removed.status, 200, 'taking away needs no such right');
      const restored = await api.put(`${URL}/${target.id}`, role('Grant target', ['products:write']));
      assert.equal(restored.status, 200, 'the administrator holds every authority');
    });

    test('the built-in admin role keeps every authority, its name, and its existence', async () => {
      const all = [...ALL_AUTHORITIES];
      const fewer = await api.put(`${URL}/${adminRoleId}?lang=en_US`, role(ADMIN_ROLE, all.slice(1)));
      assert.equal(fewer.status, 400);
      assert.deepEqual(fewer.body.errors, [
        { field: 'authorities', message: 'A built-in role cannot be deleted, renamed or lose authorities.' },
      ]);
      const renamed = await api.put(`${URL}/${adminRoleId}`, role('superuser', all));
      assert.equal(renamed.status, 400);
      assert.equal(renamed.body.errors[0].field, 'name');
      const removed = await api.delete(`${URL}/${adminRoleId}`);
      assert.equal(removed.status, 400);
      assert.equal(removed.body.errors[0].field, 'id');

      const described = await api.put(`${URL}/${adminRoleId}`, role(ADMIN_ROLE, all, 'Everything'));
      assert.equal(described.status, 200);
      assert.equal(described.body.data.builtin, true);
      assert.equal(described.body.data.description, 'Everything');
      assert.equal(described.body.data.authorities.length, all.length);
    });

    test('deleting a role in use takes it from its users', async () => {
      const temporary = (await api.post(URL, role('Temporary', ['members:read']))).body.data;
      const member = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(member.id, [temporary.id]);
      const cookie = await signIn(s.app, member.username, member.password);
      assert.equal((await s.get('/api/v1/admin/members', { cookie })).status, 200);
      const removed = await api.delete(`${URL}/${temporary.id}`);
      assert.deepEqual(removed.body, { success: true, data: { id: temporary.id } });
      assert.equal((await s.get('/api/v1/admin/members', { cookie })).status, 403);
      assert.equal((await api.get(`${URL}/${temporary.id}`)).status, 404);
      assert.equal((await api.delete(`${URL}/${temporary.id}`)).status, 404);
    });
  });

  describe(`roles and the last holder of roles:write (${backend.name})`, () => {
    const s = useTestApp(backend);

    test('a role cannot lose roles:write or be deleted when that would leave nobody able to manage roles', async () => {
      const managers = await s.app.services.staff.ensureRole({
        name: 'Managers',
        authorities: ['roles:read', 'roles:write', 'staff:read'],
      });
      const holder = await createStaff(s.app, { username: 'the-holder' });
      await s.app.services.staff.setUserRoles(holder.id, [managers]);
      const api = adminApi(s.app, await signIn(s.app, holder.username, holder.password));

      const weakened = await api.put(`${URL}/${managers}?lang=en_US`, role('Managers', ['roles:read']));
      assert.equal(weakened.status, 400);
      assert.deepEqual(weakened.body.errors, [
        {
          field: 'authorities',
          message: 'At least one enabled user must keep the authority to manage roles (roles:write).',
        },
      ]);
      const removed = await api.delete(`${URL}/${managers}`);
      assert.equal(removed.status, 400);
      assert.equal(removed.body.errors[0].field, 'id');
      assert.deepEqual(
        (await api.get(`${URL}/${managers}`)).body.data.authorities,
        ['roles:read', 'roles:write', 'staff:read'],
        'nothing changed',
      );

      // A second role granting roles:write to another enabled user lifts the guard.
      const backup = (await api.post(URL, role('Backup', ['roles:write']))).body.data;
      const other = await createStaff(s.app);
      await s.app.services.staff.setUserRoles(other.id, [backup.id]);
      assert.equal((await api.put(`${URL}/${managers}`, role('Managers', ['roles:read']))).status, 200);
      const otherApi = adminApi(s.app, await signIn(s.app, other.username, other.password));
      const backupRemoved = await otherApi.delete(`${URL}/${backup.id}`);
      assert.equal(backupRemoved.status, 400, 'Backup is now the only grant of roles:write');
    });
  });
}
