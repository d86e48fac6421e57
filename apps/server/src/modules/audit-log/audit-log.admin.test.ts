import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/audit-log';

for (const backend of testBackends()) {
  describe(`the audit log (${backend.name})`, () => {
    const s = useTestApp(backend);
    let auditor: ReturnType<typeof adminApi>;
    let alice: Awaited<ReturnType<typeof signedInStaff>>;
    let bob: Awaited<ReturnType<typeof signedInStaff>>;
    let memberId: number;

    before(async () => {
      auditor = adminApi(s.app, (await signedInStaff(s.app, ['audit-log:read'])).cookie);
      alice = await signedInStaff(s.app, ['members:write', 'roles:write']);
      bob = await signedInStaff(s.app, ['members:write']);
      const asAlice = adminApi(s.app, alice.cookie);
      const asBob = adminApi(s.app, bob.cookie);
      memberId = (await asAlice.post('/api/v1/admin/members', { name: 'Audited Co', level: 'silver' })).body
        .data.id;
      await asBob.put(`/api/v1/admin/members/${memberId}`, { name: 'Audited Co', level: 'gold' });
      await asAlice.post('/api/v1/admin/roles', { name: 'Audited role', authorities: ['members:write'] });
      await asBob.delete(`/api/v1/admin/members/${memberId}`);
    });

    test('the list and one entry need a session (401) and audit-log:read (403)', async () => {
      const first = (await auditor.get(URL)).body.data.list[0];
      await assertRouteGuards(s.app, [
        { method: 'GET', url: URL, authority: 'audit-log:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${first.id}`, authority: 'audit-log:read', allowed: 200 },
      ]);
    });

    test('each write is recorded with who, when, what and the changed fields, newest first', async () => {
      // Sign-ins are audited too (see audit-log.coverage.test.ts); this test is about the writes.
      const list = (await auditor.get(`${URL}?pageSize=100`)).body.data;
      const writes = list.list.filter((entry: { resource: string }) => entry.resource !== 'session');
      assert.equal(writes.length, 4);
      assert.deepEqual(
        writes.map((entry: { username: string; action: string; resource: string }) => [
          entry.username,
          entry.action,
          entry.resource,
        ]),
        [
          [bob.username, 'delete', 'members'],
          [alice.username, 'create', 'roles'],
          [bob.username, 'update', 'members'],
          [alice.username, 'create', 'members'],
        ],
      );
      const update = writes[2];
      assert.equal(update.userId, bob.id);
      assert.equal(update.resourceId, String(memberId));
      assert.equal(update.ip, '127.0.0.1');
      assert.deepEqual(update.changes, { level: { from: 'silver', to: 'gold' } });
      assert.ok(Date.now() - Date.parse(update.createTime) < 60_000);
      assert.deepEqual((await auditor.get(`${URL}/${update.id}`)).body.data, update);
      assert.equal((await auditor.get(`${URL}/999999`)).status, 404);
    });

    test('filters: resource, user, action, keyword and dates', async () => {
      const actions = async (query: string) =>
        (await auditor.get(`${URL}?pageSize=100&${query}`)).body.data.list
          .filter((entry: { resource: string }) => entry.resource !== 'session')
          .map((entry: { action: string; resource: string }) => `${entry.action} ${entry.resource}`);
      assert.deepEqual(await actions('resource=members'), [
        'delete members',
        'update members',
        'create members',
      ]);
      assert.deepEqual(await actions(`userId=${alice.id}`), ['create roles', 'create members']);
      assert.deepEqual(await actions('action=create&resource=roles'), ['create roles']);
      assert.deepEqual(await actions('keyword=audited%20role'), ['create roles'], 'matches the changes');
      assert.deepEqual(await actions(`keyword=${bob.username}&action=update`), ['update members']);
      const today = new Date().toISOString().slice(0, 10);
      assert.equal((await actions(`dateFrom=${today}&dateTo=${today}`)).length, 4);
      assert.equal((await auditor.get(`${URL}?dateTo=2020-01-01`)).body.data.total, 0);
      assert.deepEqual(
        (await auditor.get(`${URL}?resource=members&sortOrder=ascend&pageSize=1`)).body.data.list.map(
          (entry: { action: string }) => entry.action,
        ),
        ['create'],
      );
      const bad = await auditor.get(`${URL}?userId=abc&dateFrom=yesterday`);
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.map((error: { field: string }) => error.field).sort(), [
        'dateFrom',
        'userId',
      ]);
    });
  });
}
