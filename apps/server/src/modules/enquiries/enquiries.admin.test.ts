import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { auditEntries } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { EnquiryRepository } from './enquiries.repository.ts';

const URL = '/api/v1/admin/enquiries';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

interface Sample {
  kind?: 'contact' | 'product';
  productId?: number | null;
  name: string;
  company?: string;
  mind?: string;
  status?: string;
  at: string;
}

for (const backend of testBackends()) {
  describe(`the enquiry inbox (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['enquiries:read', 'enquiries:write'],
    });
    const { catalogue, editor: api } = s;

    const add = (sample: Sample) =>
      new EnquiryRepository(s.db).insert({
        kind: sample.kind ?? 'contact',
        product_id: sample.productId ?? null,
        name: sample.name,
        email: `${sample.name.replace(/\W/g, '') || 'x'}@example.com`,
        phone: '+86 21 5555 0000',
        company: sample.company ?? '',
        job: '',
        product: '',
        mind: sample.mind ?? '',
        lang: 'zh_CN',
        ip: '203.0.113.7',
        user_agent: 'Firefox',
        status: sample.status ?? 'new',
        created_at: sample.at,
        updated_at: sample.at,
      });

    let ids: { oldest: number; askAxis: number; handled: number; newest: number };

    before(async () => {
      ids = {
        oldest: await add({
          name: 'Old Contact',
          company: 'Acme',
          at: '2026-01-05T09:00:00.000Z',
          status: 'read',
        }),
        askAxis: await add({
          kind: 'product',
          productId: catalogue.products.axis3,
          name: '王小明',
          company: '无锡传感科技有限公司',
          mind: '请报价 CSA-3110，数量 1000 只',
          at: '2026-02-10T23:30:00.000Z',
        }),
        handled: await add({
          name: 'Handled Person',
          mind: 'Thanks, all sorted',
          status: 'handled',
          at: '2026-02-11T08:00:00.000Z',
        }),
        newest: await add({
          name: '=HYPERLINK("http://evil")',
          mind: '+cmd',
          at: '2026-03-01T12:00:00.000Z',
        }),
      };
    });

    test('every route needs a session (401) and the enquiries authority (403)', async () => {
      const target = await add({ name: 'Guarded', at: '2025-01-01T00:00:00.000Z', status: 'read' });
      const removable = await add({ name: 'Removable', at: '2025-01-01T00:00:00.000Z', status: 'read' });
      await assertRouteGuards(s.app, [
        { method: 'GET', url: URL, authority: 'enquiries:read', allowed: 200 },
        { method: 'GET', url: `${URL}/export.csv`, authority: 'enquiries:read', allowed: 200 },
        { method: 'GET', url: `${URL}/${target}`, authority: 'enquiries:read', allowed: 200 },
        {
          method: 'PUT',
          url: `${URL}/${target}`,
          authority: 'enquiries:write',
          payload: { status: 'read', note: '' },
          allowed: 200,
        },
        { method: 'POST', url: `${URL}/${target}/read`, authority: 'enquiries:write', allowed: 200 },
        { method: 'DELETE', url: `${URL}/${removable}`, authority: 'enquiries:write', allowed: 200 },
      ]);
      await s.db.deleteFrom('enquiries').where('id', '=', target).execute();
    });

    test('the inbox lists everything newest first, with the product it is about', async () => {
      const list = await api.get(`${URL}?lang=en_US`);
      assert.equal(list.status, 200);
      assert.deepEqual(
        list.body.data.list.map((item: { id: number }) => item.id),
        [ids.newest, ids.handled, ids.askAxis, ids.oldest],
      );
      assert.equal(list.body.data.total, 4);
      const ask = list.body.data.list[2];
      assert.equal(ask.kind, 'product');
      assert.equal(ask.productId, catalogue.products.axis3);
      assert.equal(ask.productName, 'Triaxial accelerometer');
      assert.equal(ask.mind, '请报价 CSA-3110，数量 1000 只');
      assert.equal(ask.userAgent, 'Firefox');
      assert.equal(ask.createTime, '2026-02-10T23:30:00.000Z');
      const chinese = await api.get(`${URL}?productId=${catalogue.products.axis3}`);
      assert.equal(chinese.body.data.list[0].productName, '三轴加速度计');
    });

    test('filters: kind, status, product, keyword and dates', async () => {
      const idsOf = async (query: string) =>
        (await api.get(`${URL}?${query}`)).body.data.list.map((item: { id: number }) => item.id);
      assert.deepEqual(await idsOf('kind=product'), [ids.askAxis]);
      assert.deepEqual(await idsOf('status=handled'), [ids.handled]);
      assert.deepEqual(await idsOf(`productId=${catalogue.products.barometer}`), []);
      assert.deepEqual(await idsOf(`keyword=${encodeURIComponent('无锡传感')}`), [ids.askAxis], 'company');
      assert.deepEqual(await idsOf('keyword=SORTED'), [ids.handled], 'message, any case');
      assert.deepEqual(await idsOf('keyword=oldcontact%40EXAMPLE'), [ids.oldest], 'email');
      assert.deepEqual(await idsOf('dateFrom=2026-02-10&dateTo=2026-02-11'), [ids.handled, ids.askAxis]);
      assert.deepEqual(await idsOf('dateTo=2026-02-10'), [ids.askAxis, ids.oldest], 'the whole last day');
      assert.deepEqual(await idsOf('sortField=createTime&sortOrder=ascend&pageSize=2'), [
        ids.oldest,
        ids.askAxis,
      ]);
      const bad = await api.get(`${URL}?status=archived&dateFrom=2026-02-30&lang=en_US`);
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors.map((error: { field: string }) => error.field).sort(), [
        'dateFrom',
        'status',
      ]);
    });

    test('marking a new enquiry read settles its notice; reading it alone does not', async () => {
      await s.app.services.notices.enquiriesReceived(s.db, [
        { id: ids.askAxis, kind: 'product', name: 'Ask axis', company: '', productId: null, about: '' },
      ]);
      const unread = async () => (await s.get('/api/v1/sys/user/info', { cookie: api.cookie })).body.data;
      const before = await unread();
      assert.ok(before.unreadCount >= 1);
      const looked = await api.get(`${URL}/${ids.askAxis}`);
      assert.equal(looked.body.data.status, 'new', 'a GET changes nothing');
      assert.equal((await unread()).unreadCount, before.unreadCount);
      const opened = await api.post(`${URL}/${ids.askAxis}/read`, {});
      assert.equal(opened.status, 200);
      assert.equal(opened.body.data.status, 'read');
      const after = await unread();
      assert.equal(after.unreadCount, before.unreadCount - 1);
      assert.equal(after.notifyCount, before.notifyCount, 'the notice is still listed, read');

      await api.post(`${URL}/${ids.askAxis}/read`, {});
      const entries = await auditEntries(s.app, 'enquiries', ids.askAxis);
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.changes, entry.username]),
        [['update', { status: { from: 'new', to: 'read' } }, api.username]],
        'marked once, recorded once',
      );
      const handled = await api.post(`${URL}/${ids.handled}/read`, {});
      assert.equal(handled.body.data.status, 'handled', 'only new enquiries change');
      assert.equal((await api.post(`${URL}/999999/read`, {})).status, 404);
    });

    test('status and note are saved, checked and audited', async () => {
      const saved = await api.put(`${URL}/${ids.oldest}`, { status: 'handled', note: '已电话回复' });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.data.status, 'handled');
      assert.equal(saved.body.data.note, '已电话回复');
      assert.equal((await api.get(`${URL}/${ids.oldest}`)).body.data.note, '已电话回复');
      const [entry] = await auditEntries(s.app, 'enquiries', ids.oldest);
      assert.deepEqual(entry?.changes, {
        status: { from: 'read', to: 'handled' },
        note: { from: '', to: '已电话回复' },
      });

      const invalid = await api.put(`${URL}/${ids.oldest}?lang=en_US`, {
        status: 'done',
        note: 'x'.repeat(2001),
      });
      assert.equal(invalid.status, 400);
      assert.deepEqual(invalid.body.errors, [
        { field: 'status', message: 'The value is not allowed.' },
        { field: 'note', message: 'Must be at most 2000 characters.' },
      ]);
      assert.equal((await api.put(`${URL}/999999`, { status: 'read' })).status, 404);
    });

    test('the CSV export has a BOM, a header row, intact Chinese and only the filtered rows', async () => {
      const response = await s.app.inject({
        method: 'GET',
        url: `${URL}/export.csv?kind=product`,
        headers: { cookie: api.cookie },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
      const day = new Date().toISOString().slice(0, 10);
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="enquiries-${day}.csv"; filename*=UTF-8''enquiries-${day}.csv`,
      );
      assert.deepEqual(response.rawPayload.subarray(0, 3), BOM);
      const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
      assert.equal(
        lines[0],
        '编号,类型,状态,提交时间,姓名,邮箱,电话,公司,职位,咨询产品,关联产品,样品型号,国家/地区,应用,留言,备注,语言,IP',
      );
      assert.equal(
        lines[1],
        // The time on the site's clock (Asia/Shanghai) with its offset, the language by its name.
        `${ids.askAxis},产品咨询,已读,2026-02-11T07:30:00+08:00,王小明,x@example.com,+86 21 5555 0000,` +
          '无锡传感科技有限公司,,,三轴加速度计,,,,请报价 CSA-3110，数量 1000 只,,中文,203.0.113.7',
      );
      assert.deepEqual(lines.slice(2), [''], 'one row: the filter applies');
    });

    test('the CSV export speaks English on request and keeps formulas from running', async () => {
      const response = await s.app.inject({
        method: 'GET',
        url: `${URL}/export.csv?lang=en_US&dateFrom=2026-03-01`,
        headers: { cookie: api.cookie },
      });
      const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
      assert.match(lines[0]!, /^ID,Kind,Status,Received,Name,Email,Phone,/);
      assert.equal(lines.length, 3);
      assert.match(lines[1]!, /,Contact form,New,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00,/);
      assert.match(lines[1]!, /,(English|Chinese),/);
      assert.match(lines[1]!, /,"'=HYPERLINK\(""http:\/\/evil""\)",/);
      assert.match(lines[1]!, /,'\+cmd,/);
    });

    test('an enquiry can be deleted, and the deletion is recorded', async () => {
      const spam = await add({ name: 'Spam Bot', at: '2024-01-01T00:00:00.000Z', status: 'read' });
      const removed = await api.delete(`${URL}/${spam}`);
      assert.deepEqual(removed.body, { success: true, data: { id: spam } });
      assert.equal((await api.get(`${URL}/${spam}`)).status, 404);
      assert.equal((await api.delete(`${URL}/${spam}`)).status, 404);
      const [entry] = await auditEntries(s.app, 'enquiries', spam);
      assert.equal(entry?.action, 'delete');
      assert.equal(entry?.changes.name, 'Spam Bot');
    });
  });
}
