import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { downloadUrl, syncFileRefs } from '../../content/file-refs.ts';
import { addDays, dayIn } from '../../lib/site-day.ts';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { createCatalogue, productPart } from '../../test-support/fixtures.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ProductDataRepository } from '../products/product-data.repository.ts';

const BASE = '/api/v1/admin/dashboard';
const CONTACT = { name: 'Li Lei', email: 'li.lei@example.com', phone: '0510 1234 5678' };

for (const backend of testBackends()) {
  describe(`the dashboards (${backend.name})`, () => {
    const s = useTestApp(backend);
    let analyst: ReturnType<typeof adminApi>;
    let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
    let fileId: number;
    const today = () => dayIn('Asia/Shanghai');

    const beacon = (body: unknown, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'POST', url: '/api/v1/stats/view', payload: body as object, headers });

    before(async () => {
      catalogue = await createCatalogue(s.db);
      analyst = adminApi(s.app, (await signedInStaff(s.app, ['dashboard:read', 'enquiries:read'])).cookie);
      const file = await s.app.services.files.store({
        name: 'CSA-3110 datasheet.pdf',
        mime: 'application/pdf',
        data: Buffer.from('%PDF-1.7 CoreSense CSA-3110 datasheet 0123456789'),
      });
      fileId = file.id;
      await syncFileRefs(s.db, 'block', 'dashboard-test', { file: { url: downloadUrl(fileId) } });

      // What the dashboards must show: 3 enquiries, 5 page views, 2 downloads.
      for (const url of ['/api/v1/contact/us/submit', '/api/v1/contact/us/submit', '/api/v1/product/ask']) {
        const sent = await s.app.inject({
          method: 'POST',
          url,
          payload: { ...CONTACT, productId: catalogue.products.axis3 },
        });
        assert.equal(sent.statusCode, 200, sent.body);
      }
      // Sample requests: the barometer's two parts in one request count once, in another once more.
      const data = new ProductDataRepository(s.db);
      const noData = {
        status: 'active' as const,
        replacementIds: [],
        values: [],
        lastOrderDate: null,
        lastShipDate: null,
      };
      await data.write(catalogue.products.axis3, { ...noData, parts: [productPart('CSA-3110-TR')] });
      await data.write(catalogue.products.barometer, {
        ...noData,
        parts: [productPart('CSP-1200-TR'), productPart('CSP-1200E')],
      });
      for (const parts of [['CSP-1200-TR', 'csp-1200e', 'CSA-3110-TR'], ['CSP-1200E']]) {
        const sent = await s.app.inject({
          method: 'POST',
          url: '/api/v1/sample/request',
          payload: {
            ...CONTACT,
            company: 'Wuxi Sensing',
            country: 'China',
            application: 'Altimeter',
            parts: parts.map((partNumber) => ({ partNumber, quantity: 2 })),
          },
        });
        assert.equal(sent.statusCode, 200, sent.body);
      }
      const product = `/product/detail?id=${catalogue.products.axis3}`;
      // Four visitors: each counts once a day per page.
      for (const [visitor, body] of [
        { path: product, lang: 'zh_CN' },
        { path: `${product}&lang=zh-CN&utm_source=mail`, lang: 'zh-CN' },
        { path: product, lang: 'zh_CN' },
        { path: '/index', lang: 'en_US' },
      ].entries()) {
        const counted = await beacon(body, { 'user-agent': `visitor ${visitor}` });
        assert.equal(counted.statusCode, 204, counted.body);
        assert.equal(counted.body, '');
        assert.equal(counted.headers['set-cookie'], undefined, 'no cookie');
      }
      // The beacon of the site: form-encoded, as navigator.sendBeacon sends URLSearchParams.
      const form = await s.app.inject({
        method: 'POST',
        url: '/api/v1/stats/view',
        payload: 'path=%2Findex%2F&lang=en_US',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(form.statusCode, 204, form.body);
      for (const visitor of ['downloader 1', 'downloader 2']) {
        const download = await s.app.inject({
          method: 'GET',
          url: `/api/v1/common/download?id=${fileId}`,
          headers: { 'user-agent': visitor },
        });
        assert.equal(download.statusCode, 200);
      }
      // Neither a HEAD nor the rest of a ranged download is another download.
      assert.equal(
        (await s.app.inject({ method: 'HEAD', url: `/api/v1/common/download?id=${fileId}` })).statusCode,
        200,
      );
      const rest = await s.app.inject({
        method: 'GET',
        url: `/api/v1/common/download?id=${fileId}`,
        headers: { range: 'bytes=10-' },
      });
      assert.equal(rest.statusCode, 206);
    });

    test('each dashboard needs a session (401) and dashboard:read (403)', async () => {
      await assertRouteGuards(s.app, [
        { method: 'GET', url: `${BASE}/analysis`, authority: 'dashboard:read', allowed: 200 },
        { method: 'GET', url: `${BASE}/monitor`, authority: 'dashboard:read', allowed: 200 },
        { method: 'GET', url: `${BASE}/workplace`, authority: 'dashboard:read', allowed: 200 },
      ]);
    });

    test('the analysis shows the enquiries, views and downloads made, per day of the last 30', async () => {
      const answer = await analyst.get(`${BASE}/analysis`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const data = answer.body.data;

      assert.equal(data.enquiries.total, 3);
      assert.equal(data.enquiries.perDay.length, 30);
      assert.equal(data.enquiries.perDay[0].date, addDays(today(), -29));
      assert.deepEqual(data.enquiries.perDay.at(-1), { date: today(), contact: 2, product: 1 });

      assert.equal(data.pageViews.total, 5);
      assert.deepEqual(data.pageViews.perDay.at(-1), { date: today(), zh_CN: 3, en_US: 2 });
      assert.deepEqual(data.pageViews.topPages, [
        { path: `/product/detail?id=${catalogue.products.axis3}`, views: 3 },
        { path: '/index', views: 2 },
      ]);

      assert.deepEqual(data.topProducts, [
        { productId: catalogue.products.axis3, name: '三轴加速度计', enquiries: 1, samples: 1, views: 3 },
        { productId: catalogue.products.barometer, name: '气压传感器', enquiries: 0, samples: 2, views: 0 },
      ]);
      assert.deepEqual(data.downloads, [{ fileId, name: 'CSA-3110 datasheet.pdf', count: 2 }]);
      // Published now: the draft product and the one in a switched-off category are not.
      assert.deepEqual(data.content, {
        products: 3,
        news: 0,
        activities: 0,
        applications: 0,
        investor: 0,
        recruit: 0,
        comments: 0,
      });

      const english = await analyst.get(`${BASE}/analysis?lang=en_US`);
      assert.equal(english.body.data.topProducts[0].name, 'Triaxial accelerometer');
    });

    test('a user without enquiries:read gets the analysis as the contract shapes it, and no enquiry to-dos', async () => {
      // The news-only role of the review: 工作台 view plus 新闻与展会 view/edit.
      const newsEditor = adminApi(
        s.app,
        (await signedInStaff(s.app, ['dashboard:read', 'news:read', 'news:write'])).cookie,
      );
      const answer = await newsEditor.get(`${BASE}/analysis`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const data = answer.body.data;
      // Contract §11 gives every dashboard:read holder the same shape; the page leaves the counts out.
      assert.equal(typeof data.enquiries.total, 'number');
      assert.equal(data.pageViews.total, 5, 'the site’s own figures stay');
      const workplace = (await newsEditor.get(`${BASE}/workplace`)).body.data;
      assert.ok(workplace.todos.every((todo: { kind: string }) => !todo.kind.includes('Enquiries')));
    });

    test('a range before today has none of it; the range is inclusive and checked', async () => {
      const yesterday = addDays(today(), -1);
      const earlier = (await analyst.get(`${BASE}/analysis?from=${addDays(today(), -7)}&to=${yesterday}`))
        .body.data;
      assert.equal(earlier.enquiries.total, 0);
      assert.equal(earlier.enquiries.perDay.length, 7);
      assert.equal(earlier.pageViews.total, 0);
      assert.deepEqual(earlier.pageViews.topPages, []);
      assert.deepEqual(earlier.downloads, []);
      assert.equal(earlier.content.products, 3, 'content counts are of now');

      const oneDay = (await analyst.get(`${BASE}/analysis?from=${today()}&to=${today()}`)).body.data;
      assert.equal(oneDay.enquiries.total, 3);
      assert.equal(oneDay.pageViews.perDay.length, 1);

      for (const query of [
        'from=2026-02-30',
        'to=yesterday',
        `from=${today()}&to=${yesterday}`,
        'from=2020-01-01&to=2026-01-01',
      ]) {
        const bad = await analyst.get(`${BASE}/analysis?${query}`);
        assert.equal(bad.status, 400, query);
        assert.equal(bad.body.code, 'VALIDATION_ERROR', query);
        assert.ok(bad.body.errors.length > 0, query);
      }
    });

    test('views are counted on the calendar day of SITE_TIME_ZONE', async () => {
      // 16:30 UTC on 1 March is half past midnight on 2 March in Shanghai.
      assert.ok(
        s.app.services.stats.recordView(
          '/about-us',
          'en_US',
          { ip: '192.0.2.1' },
          Date.parse('2025-03-01T16:30:00Z'),
        ),
      );
      const march2 = (await analyst.get(`${BASE}/analysis?from=2025-03-02&to=2025-03-02`)).body.data;
      assert.deepEqual(march2.pageViews.perDay, [{ date: '2025-03-02', zh_CN: 0, en_US: 1 }]);
      assert.equal(march2.timeZone, 'Asia/Shanghai', 'the answer names the zone its days are counted in');
      const march1 = (await analyst.get(`${BASE}/analysis?from=2025-03-01&to=2025-03-01`)).body.data;
      assert.equal(march1.pageViews.total, 0);
    });

    test('repeating a view or a download counts it once a day per client; made-up detail ids count nothing', async () => {
      const analysis = async () => {
        await s.app.services.stats.flush();
        return (await analyst.get(`${BASE}/analysis`)).body.data;
      };
      const before = await analysis();
      const viewsOf = (
        data: { pageViews: { topPages: Array<{ path: string; views: number }> } },
        path: string,
      ) => data.pageViews.topPages.find((page) => page.path === path)?.views ?? 0;
      const page = '/about-us';
      const from = (ip: string, agent: string) => ({ remoteAddress: ip, headers: { 'user-agent': agent } });
      for (let n = 0; n < 30; n++) {
        const { remoteAddress, headers } = from('203.0.113.7', 'Repeater');
        const answer = await s.app.inject({
          method: 'POST',
          url: '/api/v1/stats/view',
          payload: { path: page, lang: 'en_US' },
          remoteAddress,
          headers,
        });
        assert.equal(answer.statusCode, 204);
      }
      await s.app.inject({
        method: 'POST',
        url: '/api/v1/stats/view',
        payload: { path: page, lang: 'en_US' },
        ...from('203.0.113.8', 'Repeater'),
      });
      for (let n = 0; n < 20; n++) {
        const download = await s.app.inject({
          method: 'GET',
          url: `/api/v1/common/download?id=${fileId}`,
          ...from('203.0.113.7', 'Repeater'),
        });
        assert.equal(download.statusCode, 200);
      }
      for (let n = 0; n < 5; n++) {
        const madeUp = await beacon({ path: `/product/detail?id=${900_000_000 + n}`, lang: 'en_US' });
        assert.equal(madeUp.statusCode, 204, 'answered like any beacon');
      }
      const after = await analysis();
      assert.equal(viewsOf(after, page) - viewsOf(before, page), 2, 'two clients, two views');
      assert.equal(after.downloads[0].count - before.downloads[0].count, 1, 'one client, one download');
      const madeUpRows = await s.db
        .selectFrom('page_views')
        .select('path')
        .where('path', 'like', '/product/detail?id=9000000%')
        .execute();
      assert.deepEqual(madeUpRows, [], 'no rows for products that do not exist');
    });

    test('a beacon with DNT: 1 or Sec-GPC: 1 is answered but not counted', async () => {
      const before = (await analyst.get(`${BASE}/analysis`)).body.data.pageViews.total;
      for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
        const answer = await beacon({ path: '/index', lang: 'zh_CN' }, headers);
        assert.equal(answer.statusCode, 204);
      }
      assert.equal((await analyst.get(`${BASE}/analysis`)).body.data.pageViews.total, before);
    });

    test('a beacon naming anything but a page of the site is refused', async () => {
      const junk = [
        '/api/v1/product/list',
        '/admin/dashboard',
        '//evil.example/index',
        'https://evil.example/index',
        '/no-such-page',
        '/product/detail',
        '/product/detail?id=abc',
        `/index?${'x'.repeat(200)}`,
        '',
      ];
      for (const path of junk) {
        const answer = await beacon({ path, lang: 'zh_CN' });
        assert.equal(answer.statusCode, 400, path);
        assert.equal(answer.json().code, 'VALIDATION_ERROR', path);
      }
      assert.equal((await beacon({ path: '/index', lang: 'fr_FR' })).statusCode, 400);
      const unknown = (await analyst.get(`${BASE}/analysis`)).body.data.pageViews.topPages;
      assert.ok(
        unknown.every(
          (page: { path: string }) =>
            ['/index', '/about-us'].includes(page.path) || page.path.startsWith('/product/detail?id='),
        ),
      );
    });

    test('the monitor describes this process, its cache and its database', async () => {
      for (let n = 0; n < 3; n++) await s.app.inject({ method: 'GET', url: '/api/v1/product/list' });
      const data = (await analyst.get(`${BASE}/monitor`)).body.data;
      assert.equal(data.processes, 1);
      assert.ok(data.uptimeSeconds >= 0);
      assert.ok(data.memory.rss > data.memory.heapUsed && data.memory.heapUsed > 0);
      assert.ok(data.requests.perSecond > 0, 'the requests of this test');
      assert.ok(data.requests.p95Ms > 0);
      assert.equal(data.requests.errorRate, 0);
      // Three reads of one cached answer: one miss, then hits.
      assert.ok(data.cache.hitRate > 0 && data.cache.hitRate < 1, String(data.cache.hitRate));
      assert.equal(data.database.kind, backend.name);
      assert.ok(data.database.sizeBytes > 0);
    });

    test('the workplace lists to-dos, drafts and recent activity the user may read', async () => {
      const editor = await signedInStaff(s.app, [
        'dashboard:read',
        'enquiries:read',
        'products:write',
        'products:read',
      ]);
      const asEditor = adminApi(s.app, editor.cookie);
      // A change saved as a draft (contract §10) is the editor's; a published save is not.
      const draft = await asEditor.put(`/api/v1/admin/products/${catalogue.products.draft}`, {
        ...(await asEditor.get(`/api/v1/admin/products/${catalogue.products.draft}`)).body.data,
        sort: 9,
        publish: [],
      });
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      const published = await asEditor.put(`/api/v1/admin/products/${catalogue.products.axis3}`, {
        ...(await asEditor.get(`/api/v1/admin/products/${catalogue.products.axis3}`)).body.data,
        sort: 7,
      });
      assert.equal(published.status, 200, JSON.stringify(published.body));

      const mine = (await asEditor.get(`${BASE}/workplace`)).body.data;
      assert.deepEqual(mine.todos, [
        // The three enquiries and the two sample requests.
        { kind: 'newEnquiries', count: 5, link: '/admin/enquiries?status=new' },
        { kind: 'openEnquiries', count: 0, link: '/admin/enquiries?status=read' },
        { kind: 'drafts:products', count: 1, link: '/admin/products' },
      ]);
      assert.deepEqual(
        mine.drafts.map((each: { resource: string; id: number; title: string }) => [
          each.resource,
          each.id,
          each.title,
        ]),
        [['products', catalogue.products.draft, '草稿产品']],
      );
      assert.equal(mine.drafts[0].author.id, editor.id);

      // A colleague's draft is a draft too: the card lists every draft the user may read, and who saved it.
      const colleague = await signedInStaff(s.app, ['products:read', 'products:write']);
      const asColleague = adminApi(s.app, colleague.cookie);
      const theirs = await asColleague.put(`/api/v1/admin/products/${catalogue.products.lowPower}`, {
        ...(await asColleague.get(`/api/v1/admin/products/${catalogue.products.lowPower}`)).body.data,
        sort: 5,
        publish: [],
      });
      assert.equal(theirs.status, 200, JSON.stringify(theirs.body));
      const both = (await asEditor.get(`${BASE}/workplace`)).body.data.drafts;
      assert.deepEqual(
        both.map((each: { id: number; author: { username: string } }) => [each.id, each.author.username]),
        [
          [catalogue.products.lowPower, colleague.username],
          [catalogue.products.draft, editor.username],
        ],
      );
      assert.ok(mine.recent.length > 0);
      assert.ok(
        mine.recent.every((entry: { userId: number }) => entry.userId === editor.id),
        'only their own',
      );
      assert.ok(
        mine.recent.some((entry: { action: string; resource: string }) => entry.resource === 'products'),
      );

      // Without enquiries:read or any content authority: no to-dos, no drafts.
      const viewer = adminApi(s.app, (await signedInStaff(s.app, ['dashboard:read'])).cookie);
      const plain = (await viewer.get(`${BASE}/workplace`)).body.data;
      assert.deepEqual(plain.todos, []);
      assert.deepEqual(plain.drafts, []);

      const auditor = adminApi(
        s.app,
        (await signedInStaff(s.app, ['dashboard:read', 'audit-log:read'])).cookie,
      );
      const everyone = (await auditor.get(`${BASE}/workplace`)).body.data.recent;
      assert.ok(
        everyone.some((entry: { userId: number }) => entry.userId === editor.id),
        'everyone’s',
      );
    });
  });
}
