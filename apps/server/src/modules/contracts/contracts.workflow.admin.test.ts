import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { CONTRACT_STATUSES, CONTRACT_TRANSITIONS, type ContractStatus } from '@coresense/shared';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/contracts';

/** The shortest way from draft to each status, through allowed steps only. */
const PATH_TO: Record<ContractStatus, ContractStatus[]> = {
  draft: [],
  signed: ['signed'],
  executing: ['signed', 'executing'],
  completed: ['signed', 'executing', 'completed'],
  cancelled: ['cancelled'],
};

for (const backend of testBackends()) {
  describe(`contract workflow, history and PDF (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['contracts:read', 'contracts:write', 'members:write'],
    });
    const { catalogue, editor: api } = s;
    let memberId: number;
    /** A staff member who may read contracts and nothing else. */
    let readerCookie: string;
    let serial = 0;

    const body = (extra: Record<string, unknown> = {}) => ({
      memberId,
      number: `HT-WF-${++serial}`,
      signingDate: '2026-06-18',
      status: 'draft',
      note: '',
      goods: [
        { productId: catalogue.products.axis3, model: 'CSA-3110', quantity: 3, unitPrice: 12.5 },
        { productId: null, model: '连接线套件', quantity: 2, unitPrice: 0.99 },
      ],
      ...extra,
    });

    /** A new draft moved along `PATH_TO[status]` with the status call. */
    async function contractIn(status: ContractStatus) {
      let record = (await api.post(URL, body())).body.data;
      for (const step of PATH_TO[status]) {
        const moved = await api.post(`${URL}/${record.id}/status`, { status: step });
        assert.equal(moved.status, 200, `${record.status} → ${step}: ${JSON.stringify(moved.body)}`);
        record = moved.body.data;
      }
      assert.equal(record.status, status);
      return record;
    }

    before(async () => {
      readerCookie = (await signedInStaff(s.app, ['contracts:read'])).cookie;
      const member = await api.post('/api/v1/admin/members', {
        name: '华东仪表',
        company: '华东仪表股份有限公司',
        contactName: '李工',
        email: 'li@huadong.example',
      });
      memberId = member.body.data.id;
    });

    test('every allowed step works, by the status call and by PUT, and leaves an audit entry', async () => {
      for (const from of CONTRACT_STATUSES) {
        for (const to of CONTRACT_TRANSITIONS[from]) {
          const byCall = await contractIn(from);
          const moved = await api.post(`${URL}/${byCall.id}/status`, { status: to });
          assert.equal(moved.status, 200, `${from} → ${to}`);
          assert.equal(moved.body.data.status, to);
          assert.deepEqual(moved.body.data.goods, byCall.goods, 'a step keeps the goods');
          assert.equal((await api.get(`${URL}/${byCall.id}`)).body.data.status, to);

          const byPut = await contractIn(from);
          const { id, memberName: _m, total: _t, createTime: _c, updateTime: _u, ...fields } = byPut;
          const put = await api.put(`${URL}/${id}`, {
            ...fields,
            goods: fields.goods.map(({ amount: _a, ...line }: { amount: number }) => line),
            status: to,
          });
          assert.equal(put.status, 200, `PUT ${from} → ${to}: ${JSON.stringify(put.body)}`);
          assert.equal(put.body.data.status, to);
        }
      }
      const moved = await contractIn('executing');
      const history = await api.get(`${URL}/${moved.id}/history`);
      assert.equal(history.status, 200);
      assert.deepEqual(
        history.body.data.map((entry: { action: string; changes: { status?: unknown } }) => [
          entry.action,
          entry.changes.status,
        ]),
        [
          ['update', { from: 'signed', to: 'executing' }],
          ['update', { from: 'draft', to: 'signed' }],
          ['create', 'draft'],
        ],
        'newest first',
      );
      assert.equal((await api.get(`${URL}/999999/history`)).status, 404);
    });

    test('every other change of status is refused with a clear message, and nothing changes', async () => {
      for (const from of CONTRACT_STATUSES) {
        const record = await contractIn(from);
        for (const to of CONTRACT_STATUSES) {
          if (CONTRACT_TRANSITIONS[from].includes(to)) continue;
          const refused = await api.post(`${URL}/${record.id}/status?lang=en_US`, { status: to });
          assert.equal(refused.status, 400, `${from} → ${to}`);
          assert.equal(refused.body.code, 'VALIDATION_ERROR');
          assert.match(refused.body.message, /status change is not allowed/);
          assert.equal(refused.body.errors[0].field, 'status');
          if (from !== to) {
            const put = await api.put(`${URL}/${record.id}`, body({ number: record.number, status: to }));
            assert.equal(put.status, 400, `PUT ${from} → ${to}`);
          }
        }
        assert.equal((await api.get(`${URL}/${record.id}`)).body.data.status, from);
      }
      const chinese = await api.post(`${URL}/${(await contractIn('completed')).id}/status`, {
        status: 'draft',
      });
      assert.match(chinese.body.message, /不允许这样变更合同状态/);
      assert.equal((await api.post(`${URL}/999999/status`, { status: 'signed' })).status, 404);
      const unknown = await api.post(`${URL}/${(await contractIn('draft')).id}/status`, { status: 'lost' });
      assert.equal(unknown.status, 400);
    });

    test("a signed contract's goods, total, member, number and date are frozen; its note is not", async () => {
      const draft = await contractIn('draft');
      const editedDraft = await api.put(
        `${URL}/${draft.id}`,
        body({ number: draft.number, goods: [{ model: 'X', quantity: 1, unitPrice: 5 }] }),
      );
      assert.equal(editedDraft.body.data.total, 5, 'a draft is edited freely');

      const other = (await api.post('/api/v1/admin/members', { name: 'Northwind' })).body.data.id;
      for (const status of ['signed', 'executing', 'completed', 'cancelled'] as const) {
        const signed = await contractIn(status);
        const same = { number: signed.number, status };
        const frozen = async (change: Record<string, unknown>, field: string) => {
          const refused = await api.put(`${URL}/${signed.id}?lang=en_US`, body({ ...same, ...change }));
          assert.equal(refused.status, 400, `${status}: ${field}`);
          assert.match(
            refused.body.message,
            /Only a draft contract’s member, number, signing date and goods/,
          );
          assert.deepEqual(
            refused.body.errors.map((error: { field: string }) => error.field),
            [field],
          );
        };
        await frozen({ goods: [{ model: 'CSA-3110', quantity: 4, unitPrice: 12.5 }] }, 'goods');
        await frozen({ goods: body().goods.map((line) => ({ ...line, unitPrice: 0.01 })) }, 'goods');
        await frozen({ goods: [] }, 'goods');
        await frozen({ memberId: other }, 'memberId');
        await frozen({ number: `${signed.number}-B` }, 'number');
        await frozen({ signingDate: '2026-07-01' }, 'signingDate');
        const stored = (await api.get(`${URL}/${signed.id}`)).body.data;
        assert.deepEqual(stored.goods, signed.goods);
        assert.equal(stored.total, 39.48);

        const noted = await api.put(`${URL}/${signed.id}`, body({ ...same, note: '已电话确认交期' }));
        assert.equal(noted.status, 200, JSON.stringify(noted.body));
        assert.equal(noted.body.data.note, '已电话确认交期');
        assert.deepEqual(noted.body.data.goods, signed.goods);
      }
    });

    test('the PDF: contracts:read, both languages, number, member, goods, total and status', async () => {
      const record = await contractIn('signed');
      const zh = await s.app.inject({
        url: `${URL}/${record.id}/pdf`,
        headers: { cookie: readerCookie },
      });
      assert.equal(zh.statusCode, 200);
      assert.equal(zh.headers['content-type'], 'application/pdf');
      assert.equal(zh.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.match(
        String(zh.headers['content-disposition']),
        new RegExp(`filename="${record.number}\\.pdf"`),
      );
      const zhText = pdfText(zh.rawPayload);
      for (const expected of [
        '销售合同',
        record.number,
        '2026年6月18日',
        '已签约',
        '华东仪表',
        '华东仪表股份有限公司',
        'CSA-3110',
        '连接线套件',
        '37.50',
        '39.48',
        '签字（盖章）',
      ]) {
        assert.ok(zhText.includes(expected), `the Chinese PDF shows ${expected}:\n${zhText}`);
      }

      const en = await s.app.inject({
        url: `${URL}/${record.id}/pdf?lang=en_US`,
        headers: { cookie: readerCookie },
      });
      const enText = pdfText(en.rawPayload);
      for (const expected of [
        'Sales Contract',
        record.number,
        '18 June 2026',
        'Signed',
        'Total (CNY)',
        '39.48',
      ]) {
        assert.ok(enText.includes(expected), `the English PDF shows ${expected}:\n${enText}`);
      }
      assert.ok(!enText.includes('销售合同'));
      for (const personal of ['李工', 'li@huadong.example']) {
        assert.ok(!zhText.includes(personal), `contracts:read alone does not show the member's ${personal}`);
      }
      const memberReader = (await signedInStaff(s.app, ['contracts:read', 'members:read'])).cookie;
      const withContact = pdfText(
        (await s.app.inject({ url: `${URL}/${record.id}/pdf`, headers: { cookie: memberReader } }))
          .rawPayload,
      );
      for (const personal of ['李工', 'li@huadong.example']) {
        assert.ok(
          withContact.includes(personal),
          `members:read shows the member's ${personal}:\n${withContact}`,
        );
      }

      const many = await api.post(
        URL,
        body({
          goods: Array.from({ length: 60 }, (_, index) => ({
            model: `M-${index + 1}`,
            quantity: 1,
            unitPrice: 1,
          })),
        }),
      );
      const long = pdfText(
        (
          await s.app.inject({
            url: `${URL}/${many.body.data.id}/pdf?lang=en_US`,
            headers: { cookie: readerCookie },
          })
        ).rawPayload,
      );
      assert.ok(
        long.includes('M-60') && long.includes('60.00'),
        'a long goods table goes on to the next page',
      );
      assert.match(long, /Page 1 of 3[\s\S]*Page 3 of 3/);
      assert.equal((await api.get(`${URL}/999999/pdf`)).status, 404);
    });

    test('the PDF names the products, writes the total in capitals, states VAT and terms, signs in the legal name', async () => {
      const created = await api.post(
        URL,
        body({
          vatPercent: 13,
          paymentTerms: '合同签订后 30 日内电汇支付全款。',
          deliveryTerms: '收到货款后 4 周内交货，运费由卖方承担。',
        }),
      );
      assert.equal(created.status, 200, JSON.stringify(created.body));
      assert.equal(created.body.data.vatPercent, 13);
      const print = async (id: number, lang = 'zh_CN') =>
        pdfText(
          (await s.app.inject({ url: `${URL}/${id}/pdf?lang=${lang}`, headers: { cookie: readerCookie } }))
            .rawPayload,
        );
      const draft = await print(created.body.data.id);
      for (const expected of [
        '三轴加速度计',
        '人民币叁拾玖元肆角捌分',
        '含 13% 增值税，其中税额 4.54 元',
        '合同签订后 30 日内电汇支付全款。',
        '收到货款后 4 周内交货',
        '草稿',
        'DRAFT',
      ]) {
        assert.ok(draft.includes(expected), `the draft's PDF shows ${expected}:\n${draft}`);
      }
      // The buyer's signature box: the legal name, after the seller's.
      const signatures = draft.slice(draft.lastIndexOf('乙方（买方）'));
      assert.ok(signatures.includes('华东仪表股份有限公司'), signatures);
      assert.ok(!signatures.replace('华东仪表股份有限公司', '').includes('华东仪表'), signatures);

      const signed = await api.post(`${URL}/${created.body.data.id}/status`, { status: 'signed' });
      assert.equal(signed.status, 200);
      const english = await print(created.body.data.id, 'en_US');
      assert.ok(english.includes('Prices include 13% VAT; VAT amount CNY 4.54.'), english);
      assert.ok(!english.includes('DRAFT'), 'a signed contract carries no watermark');
      // What was signed stays: the terms are frozen with the goods.
      const changed = await api.put(`${URL}/${created.body.data.id}`, {
        ...body({
          number: signed.body.data.number,
          vatPercent: 13,
          deliveryTerms: 'later',
          status: 'signed',
        }),
        paymentTerms: signed.body.data.paymentTerms,
      });
      assert.equal(changed.status, 400);
      assert.deepEqual(
        changed.body.errors.map((error: { field: string }) => error.field),
        ['deliveryTerms'],
      );
    });

    test('a new contract is offered the next number of its year, CS-2026-0001 onwards', async () => {
      const first = await api.get(`${URL}/next-number?year=2031`);
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.data.number, 'CS-2031-0001');
      assert.equal((await api.post(URL, body({ number: 'CS-2031-0001' }))).status, 200);
      assert.equal((await api.post(URL, body({ number: 'CS-2031-0007' }))).status, 200);
      assert.equal((await api.post(URL, body({ number: 'CS-2031-draft' }))).status, 200);
      assert.equal((await api.get(`${URL}/next-number?year=2031`)).body.data.number, 'CS-2031-0008');
      assert.equal((await api.get(`${URL}/next-number?year=2032`)).body.data.number, 'CS-2032-0001');
      assert.match((await api.get(`${URL}/next-number`)).body.data.number, /^CS-\d{4}-\d{4}$/);
      assert.equal((await api.get(`${URL}/next-number?year=soon`)).status, 400);
      const reader = await s.app.inject({ url: `${URL}/next-number`, headers: { cookie: readerCookie } });
      assert.equal(reader.statusCode, 403, 'proposing a number is for those who write contracts');
    });

    test('steps and history need their authorities', async () => {
      const record = await contractIn('draft');
      await assertRouteGuards(s.app, [
        { method: 'GET', url: `${URL}/${record.id}/pdf`, authority: 'contracts:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${record.id}/history`, authority: 'contracts:read', allowed: 200 },
        {
          method: 'POST',
          url: `${URL}/${record.id}/status`,
          authority: 'contracts:write',
          payload: { status: 'signed' },
          allowed: 200,
        },
      ]);
      const reader = adminApi(s.app, readerCookie);
      assert.equal((await reader.post(`${URL}/${record.id}/status`, { status: 'cancelled' })).status, 403);
    });
  });
}
