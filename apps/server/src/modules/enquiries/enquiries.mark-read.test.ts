import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { EnquiryRepository } from './enquiries.repository.ts';

const URL = '/api/v1/admin/enquiries';

for (const backend of testBackends()) {
  describe(`opening an enquiry changes nothing; marking it read is an explicit write (${backend.name})`, () => {
    const s = useTestApp(backend);
    const addNew = (name: string) =>
      new EnquiryRepository(s.db).insert({
        kind: 'contact',
        product_id: null,
        name,
        email: 'visitor@example.com',
        phone: '+86 21 5555 0000',
        company: '',
        job: '',
        product: '',
        mind: 'Hello',
        lang: 'zh_CN',
        ip: '203.0.113.7',
        user_agent: 'Firefox',
        status: 'new',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      });
    const statusOf = async (id: number) =>
      (await s.db.selectFrom('enquiries').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;

    test('a user who may only read enquiries changes nothing by opening one', async () => {
      const id = await addNew('Read only');
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const unread = async () =>
        (await s.get('/api/v1/sys/user/info', { cookie: reader.cookie })).body.data.unreadCount;
      const before = await unread();
      const opened = await adminApi(s.app, reader.cookie).get(`${URL}/${id}`);
      assert.equal(opened.status, 200);
      assert.equal(opened.body.data.status, 'new');
      assert.equal(await statusOf(id), 'new');
      assert.equal(await unread(), before, 'the bell still counts it');
      assert.deepEqual(await auditEntries(s.app, 'enquiries', id), []);

      const marked = await adminApi(s.app, reader.cookie).post(`${URL}/${id}/read`, {});
      assert.equal(marked.status, 403);
      assert.equal(await statusOf(id), 'new');
    });

    test('a GET sent from another site changes nothing, nor may another site mark it read', async () => {
      const id = await addNew('Cross site');
      const staff = await signedInStaff(s.app, ['enquiries:read', 'enquiries:write']);
      const crossSite = {
        cookie: staff.cookie,
        origin: 'https://evil.example',
        referer: 'https://evil.example/',
      };
      const fetched = await s.app.inject({ method: 'GET', url: `${URL}/${id}`, headers: crossSite });
      assert.equal(fetched.statusCode, 200);
      assert.equal(await statusOf(id), 'new');
      const posted = await s.app.inject({
        method: 'POST',
        url: `${URL}/${id}/read`,
        headers: crossSite,
        payload: {},
      });
      assert.equal(posted.statusCode, 403);
      assert.equal(await statusOf(id), 'new');

      const marked = await adminApi(s.app, staff.cookie).post(`${URL}/${id}/read`, {});
      assert.equal(marked.status, 200);
      assert.equal(marked.body.data.status, 'read');
      assert.equal(await statusOf(id), 'read');
    });
  });
}
