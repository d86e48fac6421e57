import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { EnquiryRepository } from '../enquiries/enquiries.repository.ts';

/*
 * A member's detail page reads the member, `GET /admin/contracts?memberId=` and
 * `GET /admin/enquiries?email=`: only that member's contracts, and only the enquiries sent
 * from the member's address, whatever its case.
 */
for (const backend of testBackends()) {
  describe(`a member's contracts and enquiries (${backend.name})`, () => {
    const s = useTestApp(backend);
    let api: ReturnType<typeof adminApi>;
    let member: { id: number; email: string };
    let other: { id: number; email: string };

    const enquiry = (name: string, email: string) =>
      new EnquiryRepository(s.db).insert({
        kind: 'contact',
        product_id: null,
        name,
        email,
        phone: '+86 21 5555 0000',
        company: '',
        job: '',
        product: '',
        mind: '',
        lang: 'zh_CN',
        ip: '203.0.113.7',
        user_agent: 'Firefox',
        status: 'new',
        created_at: '2026-03-01T08:00:00.000Z',
        updated_at: '2026-03-01T08:00:00.000Z',
      });
    const contract = (memberId: number, number: string) =>
      api.post('/api/v1/admin/contracts', {
        memberId,
        number,
        signingDate: '2026-03-02',
        status: 'draft',
        goods: [],
      });

    before(async () => {
      const staff = await signedInStaff(s.app, [
        'members:read',
        'members:write',
        'contracts:read',
        'contracts:write',
        'enquiries:read',
      ]);
      api = adminApi(s.app, staff.cookie);
      const create = async (name: string, email: string) =>
        (await api.post('/api/v1/admin/members', { name, email })).body.data;
      member = await create('华东仪表', 'Buyer@HuaDong.example');
      other = await create('Northwind', 'buyer@northwind.example');
      await contract(member.id, 'HT-MINE-1');
      await contract(member.id, 'HT-MINE-2');
      await contract(other.id, 'HT-THEIRS');
      await enquiry('李工', 'buyer@huadong.example');
      await enquiry('李工 again', 'BUYER@HUADONG.EXAMPLE');
      await enquiry('Someone else', 'buyer@northwind.example');
      await enquiry('Lookalike', 'xbuyer@huadong.example');
    });

    test('the member detail lists only that member’s contracts and enquiries', async () => {
      const read = await api.get(`/api/v1/admin/members/${member.id}`);
      assert.equal(read.body.data.contractCount, 2);
      const contracts = await api.get(`/api/v1/admin/contracts?memberId=${member.id}&sortField=number`);
      assert.deepEqual(
        contracts.body.data.list.map((item: { number: string }) => item.number),
        ['HT-MINE-1', 'HT-MINE-2'],
      );
      const enquiries = await api.get(
        `/api/v1/admin/enquiries?email=${encodeURIComponent(member.email)}&sortField=name&sortOrder=ascend`,
      );
      assert.equal(enquiries.status, 200);
      assert.deepEqual(
        enquiries.body.data.list.map((item: { name: string }) => item.name),
        ['李工', '李工 again'],
        'matched by the whole address, ignoring case',
      );
      const theirs = await api.get(`/api/v1/admin/enquiries?email=${encodeURIComponent(other.email)}`);
      assert.deepEqual(
        theirs.body.data.list.map((item: { name: string }) => item.name),
        ['Someone else'],
      );
    });

    test('enquiries stay behind their own authority', async () => {
      const membersOnly = adminApi(s.app, (await signedInStaff(s.app, ['members:read'])).cookie);
      assert.equal((await membersOnly.get(`/api/v1/admin/members/${member.id}`)).status, 200);
      assert.equal((await membersOnly.get(`/api/v1/admin/enquiries?email=${member.email}`)).status, 403);
      assert.equal((await membersOnly.get(`/api/v1/admin/contracts?memberId=${member.id}`)).status, 403);
    });
  });
}
