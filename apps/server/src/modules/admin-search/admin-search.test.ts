import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { NewsRepository } from '../news/news.repository.ts';
import { RecruitRepository } from '../recruit/recruit.repository.ts';

const URL = '/api/v1/admin/search';
const SEARCHED = ['products', 'news', 'recruit', 'members', 'contracts', 'enquiries'];
const ALL_READ = SEARCHED.map((resource) => `${resource}:read`);

interface Hit {
  resource: string;
  id: number;
  title: string;
  url: string;
}

for (const backend of testBackends()) {
  describe(`back-office header search (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: [...ALL_READ, 'products:write', 'members:write', 'contracts:write'],
    });
    const { catalogue, news, other, editor: everything } = s;
    const ids = { member: 0, contract: 0, enquiry: 0, englishOnly: 0, percent: 0, underscore: 0 };
    const quasar: Record<string, number> = {};

    /** The hits of `q` as `resource#id`, in the answer's order. */
    async function search(api: ReturnType<typeof adminApi>, q: string, lang = 'zh_CN'): Promise<Hit[]> {
      const answer = await api.get(`${URL}?q=${encodeURIComponent(q)}&lang=${lang}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.success, true);
      return answer.body.data;
    }
    const keys = (hits: Hit[]) => hits.map((hit) => `${hit.resource}#${hit.id}`);

    before(async () => {
      const post = async (url: string, payload: unknown) => {
        const answer = await everything.post(url, payload);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        return answer.body.data.id as number;
      };
      const product = (i18n: object) =>
        post('/api/v1/admin/products', {
          classifyId: catalogue.categories.pressure,
          sort: 0,
          enabled: true,
          i18n,
        });
      ids.member = await post('/api/v1/admin/members', {
        name: '华东仪表',
        company: 'East China Instruments',
        email: 'purchasing@eci.example.com',
      });
      ids.contract = await post('/api/v1/admin/contracts', {
        memberId: ids.member,
        number: 'HT-2026-0042',
        signingDate: '2026-06-18',
        status: 'draft',
        note: '',
        goods: [{ productId: null, model: 'CSA-3110', quantity: 1, unitPrice: 10 }],
      });
      const enquiry = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit',
        payload: {
          name: '王小明',
          email: 'xiaoming.wang@example.org',
          phone: '+86 510 8888 1234',
          mind: 'Hello',
        },
      });
      assert.equal(enquiry.statusCode, 200, enquiry.body);
      ids.enquiry = enquiry.json().data.id;
      ids.englishOnly = await product({ en_US: productText('Hygrometer probe', 'CSH-7000') });
      ids.percent = await product({ zh_CN: productText('100% 湿度传感器', 'CSH-100') });
      ids.underscore = await post('/api/v1/admin/members', { name: 'Under_score Ltd' });

      quasar.products = await product({ en_US: productText('Quasar gauge', 'QG-1') });
      quasar.members = await post('/api/v1/admin/members', { name: 'Quasar Trading' });
      quasar.contracts = await post('/api/v1/admin/contracts', {
        memberId: quasar.members,
        number: 'QUASAR-01',
        signingDate: '2026-07-01',
        status: 'draft',
        note: '',
        goods: [],
      });
      quasar.news = await new NewsRepository(s.db).create({
        type: 'news',
        enabled: false,
        startDate: null,
        endDate: null,
        i18n: {
          en_US: { title: 'Quasar launch', summary: '', cover: '', content: '', address: '', booth: '' },
        },
      });
      quasar.recruit = await new RecruitRepository(s.db).create({
        headcount: 1,
        sort: 0,
        enabled: true,
        i18n: {
          en_US: {
            position: 'Quasar engineer',
            department: '',
            location: '',
            detail: '',
            desc: '',
            fileList: [],
          },
        },
      });
      const asked = await s.app.inject({
        method: 'POST',
        url: '/api/v1/contact/us/submit',
        payload: { name: 'Quasar buyer', email: 'buyer@quasar.example', phone: '+1 555 0100', mind: 'Hi' },
      });
      quasar.enquiries = asked.json().data.id;
    });

    test('finds each kind by its named fields, in both languages, ignoring case', async () => {
      const { axis3 } = catalogue.products;
      assert.deepEqual(await search(everything, '三轴'), [
        {
          resource: 'products',
          id: axis3,
          title: '三轴加速度计 (CSA-3110)',
          url: `/admin/products/${axis3}`,
        },
      ]);
      assert.deepEqual(await search(everything, 'TRIAXIAL', 'en_US'), [
        {
          resource: 'products',
          id: axis3,
          title: 'Triaxial accelerometer (CSA-3110)',
          url: `/admin/products/${axis3}`,
        },
      ]);
      // The model finds the product; the contract whose goods name it is not matched by goods.
      assert.deepEqual(keys(await search(everything, 'csa-3110')), [`products#${axis3}`]);

      for (const [q, lang] of [
        ['年度', 'zh_CN'],
        ['annual', 'en_US'],
      ] as const) {
        const [hit, ...rest] = await search(everything, q, lang);
        assert.deepEqual(rest, [], q);
        assert.deepEqual(hit, {
          resource: 'news',
          id: news.newest,
          title: lang === 'zh_CN' ? '年度报告' : 'Annual review',
          url: `/admin/news?open=${news.newest}`,
        });
      }
      assert.deepEqual(await search(everything, '慕尼黑'), [
        {
          resource: 'news',
          id: news.expo,
          title: '慕尼黑上海电子展',
          url: `/admin/activities?open=${news.expo}`,
        },
      ]);

      const engineer = other.recruit.engineer;
      for (const [q, lang, title] of [
        ['工艺工程师', 'zh_CN', 'MEMS 工艺工程师'],
        ['Process Engineer', 'en_US', 'MEMS process engineer'],
      ] as const) {
        assert.deepEqual(await search(everything, q, lang), [
          { resource: 'recruit', id: engineer, title, url: `/admin/recruit?open=${engineer}` },
        ]);
      }

      const member = {
        resource: 'members',
        id: ids.member,
        title: '华东仪表 (East China Instruments)',
        url: `/admin/members/${ids.member}`,
      };
      assert.deepEqual(await search(everything, '华东'), [member]);
      assert.deepEqual(await search(everything, 'PURCHASING@ECI'), [member]);
      assert.deepEqual(await search(everything, 'east china'), [member]);

      assert.deepEqual(await search(everything, 'ht-2026-00'), [
        {
          resource: 'contracts',
          id: ids.contract,
          title: 'HT-2026-0042 · 华东仪表',
          url: `/admin/contracts/${ids.contract}`,
        },
      ]);

      const enquiry = {
        resource: 'enquiries',
        id: ids.enquiry,
        title: '王小明 <xiaoming.wang@example.org>',
        url: `/admin/enquiries?open=${ids.enquiry}`,
      };
      assert.deepEqual(await search(everything, '小明'), [enquiry]);
      assert.deepEqual(await search(everything, 'Wang@Example'), [enquiry]);
    });

    test('a record written in one language is named in it whatever the reader’s language', async () => {
      const [hit] = await search(everything, 'hygrometer', 'zh_CN');
      assert.equal(hit?.title, 'Hygrometer probe (CSH-7000)');
      assert.equal(hit?.id, ids.englishOnly);
    });

    test('answers only the kinds the user may read', async () => {
      const all = await search(everything, '  quasar  ');
      assert.deepEqual(
        keys(all),
        SEARCHED.map((resource) => `${resource}#${quasar[resource]}`),
      );

      const newsReader = adminApi(s.app, (await signedInStaff(s.app, ['news:read'])).cookie);
      assert.deepEqual(keys(await search(newsReader, 'quasar')), [`news#${quasar.news}`]);
      // Writing products without reading them finds nothing either.
      const nobody = adminApi(
        s.app,
        (await signedInStaff(s.app, ['products:write', 'dashboard:read'])).cookie,
      );
      assert.deepEqual(await search(nobody, 'quasar'), []);
      const two = adminApi(s.app, (await signedInStaff(s.app, ['enquiries:read', 'contracts:read'])).cookie);
      assert.deepEqual(keys(await search(two, 'quasar')), [
        `contracts#${quasar.contracts}`,
        `enquiries#${quasar.enquiries}`,
      ]);
    });

    test('%, _ and \\ in the text are taken literally', async () => {
      assert.deepEqual(keys(await search(everything, '%')), [`products#${ids.percent}`]);
      assert.deepEqual(keys(await search(everything, '0% 湿')), [`products#${ids.percent}`]);
      assert.deepEqual(keys(await search(everything, '_')), [`members#${ids.underscore}`]);
      assert.deepEqual(await search(everything, '\\'), []);
      assert.deepEqual(await search(everything, 'quasar%gauge'), []);
    });

    test('answers at most 20 hits, every matching kind among them', async () => {
      for (let index = 0; index < 25; index += 1) {
        const answer = await everything.post('/api/v1/admin/products', {
          classifyId: catalogue.categories.pressure,
          sort: 0,
          enabled: true,
          i18n: { en_US: productText(`Bulkhead sensor ${index}`, `BK-${index}`) },
        });
        assert.equal(answer.status, 200);
      }
      await everything.post('/api/v1/admin/members', { name: 'Bulkhead Marine' });
      const hits = await search(everything, 'bulkhead');
      assert.equal(hits.length, 20);
      assert.deepEqual(
        hits.map((hit) => hit.resource),
        [...Array(19).fill('products'), 'members'],
      );
      // Newest change first.
      assert.equal(hits[0]?.title, 'Bulkhead sensor 24 (BK-24)');
    });

    test('an empty, blank or too long text is a validation error; no session is 401', async () => {
      for (const q of ['', '   ', 'x'.repeat(101)]) {
        const answer = await everything.get(`${URL}?q=${encodeURIComponent(q)}&lang=en_US`);
        assert.equal(answer.status, 400, q);
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
        assert.equal(answer.body.errors[0].field, 'q');
      }
      const missing = await everything.get(URL);
      assert.equal(missing.status, 400);
      assert.equal(missing.body.errors[0].field, 'q');
      assert.equal((await everything.get(`${URL}?q=${'x'.repeat(100)}`)).status, 200);
      const doc = await s.get('/api/docs/json');
      assert.deepEqual(doc.body.paths[URL].get.tags, ['Admin: search']);
      const anonymous = await adminApi(s.app).get(`${URL}?q=quasar`);
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.code, 'UNAUTHENTICATED');
    });
  });
}
