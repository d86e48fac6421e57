import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import { ScheduleRunner } from '../../content/schedule/schedule.runner.ts';
import type { Database } from '../../db/schema.ts';
import { readAndWrite, useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { SearchRepository } from './search.repository.ts';
import { SearchFts } from './search-fts.ts';
import { indexRow } from './search-index.ts';

interface Hit {
  type: string;
  id: number;
  title: string;
  summary: string;
  url: string;
}

const PRODUCTS = '/api/v1/admin/products';

for (const backend of testBackends()) {
  describe(`site search (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: [...readAndWrite('products', 'product-categories', 'news'), 'dashboard:read'],
    });
    const { catalogue, editor } = s;

    before(async () => {
      // The fixtures are written past the services; the seed rebuilds the index the same way.
      await s.app.services.searchIndex.rebuild(s.db);
    });

    const search = async (q: string, lang = 'en_US', extra = '', headers: Record<string, string> = {}) => {
      const answer = await s.get(`/api/v1/search?lang=${lang}&q=${encodeURIComponent(q)}${extra}`, headers);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data as { list: Hit[]; total: number; counts: Record<string, number> };
    };
    const titles = async (q: string, lang = 'en_US') => (await search(q, lang)).list.map((hit) => hit.title);
    const product = (name: string, model: string, extra: Record<string, unknown> = {}) => ({
      classifyId: catalogue.categories.accelerometers,
      sort: 9,
      enabled: true,
      i18n: { zh_CN: productText(`${name}（中文）`, model), en_US: productText(name, model) },
      ...extra,
    });
    const create = async (body: object) => {
      const created = await editor.post(PRODUCTS, body);
      assert.equal(created.status, 200, JSON.stringify(created.body));
      return created.body.data.id as number;
    };

    test('an exact part number ranks first, found ignoring case, spaces and hyphens', async () => {
      // Mentions the model in its text, and is newer: without the ranking it would come first.
      const mention = await create(
        product('Evaluation board', 'EVB-1', {
          i18n: {
            zh_CN: productText('评估板', 'EVB-1', { summary: '搭载 CSA-3110 的评估板' }),
            en_US: productText('Evaluation board', 'EVB-1', { summary: 'Carries a CSA-3110 on a board' }),
          },
        }),
      );
      for (const q of ['CSA-3110', 'Csa-3110']) {
        const found = await search(q);
        assert.deepEqual(
          found.list.slice(0, 2).map((hit) => hit.id),
          [catalogue.products.axis3, mention],
          q,
        );
        assert.equal(found.list[0]?.url, `/product/detail?id=${catalogue.products.axis3}`);
      }
      for (const q of ['csa3110', 'csa 3110', 'CSA_3110', 'ＣＳＡ－３１１０']) {
        assert.equal((await search(q)).list[0]?.id, catalogue.products.axis3, q);
      }
      // A part number kept in the product's part table, typed without its hyphens.
      const withParts = await create(
        product('Tilt sensor', 'CST-10', { parts: [productPart('CST-1020-TR')] }),
      );
      assert.equal((await search('cst1020tr')).list[0]?.id, withParts);
    });

    test('a document is found by its number typed any way, first, and not while hidden', async () => {
      const { datasheet } = s.other.documents;
      for (const q of ['CS-DS-0001', 'csds0001', 'cs ds 0001']) {
        const [first] = (await search(q)).list;
        assert.deepEqual(first && { type: first.type, id: first.id }, { type: 'document', id: datasheet }, q);
        assert.equal(first?.url, `/documents/detail?id=${datasheet}`);
      }
      assert.deepEqual(
        (await search('数据手册', 'zh_CN', '&type=document')).list.map((hit) => hit.id),
        [datasheet],
      );
      assert.equal((await search('CS-AN-0099')).total, 0, 'a hidden document is not found');
    });

    test('Chinese is found by substring, also for two characters; a plural finds its singular', async () => {
      const thermometer = await create(
        product('Temperature sensor', 'CTS-75', {
          i18n: {
            zh_CN: productText('数字温度传感器', 'CTS-75'),
            en_US: productText('Temperature sensor', 'CTS-75'),
          },
        }),
      );
      assert.ok((await search('温度', 'zh_CN')).list.some((hit) => hit.id === thermometer));
      assert.ok((await search('温', 'zh_CN')).list.some((hit) => hit.id === thermometer));
      const acceleration = (await search('加速度', 'zh_CN')).list;
      const productIds = acceleration.filter((hit) => hit.type === 'product').map((hit) => hit.id);
      assert.ok(
        productIds.includes(catalogue.products.axis3) && productIds.includes(catalogue.products.lowPower),
      );
      assert.deepEqual(
        acceleration.map((hit) => hit.type),
        [...productIds.map(() => 'product'), 'document'],
        'the accelerometers before the datasheet that names them, though it is newer',
      );
      assert.deepEqual(await titles('温度', 'en_US'), [], 'the English texts do not say it');
      const plural = await titles('accelerometers');
      assert.ok(plural.includes('Triaxial accelerometer') && plural.includes('Low-power accelerometer'));
      assert.ok((await titles('ACCELEROMETER')).includes('Triaxial accelerometer'));
      const marked = (await search('accelerometers')).list.find((hit) => hit.id === catalogue.products.axis3);
      assert.match(marked?.summary ?? '', /<mark>accelerometer<\/mark>/i);
    });

    test('only what is public in the language is found: hidden, draft, retired category, one language', async () => {
      assert.deepEqual(await titles('Draft product'), [], 'a disabled product');
      assert.deepEqual(await titles('Retired product'), [], 'a product of a hidden category');
      const chineseOnly = await create({ ...product('Humidity sensor', 'CHS-30'), publish: ['zh_CN'] });
      assert.deepEqual(await titles('Humidity'), []);
      assert.deepEqual(
        (await search('CHS-30', 'zh_CN')).list.map((hit) => hit.id),
        [chineseOnly],
      );
      // Hiding a category hides its products from the very next search.
      const category = await editor.get(`/api/v1/admin/product-categories/${catalogue.categories.pressure}`);
      const { publication: _p, id: _id, createTime: _c, updateTime: _u, ...body } = category.body.data;
      const hidden = await editor.put(`/api/v1/admin/product-categories/${catalogue.categories.pressure}`, {
        ...body,
        enabled: false,
      });
      assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
      assert.deepEqual(await titles('Barometric'), []);
    });

    test('an edit, an unpublish and a scheduled publish are seen by the very next search', async () => {
      const id = await create(product('Gyroscope', 'CSG-90'));
      assert.deepEqual(await titles('Gyroscope'), ['Gyroscope']);
      const stored = (await editor.get(`${PRODUCTS}/${id}`)).body.data;
      const { publication: _p, id: _id, createTime: _c, updateTime: _u, ...body } = stored;
      body.i18n.en_US.name = 'Angular rate sensor';
      assert.equal((await editor.put(`${PRODUCTS}/${id}`, body)).status, 200);
      assert.deepEqual(
        await titles('Gyroscope'),
        ['Angular rate sensor'],
        'its unchanged summary, under its new name',
      );
      assert.deepEqual(await titles('angular rate'), ['Angular rate sensor']);

      assert.equal((await editor.post(`${PRODUCTS}/${id}/unpublish`, { langs: ['en_US'] })).status, 200);
      assert.deepEqual(await titles('angular rate'), []);
      assert.equal((await search('CSG-90', 'zh_CN')).total, 1, 'still public in Chinese');

      const at = new Date(Date.now() + 60_000).toISOString();
      assert.equal((await editor.post(`${PRODUCTS}/${id}/publish`, { langs: ['en_US'], at })).status, 200);
      assert.deepEqual(await titles('angular rate'), [], 'not before its time');
      const runner = new ScheduleRunner({
        db: s.db,
        execute: (trx, action) =>
          s.app.services.publications.apply(trx, {
            resource: action.resource,
            recordKey: action.recordKey,
            action: action.action,
            langs: action.langs,
            actor: action.author,
            scheduled: true,
          }),
        audit: s.app.services.auditLog,
        titleOf: (trx, action) => s.app.services.publications.titleOf(trx, action.resource, action.recordKey),
        onFailure: async () => {},
        afterRun: () => s.app.contentChanged(),
        report: (error) => {
          throw error;
        },
        now: () => new Date(Date.parse(at) + 1000),
      });
      assert.deepEqual(
        (await runner.runDue()).map((run) => run.outcome),
        ['done'],
      );
      assert.deepEqual(await titles('angular rate'), ['Angular rate sensor']);
    });

    test('a news item made an activity is found under its new type only', async () => {
      const url = `/api/v1/admin/news/${s.news.middle}`;
      const {
        id: _id,
        createTime: _c,
        updateTime: _u,
        publication: _p,
        ...body
      } = (await editor.get(url)).body.data;
      const saved = await editor.put(url, {
        ...body,
        type: 'activity',
        startDate: '2026-05-01',
        endDate: null,
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      for (const lang of ['en_US', 'zh_CN']) {
        const q = lang === 'en_US' ? 'New product launch' : '新品发布';
        assert.equal((await search(q, lang, '&type=news')).total, 0, lang);
        assert.deepEqual(
          (await search(q, lang, '&type=activity')).list.map((hit) => hit.id),
          [s.news.middle],
          lang,
        );
      }
    });

    test('a row is found at once and after the full-text tables catch up; the text it replaced is not', async () => {
      const recordId = 990_001;
      const row = (text: string) =>
        indexRow({
          resource: 'news',
          recordId,
          lang: 'en_US',
          type: 'news',
          url: '/news',
          title: 'Queued',
          text,
          codes: text.match(/Q[A-Z]{2}-\d+/) ?? [],
        });
      const found = async (db: Kysely<Database>, queries: string[]) => {
        const repository = new SearchRepository(db);
        const hits = await Promise.all(queries.map((q) => repository.search('en_US', q, 'news', 0, 10)));
        return hits.map((page, at) => `${queries[at]}: ${page.rows.map((hit) => hit.record_id).join()}`);
      };
      const first = ['magnetometers', 'magneto', 'qmx7020', 'QMX-7020', '7020', '磁力', '磁力计传感'];
      const second = ['compass', 'QCX-11', '指南针'];
      const expect = (hits: string[], queries: string[], ids: string) =>
        assert.deepEqual(
          hits,
          queries.map((q) => `${q}: ${ids}`),
        );
      const fts = new SearchFts(s.db);
      // Searched in the writing transaction, the rows cannot have reached the full-text tables.
      await s.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('search_index')
          .values(row('A magnetometer, part QMX-7020: 磁力计传感器'))
          .execute();
        expect(await found(trx, first), first, `${recordId}`);
      });
      await fts.flush();
      expect(await found(s.db, first), first, `${recordId}`);
      // Written over in place: the full-text tables still hold the old text under the row's id.
      await s.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('search_index')
          .set(row('A compass, part QCX-11: 指南针'))
          .where('resource', '=', 'news')
          .where('record_id', '=', recordId)
          .execute();
        expect(await found(trx, first), first, '');
        expect(await found(trx, second), second, `${recordId}`);
      });
      await fts.flush();
      expect(await found(s.db, first), first, '');
      expect(await found(s.db, second), second, `${recordId}`);
      await s.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('search_index')
          .where('resource', '=', 'news')
          .where('record_id', '=', recordId)
          .execute();
        expect(await found(trx, second), second, '');
      });
      await fts.flush();
      expect(await found(s.db, second), second, '');
    });

    test('a stored <script> never comes back unescaped; only <mark> is markup', async () => {
      await create(
        product('Script holder', 'CSS-1', {
          i18n: {
            zh_CN: productText('脚本', 'CSS-1'),
            en_US: productText('Script holder', 'CSS-1', {
              summary: '<script>alert("xyzzy")</script> <img src=x onerror=alert(1)> xyzzy & more',
            }),
          },
        }),
      );
      const [hit] = (await search('xyzzy')).list;
      assert.ok(hit);
      assert.ok(!hit.summary.includes('<script'), hit.summary);
      assert.ok(hit.summary.includes('&lt;script&gt;'), hit.summary);
      assert.equal(hit.summary.replace(/<\/?mark>/g, '').includes('<'), false, hit.summary);
      assert.match(hit.summary, /<mark>xyzzy<\/mark> &amp; more/);
    });

    test('type narrows the hits and every type keeps its count; paging counts every match', async () => {
      const all = await search('accelerometer', 'en_US', '&pageSize=1');
      assert.equal(all.list.length, 1);
      assert.ok(all.total >= 3);
      assert.equal(all.counts.document, 1, 'the fixture’s accelerometer datasheet');
      assert.equal(
        Object.values(all.counts).reduce((sum, count) => sum + count, 0),
        all.total,
      );
      const news = await search('accelerometer', 'en_US', '&type=news');
      assert.deepEqual(news.list, []);
      assert.equal(news.total, 0);
      assert.deepEqual(news.counts, all.counts, 'the tabs show the other types’ counts');
    });

    test('bad input is 400 in the envelope, naming q or type', async () => {
      for (const [url, field] of [
        ['/api/v1/search?q=', 'q'],
        ['/api/v1/search?q=%20%20', 'q'],
        ['/api/v1/search', 'q'],
        [`/api/v1/search?q=${'x'.repeat(101)}`, 'q'],
        ['/api/v1/search?q=abc&type=faq', 'type'],
        ['/api/v1/search/suggest?q=a', 'q'],
        ['/api/v1/search/suggest?q=', 'q'],
      ] as const) {
        const answer = await s.get(url);
        assert.equal(answer.status, 400, url);
        assert.equal(answer.body.success, false);
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          [field],
          url,
        );
      }
      assert.equal((await s.get('/api/v1/search?q=abc&lang=fr')).body.code, 'INVALID_LANG');
    });

    test('suggest answers up to eight titles and pages, best first', async () => {
      const answer = await s.get('/api/v1/search/suggest?lang=en_US&q=csa3110');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.data[0], {
        type: 'product',
        id: catalogue.products.axis3,
        title: 'Triaxial accelerometer',
        url: `/product/detail?id=${catalogue.products.axis3}`,
      });
      const two = await s.get(`/api/v1/search/suggest?lang=zh_CN&q=${encodeURIComponent('加速')}`);
      assert.ok(two.body.data.length >= 2 && two.body.data.length <= 8);
    });

    test('the dashboard shows the week’s searches and those that found nothing; DNT and GPC are not counted', async () => {
      await search('Low-Power', 'en_US');
      await search('  low-POWER ', 'en_US');
      await search('low-power', 'en_US', '&pageNum=2');
      await search('unobtainium', 'en_US');
      await search('low-power', 'en_US', '', { dnt: '1' });
      await search('unobtainium', 'en_US', '', { 'sec-gpc': '1' });
      const answer = await editor.get('/api/v1/admin/dashboard/analysis');
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const { searches } = answer.body.data;
      assert.match(searches.week, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(new Date(`${searches.week}T00:00:00Z`).getUTCDay(), 1, 'a week starts on Monday');
      const counted = Object.fromEntries(
        searches.top.map((row: { query: string; searches: number }) => [row.query, row.searches]),
      );
      assert.equal(counted['low-power'], 2, 'a first page counts, folded; a later page and DNT do not');
      const nothing = Object.fromEntries(
        searches.zeroResults.map((row: { query: string; searches: number }) => [row.query, row.searches]),
      );
      assert.equal(nothing.unobtainium, 1, 'found nothing, counted once: GPC is not counted');
      assert.equal(nothing['low-power'], undefined, 'found something');
    });
  });
}
