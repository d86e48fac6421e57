import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { adminCrudRoutes, assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/contracts';

for (const backend of testBackends()) {
  describe(`back-office contracts (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['contracts:read', 'contracts:write', 'members:write'],
    });
    const { catalogue, editor: api } = s;
    let memberId: number;
    let otherMemberId: number;

    const contract = (number: string, extra: Record<string, unknown> = {}) => ({
      memberId,
      number,
      signingDate: '2026-06-18',
      status: 'signed',
      note: '',
      goods: [
        { productId: catalogue.products.axis3, model: 'CSA-3110', quantity: 3, unitPrice: 12.5 },
        { productId: null, model: 'Cable kit', quantity: 1, unitPrice: 0.99 },
      ],
      ...extra,
    });

    before(async () => {
      memberId = (await api.post('/api/v1/admin/members', { name: '华东仪表' })).body.data.id;
      otherMemberId = (await api.post('/api/v1/admin/members', { name: 'Northwind' })).body.data.id;
    });

    test('every route needs a session (401) and the contracts authority (403)', async () => {
      const existing = (await api.post(URL, contract('HT-GUARD'))).body.data;
      const readOnly = await signedInStaff(s.app, ['contracts:read']);
      await assertRouteGuards(s.app, adminCrudRoutes('contracts', existing.id, contract('HT-GUARD-2')));
      assert.equal((await adminApi(s.app, readOnly.cookie).get(`${URL}/${existing.id}`)).status, 200);
    });

    test('the total is computed on the server, exactly: 3 × 12.50 + 1 × 0.99 = 38.49', async () => {
      const created = await api.post(URL, { ...contract('HT-2026-001'), total: 1 });
      assert.equal(created.status, 200);
      const record = created.body.data;
      assert.equal(record.total, 38.49);
      assert.equal(record.memberName, '华东仪表');
      assert.deepEqual(record.goods, [
        {
          productId: catalogue.products.axis3,
          model: 'CSA-3110',
          quantity: 3,
          unitPrice: 12.5,
          amount: 37.5,
        },
        { productId: null, model: 'Cable kit', quantity: 1, unitPrice: 0.99, amount: 0.99 },
      ]);
      const row = await s.db
        .selectFrom('contracts')
        .where('id', '=', record.id)
        .select('total_cents')
        .executeTakeFirstOrThrow();
      assert.equal(Number(row.total_cents), 3849);

      const many = await api.post(
        URL,
        contract('HT-2026-002', { goods: [{ model: 'X', quantity: 10, unitPrice: 0.1 }] }),
      );
      assert.equal(many.body.data.total, 1, 'ten times 0.10 is 1.00, not 0.9999999');
      assert.equal(many.body.data.goods[0].productId, null);
    });

    test('an update replaces the goods and the total, and is audited', async () => {
      const record = (await api.post(URL, contract('HT-2026-010', { status: 'draft' }))).body.data;
      const updated = await api.put(
        `${URL}/${record.id}`,
        contract('HT-2026-010', {
          status: 'signed',
          goods: [{ model: 'CSP-1200', quantity: 2, unitPrice: 199.99 }],
        }),
      );
      assert.equal(updated.status, 200);
      assert.equal(updated.body.data.total, 399.98);
      assert.equal(updated.body.data.goods.length, 1);
      assert.deepEqual((await api.get(`${URL}/${record.id}`)).body.data, updated.body.data);
      const [created, changed] = await auditEntries(s.app, 'contracts', record.id);
      assert.equal(created?.action, 'create');
      assert.equal(created?.changes.total, 38.49);
      assert.deepEqual(changed?.changes.status, { from: 'draft', to: 'signed' });
      assert.deepEqual(changed?.changes.total, { from: 38.49, to: 399.98 });
      assert.equal((await api.put(`${URL}/999999`, contract('HT-NONE'))).status, 404);
    });

    test('numbers are unique; members and products must exist; goods are checked', async () => {
      await api.post(URL, contract('HT-UNIQUE'));
      const twin = await api.post(`${URL}?lang=en_US`, contract('HT-UNIQUE'));
      assert.equal(twin.status, 400);
      assert.deepEqual(twin.body.errors, [{ field: 'number', message: 'This value is already in use.' }]);

      const strangers = await api.post(`${URL}?lang=en_US`, contract('HT-STRANGER', { memberId: 999_999 }));
      assert.deepEqual(strangers.body.errors, [
        { field: 'memberId', message: 'The referenced record does not exist.' },
      ]);
      const ghostProduct = await api.post(
        URL,
        contract('HT-GHOST', {
          goods: [
            { model: 'A', quantity: 1, unitPrice: 1 },
            { productId: 999_999, model: 'B', quantity: 1, unitPrice: 1 },
          ],
        }),
      );
      assert.equal(ghostProduct.body.errors[0].field, 'goods.1.productId');

      const invalid = await api.post(`${URL}?lang=en_US`, {
        memberId,
        number: '',
        signingDate: '2026-02-30',
        status: 'lost',
        goods: [
          { model: '', quantity: 0, unitPrice: 1.005 },
          { model: 'Y', quantity: 1.5, unitPrice: -1 },
        ],
      });
      assert.equal(invalid.status, 400);
      assert.deepEqual(
        invalid.body.errors.map((error: { field: string }) => error.field),
        [
          'number',
          'signingDate',
          'status',
          'goods.0.model',
          'goods.0.quantity',
          'goods.0.unitPrice',
          'goods.1.quantity',
          'goods.1.unitPrice',
        ],
      );
      assert.equal((await api.get(`${URL}?keyword=HT-GHOST`)).body.data.total, 0);
    });

    test('the list filters by member, status, dates and keyword, and sorts by total', async () => {
      await api.post(
        URL,
        contract('LIST-A', { memberId: otherMemberId, signingDate: '2025-01-10', status: 'draft' }),
      );
      await api.post(
        URL,
        contract('LIST-B', {
          memberId: otherMemberId,
          signingDate: '2025-03-01',
          goods: [{ model: 'Special Widget', quantity: 100, unitPrice: 5 }],
        }),
      );
      const numbers = async (query: string) =>
        (await api.get(`${URL}?${query}`)).body.data.list.map((item: { number: string }) => item.number);
      assert.deepEqual(await numbers(`memberId=${otherMemberId}&sortField=total&sortOrder=descend`), [
        'LIST-B',
        'LIST-A',
      ]);
      assert.deepEqual(await numbers(`memberId=${otherMemberId}&status=draft`), ['LIST-A']);
      assert.deepEqual(await numbers('dateFrom=2025-02-01&dateTo=2025-03-01'), ['LIST-B']);
      assert.deepEqual(await numbers('keyword=special%20widget'), ['LIST-B'], 'goods model');
      assert.deepEqual(
        await numbers('keyword=northwind&sortField=number'),
        ['LIST-A', 'LIST-B'],
        'member name',
      );
    });

    test('a draft contract can be deleted, which frees its member', async () => {
      const lonely = (await api.post('/api/v1/admin/members', { name: 'Lonely' })).body.data;
      const record = (await api.post(URL, contract('HT-DELETE', { memberId: lonely.id, status: 'draft' })))
        .body.data;
      assert.equal((await api.delete(`/api/v1/admin/members/${lonely.id}`)).status, 400);
      assert.deepEqual((await api.delete(`${URL}/${record.id}`)).body, {
        success: true,
        data: { id: record.id },
      });
      assert.equal((await api.get(`${URL}/${record.id}`)).status, 404);
      assert.equal((await api.delete(`/api/v1/admin/members/${lonely.id}`)).status, 200);
      const actions = (await auditEntries(s.app, 'contracts', record.id)).map((entry) => entry.action);
      assert.deepEqual(actions, ['create', 'delete']);
    });

    test('a contract that left draft is not deleted: it is cancelled instead, and says so', async () => {
      for (const status of ['signed', 'executing', 'completed', 'cancelled']) {
        const record = (await api.post(URL, contract(`HT-KEEP-${status}`, { status }))).body.data;
        const refused = await api.delete(`${URL}/${record.id}`);
        assert.equal(refused.status, 400, status);
        assert.equal(refused.body.message, '只有草稿合同可以删除；已签订的合同请取消，不要删除');
        assert.deepEqual(
          refused.body.errors.map((error: { field: string }) => error.field),
          ['status'],
        );
        assert.equal((await api.get(`${URL}/${record.id}`)).status, 200, `${status} is still there`);
      }
    });
  });
}
