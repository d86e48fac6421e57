import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { adminCrudRoutes, assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/members';

const member = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  company: `${name} 有限公司`,
  contactName: '陈经理',
  phone: '+86 10 6666 8888',
  email: 'buyer@example.com',
  address: '北京市海淀区',
  level: 'gold',
  enabled: true,
  note: '',
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office members (${backend.name})`, () => {
    const s = useTestApp(backend);
    let api: ReturnType<typeof adminApi>;
    let editor: Awaited<ReturnType<typeof signedInStaff>>;

    before(async () => {
      editor = await signedInStaff(s.app, ['members:read', 'members:write', 'contracts:write']);
      api = adminApi(s.app, editor.cookie);
    });

    test('every route needs a session (401) and the members authority (403)', async () => {
      const existing = (await api.post(URL, member('Guarded'))).body.data;
      const readOnly = await signedInStaff(s.app, ['members:read']);
      await assertRouteGuards(s.app, adminCrudRoutes('members', existing.id, member('Guarded')));
      const reader = adminApi(s.app, readOnly.cookie);
      assert.equal((await reader.get(URL)).status, 200);
      assert.equal((await reader.get(`${URL}/${existing.id}`)).status, 200);
    });

    test('a member is created, read, updated and audited', async () => {
      const created = await api.post(URL, member('中芯微'));
      assert.equal(created.status, 200);
      const record = created.body.data;
      assert.deepEqual(
        { ...record, id: 0, createTime: '', updateTime: '' },
        { id: 0, ...member('中芯微'), contractCount: 0, createTime: '', updateTime: '' },
      );
      const minimal = await api.post(URL, { name: 'Minimal' });
      assert.equal(minimal.status, 200);
      assert.equal(minimal.body.data.level, 'standard');
      assert.equal(minimal.body.data.enabled, true);
      assert.equal(minimal.body.data.email, '');

      const updated = await api.put(
        `${URL}/${record.id}`,
        member('中芯微', { level: 'platinum', note: 'VIP' }),
      );
      assert.equal(updated.body.data.level, 'platinum');
      assert.deepEqual((await api.get(`${URL}/${record.id}`)).body.data, updated.body.data);
      const entries = await auditEntries(s.app, 'members', record.id);
      assert.deepEqual(
        entries.map((entry) => entry.action),
        ['create', 'update'],
      );
      assert.deepEqual(entries[1]?.changes, {
        level: { from: 'gold', to: 'platinum' },
        note: { from: '', to: 'VIP' },
      });
      assert.equal(entries[1]?.username, editor.username);
      assert.equal((await api.put(`${URL}/999999`, member('Ghost'))).status, 404);
      assert.equal((await api.get(`${URL}/999999`)).status, 404);
    });

    test('member and contract writes keep the cached public answers', async () => {
      const publicUrl = '/api/v1/product/class/options?lang=en_US';
      const cached = await s.get(publicUrl);
      assert.equal(cached.status, 200);
      const generation = s.app.responseCache.generation;
      const size = s.app.responseCache.size;
      assert.ok(size > 0, 'the public answer is cached');

      const created = (await api.post(URL, member('Cache keeper'))).body.data;
      assert.equal(
        (await api.put(`${URL}/${created.id}`, member('Cache keeper', { note: 'x' }))).status,
        200,
      );
      const contract = await api.post('/api/v1/admin/contracts', {
        memberId: created.id,
        number: 'HT-CACHE-1',
        signingDate: '2026-05-01',
        status: 'draft',
        goods: [],
      });
      assert.equal(contract.status, 200);
      assert.equal((await api.delete(`/api/v1/admin/contracts/${contract.body.data.id}`)).status, 200);
      assert.equal((await api.delete(`${URL}/${created.id}`)).status, 200);

      assert.equal(s.app.responseCache.generation, generation, 'nothing the site shows changed');
      assert.equal(s.app.responseCache.size, size);
      assert.equal((await s.get(publicUrl)).headers.etag, cached.headers.etag);
    });

    test('bad input is reported per field', async () => {
      const response = await api.post(`${URL}?lang=en_US`, {
        name: ' ',
        email: 'nope',
        phone: 'call me',
        level: 'diamond',
        enabled: 'yes',
      });
      assert.equal(response.status, 400);
      assert.equal(response.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(response.body.errors, [
        { field: 'name', message: 'The field is required.' },
        { field: 'phone', message: 'Please enter a valid phone number (5–30 digits, spaces or + - ( )).' },
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'level', message: 'The value is not allowed.' },
        { field: 'enabled', message: 'The value has the wrong type.' },
      ]);
    });

    test('the list filters by keyword, level and enabled, and sorts', async () => {
      await api.post(URL, member('Filter Alpha', { level: 'silver' }));
      await api.post(URL, member('Filter Beta', { level: 'silver', enabled: false, contactName: 'Ms Zhou' }));
      await api.post(URL, member('Filter Gamma', { level: 'standard' }));
      const names = async (query: string) =>
        (await api.get(`${URL}?${query}`)).body.data.list.map((item: { name: string }) => item.name);
      assert.deepEqual(await names('keyword=filter&level=silver&sortField=name&sortOrder=descend'), [
        'Filter Beta',
        'Filter Alpha',
      ]);
      assert.deepEqual(await names('keyword=filter&enabled=false'), ['Filter Beta']);
      assert.deepEqual(await names('keyword=zhou'), ['Filter Beta'], 'contact name');
      assert.equal((await api.get(`${URL}?keyword=filter&pageSize=2`)).body.data.total, 3);
    });

    test('a member with contracts cannot be deleted; without, it can', async () => {
      const busy = (await api.post(URL, member('Busy'))).body.data;
      const contract = await api.post('/api/v1/admin/contracts', {
        memberId: busy.id,
        number: 'HT-MEMBER-1',
        signingDate: '2026-05-01',
        status: 'signed',
        goods: [],
      });
      assert.equal(contract.status, 200);
      assert.equal((await api.get(`${URL}/${busy.id}`)).body.data.contractCount, 1);
      const refused = await api.delete(`${URL}/${busy.id}?lang=en_US`);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body.errors, [
        { field: 'id', message: 'Other records still use it, so it cannot be deleted.' },
      ]);

      const idle = (await api.post(URL, member('Idle'))).body.data;
      assert.deepEqual((await api.delete(`${URL}/${idle.id}`)).body, {
        success: true,
        data: { id: idle.id },
      });
      assert.equal((await api.get(`${URL}/${idle.id}`)).status, 404);
      const [, entry] = await auditEntries(s.app, 'members', idle.id);
      assert.equal(entry?.action, 'delete');
      assert.equal(entry?.changes.name, 'Idle');
    });
  });
}
