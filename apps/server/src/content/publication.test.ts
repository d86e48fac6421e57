import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { PUBLISHED_RESOURCES } from '@coresense/shared';
import { DEFAULT_SITE_BUILD_DIR } from '../plugins/site.ts';
import { adminApi, auditEntries } from '../test-support/admin-api.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { readAndWrite, useContentSuite } from '../test-support/content-suite.ts';
import { testBackends } from '../test-support/test-app.ts';
import { ScheduleRunner } from './schedule/schedule.runner.ts';

/*
 * Publication per language (contract §10, issue 15): a draft changes nothing public, cached
 * answers included; each language is published and unpublished on its own.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Json = any;

/** The public pages are checked too, on the site's build (the test command builds the site first). */
const SITE_SERVER_BUILD = path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js');
if (!existsSync(SITE_SERVER_BUILD)) {
  throw new Error(
    `The site is not built (no ${SITE_SERVER_BUILD}): run \`npm run build -w @coresense/site\` first.`,
  );
}

const RESOURCES = PUBLISHED_RESOURCES;

for (const backend of testBackends()) {
  describe(`publication per language (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: readAndWrite(...RESOURCES, 'blocks'),
    });
    const { catalogue, news, other, editor: admin } = s;

    before(() => {
      // The scheduler of a running server would do what the test does by hand below.
      assert.ok(s.app.services.publications.has('news'));
    });

    const page = async (url: string) => {
      const response = await s.app.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.body };
    };
    const newsTitle = async (id: number, lang: string) => {
      const answer = await s.get(`/api/v1/news/detail?id=${id}&lang=${lang}`);
      return answer.status === 200 ? answer.body.data.title : answer.status;
    };
    const states = (record: Json) =>
      Object.fromEntries(
        ['zh_CN', 'en_US'].map((lang) => {
          const { state, publishedVersion, changed } = record.publication[lang];
          return [lang, [state, publishedVersion, changed]];
        }),
      );

    test('a draft changes nothing public, cached answers included; each language is published on its own', async () => {
      const id = news.middle;
      const url = `/api/v1/admin/news/${id}`;
      const detailPage = (lang: string) => page(`/company-news/detail?id=${id}&lang=${lang}`);
      // Answers and pages read (and cached) before the draft.
      const apiBefore = {
        zh: (await s.get(`/api/v1/news/detail?id=${id}&lang=zh_CN`)).body,
        en: (await s.get(`/api/v1/news/detail?id=${id}&lang=en_US`)).body,
        list: (await s.get('/api/v1/news/list?lang=en_US&pageSize=100')).body,
      };
      assert.equal(apiBefore.en.data.title, 'New product launch');
      const pageBefore = (await detailPage('en-US')).body;
      const liveRows = async () => ({
        main: await s.db.selectFrom('news').selectAll().where('id', '=', id).execute(),
        texts: await s.db
          .selectFrom('news_i18n')
          .selectAll()
          .where('news_id', '=', id)
          .orderBy('lang')
          .execute(),
      });
      const rowsBefore = await liveRows();

      const record = (await admin.get(url)).body.data;
      assert.deepEqual(states(record), { zh_CN: ['published', 1, false], en_US: ['published', 1, false] });
      const changed = structuredClone(record);
      changed.i18n.zh_CN.title = '新品发布（修订）';
      changed.i18n.en_US.title = 'New product launch, revised';
      changed.i18n.en_US.content = '<p>Revised body</p>';
      const draft = await admin.put(url, { ...changed, publish: [] });
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      assert.equal(
        draft.body.data.i18n.en_US.title,
        'New product launch, revised',
        'the answer is the working copy',
      );
      assert.deepEqual(states(draft.body.data), {
        zh_CN: ['published', 1, true],
        en_US: ['published', 1, true],
      });
      assert.equal((await admin.get(url)).body.data.i18n.zh_CN.title, '新品发布（修订）');

      assert.deepEqual(await liveRows(), rowsBefore, 'the live rows are untouched, their times included');
      assert.deepEqual((await s.get(`/api/v1/news/detail?id=${id}&lang=zh_CN`)).body, apiBefore.zh);
      assert.deepEqual((await s.get(`/api/v1/news/detail?id=${id}&lang=en_US`)).body, apiBefore.en);
      assert.deepEqual((await s.get('/api/v1/news/list?lang=en_US&pageSize=100')).body, apiBefore.list);
      assert.equal((await detailPage('en-US')).body, pageBefore);

      const versions = async () =>
        (await admin.get(`${url}/versions`)).body.data.map((v: Json) => [v.version, v.published]);
      assert.deepEqual(await versions(), [
        [2, { zh_CN: false, en_US: false }],
        [1, { zh_CN: true, en_US: true }],
      ]);

      // Chinese first: public in Chinese, English still shows version 1.
      const zh = await admin.post(`${url}/publish`, { langs: ['zh_CN'] });
      assert.equal(zh.status, 200, JSON.stringify(zh.body));
      assert.deepEqual(states(zh.body.data), {
        zh_CN: ['published', 2, false],
        en_US: ['published', 1, true],
      });
      assert.equal(await newsTitle(id, 'zh_CN'), '新品发布（修订）');
      assert.equal(await newsTitle(id, 'en_US'), 'New product launch');
      assert.match((await detailPage('zh-CN')).body, /新品发布（修订）/);
      assert.doesNotMatch((await detailPage('en-US')).body, /revised/);
      assert.deepEqual(await versions(), [
        [2, { zh_CN: true, en_US: false }],
        [1, { zh_CN: false, en_US: true }],
      ]);

      // English later: both show version 2.
      const en = await admin.post(`${url}/publish`, { langs: ['en_US'] });
      assert.deepEqual(states(en.body.data), {
        zh_CN: ['published', 2, false],
        en_US: ['published', 2, false],
      });
      assert.equal(await newsTitle(id, 'en_US'), 'New product launch, revised');
      assert.equal(
        (await s.get(`/api/v1/news/detail?id=${id}&lang=en_US`)).body.data.content,
        '<p>Revised body</p>',
      );
      assert.match((await detailPage('en-US')).body, /Revised body/);

      // Unpublishing English: 404 in English, Chinese unchanged.
      const off = await admin.post(`${url}/unpublish`, { langs: ['en_US'] });
      assert.equal(off.status, 200, JSON.stringify(off.body));
      assert.deepEqual(states(off.body.data), {
        zh_CN: ['published', 2, false],
        en_US: ['draft', null, false],
      });
      assert.equal(
        off.body.data.i18n.en_US.title,
        'New product launch, revised',
        'the working copy keeps it',
      );
      assert.equal(await newsTitle(id, 'en_US'), 404);
      assert.equal(await newsTitle(id, 'zh_CN'), '新品发布（修订）');
      assert.equal((await detailPage('en-US')).status, 404);
      const titles = (await s.get('/api/v1/news/list?lang=en_US&pageSize=100')).body.data.list.map(
        (item: Json) => item.title,
      );
      assert.ok(!titles.includes('New product launch, revised') && !titles.includes('New product launch'));

      // A save without `publish` publishes what was published and, enabled, every language written.
      const again = await admin.put(url, changed);
      assert.deepEqual(states(again.body.data), {
        zh_CN: ['published', 3, false],
        en_US: ['published', 3, false],
      });
      assert.equal(await newsTitle(id, 'en_US'), 'New product launch, revised');
    });

    test('a record created with publish: [] is public nowhere; publishing Chinese shows it in Chinese only', async () => {
      const options = async (lang: string) =>
        Object.fromEntries(
          (await s.get(`/api/v1/product/class/options?lang=${lang}`)).body.data.map((o: Json) => [
            o.value,
            o.count,
          ]),
        );
      const countsBefore = { zh: await options('zh_CN'), en: await options('en_US') };
      const translations = async () =>
        (await admin.get('/api/v1/admin/translations')).body.data.find(
          (entry: Json) => entry.resource === 'products',
        );
      const statusBefore = await translations();
      const text = (name: string) => ({
        name,
        model: 'CSG-9999',
        summary: `${name} summary`,
        cover: '',
        images: [],
        features: [],
        specs: [],
        models: [],
        description: '<p>Gyro</p>',
        files: [],
      });
      const created = await admin.post('/api/v1/admin/products', {
        classifyId: catalogue.categories.accelerometers,
        sort: 9,
        enabled: true,
        i18n: { zh_CN: text('隐形陀螺仪'), en_US: text('Hidden gyroscope') },
        publish: [],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.deepEqual(states(created.body.data), {
        zh_CN: ['draft', null, false],
        en_US: ['draft', null, false],
      });
      assert.equal(created.body.data.i18n.en_US.name, 'Hidden gyroscope');

      const listed = async (lang: string) =>
        (await s.get(`/api/v1/product/list?lang=${lang}&pageSize=100`)).body.data.list.map((p: Json) => p.id);
      const found = async (lang: string) =>
        (await s.get(`/api/v1/product/list?lang=${lang}&keyword=CSG-9999`)).body.data.total;
      for (const lang of ['zh_CN', 'en_US']) {
        assert.ok(!(await listed(lang)).includes(id), lang);
        assert.equal(await found(lang), 0, lang);
        assert.equal((await s.get(`/api/v1/product/detail/${id}?lang=${lang}`)).status, 404, lang);
      }
      assert.deepEqual({ zh: await options('zh_CN'), en: await options('en_US') }, countsBefore);
      // The back-office finds the draft by what it says, in either language, though nothing is public.
      for (const keyword of ['隐形陀螺', 'hidden GYRO', 'csg-9999']) {
        const search = await admin.get(`/api/v1/admin/products?keyword=${encodeURIComponent(keyword)}`);
        assert.deepEqual(
          search.body.data.list.map((p: Json) => p.id),
          [id],
          keyword,
        );
      }
      assert.equal((await admin.get('/api/v1/admin/products?keyword=Gyro%3Csummary')).body.data.total, 0);
      assert.doesNotMatch((await page('/sitemap.xml')).body, new RegExp(`product/detail\\?id=${id}\\b`));
      assert.equal((await page(`/product/detail?id=${id}&lang=zh-CN`)).status, 404);
      const inList = (await admin.get('/api/v1/admin/products?pageSize=100')).body.data.list.find(
        (item: Json) => item.id === id,
      );
      assert.equal(
        inList?.i18n.en_US.name,
        'Hidden gyroscope',
        'the back-office list shows the working copy',
      );
      assert.equal(inList.publication.en_US.state, 'draft');
      const statusDraft = await translations();
      assert.equal(statusDraft.total, statusBefore.total + 1);
      assert.deepEqual(statusDraft.written, {
        zh_CN: statusBefore.written.zh_CN + 1,
        en_US: statusBefore.written.en_US + 1,
      });
      assert.deepEqual(statusDraft.published, statusBefore.published);

      // Chinese only: public in Chinese, 404 in English.
      const zh = await admin.post(`/api/v1/admin/products/${id}/publish`, { langs: ['zh_CN'] });
      assert.equal(zh.status, 200, JSON.stringify(zh.body));
      assert.deepEqual(states(zh.body.data), {
        zh_CN: ['published', 1, false],
        en_US: ['draft', null, false],
      });
      assert.equal(
        JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=zh_CN`)).body.data.jsonStr).name,
        '隐形陀螺仪',
      );
      assert.equal((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).status, 404);
      assert.equal(await found('zh_CN'), 1);
      assert.equal(await found('en_US'), 0);
      const accelerometers = catalogue.categories.accelerometers;
      assert.equal((await options('zh_CN'))[accelerometers], countsBefore.zh[accelerometers] + 1);
      assert.equal((await options('en_US'))[accelerometers], countsBefore.en[accelerometers]);
      assert.equal((await page(`/product/detail?id=${id}&lang=zh-CN`)).status, 200);
      assert.equal((await page(`/product/detail?id=${id}&lang=en-US`)).status, 404);
      const statusZh = await translations();
      assert.deepEqual(statusZh.published, {
        zh_CN: statusBefore.published.zh_CN + 1,
        en_US: statusBefore.published.en_US,
      });

      // A later draft of a published product leaves it as it is.
      const draft = structuredClone(zh.body.data);
      draft.i18n.zh_CN.name = '隐形陀螺仪 二代';
      const saved = await admin.put(`/api/v1/admin/products/${id}`, { ...draft, publish: [] });
      assert.deepEqual(states(saved.body.data), {
        zh_CN: ['published', 1, true],
        en_US: ['draft', null, false],
      });
      assert.equal(
        JSON.parse((await s.get(`/api/v1/product/detail/${id}?lang=zh_CN`)).body.data.jsonStr).name,
        '隐形陀螺仪',
      );
    });

    test('a product unpublished in English leaves the English related products of an application', async () => {
      const related = async (lang: string) => {
        const answer = await s.get(
          `/api/v1/app/range/detail?id=${other.applications.automotive}&lang=${lang}`,
        );
        return JSON.parse(answer.body.data.jsonStr).relatedProductIds;
      };
      const axis3 = catalogue.products.axis3;
      assert.ok((await related('en_US')).includes(axis3));
      const off = await admin.post(`/api/v1/admin/products/${axis3}/unpublish`, { langs: ['en_US'] });
      assert.equal(off.status, 200, JSON.stringify(off.body));
      assert.ok(!(await related('en_US')).includes(axis3));
      assert.ok((await related('zh_CN')).includes(axis3));
      assert.equal((await s.get(`/api/v1/product/detail/${axis3}?lang=en_US`)).status, 404);
      const on = await admin.post(`/api/v1/admin/products/${axis3}/publish`, { langs: ['en_US'] });
      assert.equal(on.status, 200, JSON.stringify(on.body));
      assert.ok((await related('en_US')).includes(axis3));
      assert.equal((await s.get(`/api/v1/product/detail/${axis3}?lang=en_US`)).status, 200);
    });

    test('a disabled record stays hidden whatever is published, and says so', async () => {
      const url = `/api/v1/admin/news/${news.hidden}`;
      const published = await admin.post(`${url}/publish`, { langs: ['zh_CN', 'en_US'] });
      assert.equal(published.status, 200, JSON.stringify(published.body));
      assert.equal(published.body.data.enabled, false);
      assert.equal(published.body.data.hidden, 'record');
      assert.deepEqual(states(published.body.data), {
        zh_CN: ['draft', 1, false],
        en_US: ['draft', 1, false],
      });
      assert.equal(await newsTitle(news.hidden, 'en_US'), 404);
      assert.equal(await newsTitle(news.hidden, 'zh_CN'), 404);
    });

    /** Each language's reported state beside what the public API and page answer in it. */
    const reportedAndPublic = async (record: Json) => {
      const found: Record<string, [string, number, number]> = {};
      for (const [lang, pageLang] of [
        ['zh_CN', 'zh-CN'],
        ['en_US', 'en-US'],
      ] as const) {
        const api = await s.get(`/api/v1/news/detail?id=${record.id}&lang=${lang}`);
        const detail = await page(`/company-news/detail?id=${record.id}&lang=${pageLang}`);
        found[lang] = [record.publication[lang].state, api.status, detail.status];
      }
      return found;
    };
    const PUBLIC: [string, number, number] = ['published', 200, 200];
    const NOT_PUBLIC: [string, number, number] = ['draft', 404, 404];
    const newsBody = (zh: string, en: string, enabled = true) => ({
      type: 'news',
      enabled,
      startDate: null,
      endDate: null,
      i18n: {
        zh_CN: { title: zh, summary: '', cover: '', content: `<p>${zh}</p>`, address: '', booth: '' },
        en_US: { title: en, summary: '', cover: '', content: `<p>${en}</p>`, address: '', booth: '' },
      },
    });

    test('every path that reports a publication: a language says published exactly when its public page answers', async () => {
      // Created and published in Chinese: public in Chinese at once, English a draft.
      const created = await admin.post('/api/v1/admin/news', {
        ...newsBody('发布即上线', 'Live at once'),
        publish: ['zh_CN'],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      const url = `/api/v1/admin/news/${id}`;
      assert.equal(created.body.data.hidden, null);
      assert.deepEqual(await reportedAndPublic(created.body.data), { zh_CN: PUBLIC, en_US: NOT_PUBLIC });

      // Created disabled (as the back-office's switch used to default) and "published": not published.
      const disabled = await admin.post('/api/v1/admin/news', {
        ...newsBody('默认关闭', 'Off by default', false),
        publish: ['zh_CN'],
      });
      assert.equal(disabled.status, 200, JSON.stringify(disabled.body));
      assert.equal(disabled.body.data.hidden, 'record');
      assert.deepEqual(await reportedAndPublic(disabled.body.data), { zh_CN: NOT_PUBLIC, en_US: NOT_PUBLIC });
      const savedAndPublished = await admin.put(`/api/v1/admin/news/${disabled.body.data.id}`, {
        ...disabled.body.data,
        publish: ['zh_CN', 'en_US'],
      });
      assert.equal(savedAndPublished.status, 200, JSON.stringify(savedAndPublished.body));
      assert.deepEqual(await reportedAndPublic(savedAndPublished.body.data), {
        zh_CN: NOT_PUBLIC,
        en_US: NOT_PUBLIC,
      });

      // Saved and published in English.
      const both = await admin.put(url, { ...created.body.data, publish: ['en_US'] });
      assert.equal(both.status, 200, JSON.stringify(both.body));
      assert.deepEqual(await reportedAndPublic(both.body.data), { zh_CN: PUBLIC, en_US: PUBLIC });

      // A Chinese draft, then hidden: nothing public, each language keeps its version, the draft unpublished.
      const draft = structuredClone(both.body.data);
      draft.i18n.zh_CN.title = '发布即上线（修订稿）';
      const drafted = await admin.put(url, { ...draft, publish: [] });
      assert.equal(drafted.status, 200, JSON.stringify(drafted.body));
      const hidden = await admin.post(`${url}/visibility`, { enabled: false });
      assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
      assert.equal(hidden.body.data.enabled, false);
      assert.equal(hidden.body.data.hidden, 'record');
      assert.deepEqual(await reportedAndPublic(hidden.body.data), { zh_CN: NOT_PUBLIC, en_US: NOT_PUBLIC });
      assert.deepEqual(states(hidden.body.data), {
        zh_CN: ['draft', 2, true],
        en_US: ['draft', 4, false],
      });
      assert.equal(
        hidden.body.data.i18n.zh_CN.title,
        '发布即上线（修订稿）',
        'the working copy keeps the draft',
      );
      const titles = async (lang: string) =>
        (await s.get(`/api/v1/news/list?lang=${lang}&pageSize=100`)).body.data.list.map(
          (item: Json) => item.title,
        );
      assert.ok(!(await titles('en_US')).includes('Live at once'));
      const hideEntry = (await auditEntries(s.app, 'news', id)).at(-1);
      assert.equal(hideEntry?.action, 'hide');
      assert.deepEqual(hideEntry?.changes.enabled, { from: true, to: false });

      // Publishing Chinese while hidden publishes the draft text, and keeps the record hidden.
      const publishedHidden = await admin.post(`${url}/publish`, { langs: ['zh_CN'] });
      assert.equal(publishedHidden.status, 200, JSON.stringify(publishedHidden.body));
      assert.equal(publishedHidden.body.data.hidden, 'record');
      assert.deepEqual(await reportedAndPublic(publishedHidden.body.data), {
        zh_CN: NOT_PUBLIC,
        en_US: NOT_PUBLIC,
      });
      // A save that publishes, and a restore of a version from before the hide, keep it hidden too.
      const savedHidden = await admin.put(url, { ...publishedHidden.body.data, publish: ['en_US'] });
      assert.equal(savedHidden.body.data.hidden, 'record');
      const restored = await admin.post(`${url}/versions/2/restore`, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.equal(restored.body.data.enabled, false, 'a restore brings back text, not visibility');
      const republished = await admin.post(`${url}/publish`, { langs: ['zh_CN', 'en_US'] });
      assert.equal(republished.body.data.hidden, 'record');
      assert.deepEqual(await reportedAndPublic(republished.body.data), {
        zh_CN: NOT_PUBLIC,
        en_US: NOT_PUBLIC,
      });

      // Shown again: every language public as published, at once.
      const shown = await admin.post(`${url}/visibility`, { enabled: true });
      assert.equal(shown.status, 200, JSON.stringify(shown.body));
      assert.equal(shown.body.data.hidden, null);
      assert.deepEqual(await reportedAndPublic(shown.body.data), { zh_CN: PUBLIC, en_US: PUBLIC });
      assert.equal(await newsTitle(id, 'zh_CN'), '发布即上线');
      assert.equal((await auditEntries(s.app, 'news', id)).at(-1)?.action, 'show');
    });

    test('hiding does not publish a pending draft; showing again brings back what was published', async () => {
      const created = await admin.post('/api/v1/admin/news', {
        ...newsBody('原文', 'Original'),
        publish: ['zh_CN', 'en_US'],
      });
      const id = created.body.data.id;
      const url = `/api/v1/admin/news/${id}`;
      const draft = structuredClone(created.body.data);
      draft.i18n.en_US.title = 'Unpublished rewrite';
      const drafted = await admin.put(url, { ...draft, publish: [] });
      const hidden = await admin.post(`${url}/visibility`, { enabled: false });
      assert.deepEqual(states(hidden.body.data), { zh_CN: ['draft', 3, false], en_US: ['draft', 1, true] });
      assert.equal(
        hidden.body.data.publication.zh_CN.publishedAt,
        drafted.body.data.publication.zh_CN.publishedAt,
        'hiding is not publishing',
      );
      const shown = await admin.post(`${url}/visibility`, { enabled: true });
      assert.deepEqual(states(shown.body.data), {
        zh_CN: ['published', 4, false],
        en_US: ['published', 1, true],
      });
      assert.equal(await newsTitle(id, 'en_US'), 'Original');
      assert.equal(await newsTitle(id, 'zh_CN'), '原文');
      // Asking for what already is changes nothing and records nothing.
      const entries = (await auditEntries(s.app, 'news', id)).length;
      const again = await admin.post(`${url}/visibility`, { enabled: true });
      assert.equal(again.status, 200);
      assert.deepEqual(states(again.body.data), states(shown.body.data));
      assert.equal((await auditEntries(s.app, 'news', id)).length, entries);
    });

    test('a product in a hidden category is published in no language, and says why', async () => {
      const retired = catalogue.products.retired;
      const record = (await admin.get(`/api/v1/admin/products/${retired}`)).body.data;
      assert.equal(record.enabled, true);
      assert.equal(record.hidden, 'parent');
      assert.deepEqual(states(record), { zh_CN: ['draft', 1, false], en_US: ['draft', 1, false] });
      assert.equal((await s.get(`/api/v1/product/detail/${retired}?lang=zh_CN`)).status, 404);
      const listed = (await admin.get('/api/v1/admin/products?pageSize=100')).body.data.list;
      const hiddenBy = Object.fromEntries(listed.map((item: Json) => [item.id, item.hidden]));
      assert.equal(hiddenBy[retired], 'parent');
      assert.equal(hiddenBy[catalogue.products.axis3], null);
      assert.equal(hiddenBy[catalogue.products.draft], 'record');
    });

    test('visibility: bad requests, unknown records and authorities', async () => {
      const url = `/api/v1/admin/news/${news.oldest}/visibility`;
      for (const body of [{}, { enabled: 'no' }, { enabled: null }]) {
        const answer = await admin.post(url, body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
      }
      assert.equal((await admin.post('/api/v1/admin/news/99999/visibility', { enabled: false })).status, 404);
      const reader = await signedInStaff(s.app, ['news:read']);
      assert.equal((await adminApi(s.app, reader.cookie).post(url, { enabled: false })).status, 403);
      assert.equal((await adminApi(s.app).post(url, { enabled: false })).status, 401);
      assert.equal(await newsTitle(news.oldest, 'zh_CN'), '公司成立');
      const documented = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      assert.ok(documented.paths['/api/v1/admin/products/{id}/visibility']?.post, 'in the OpenAPI');
    });

    test('page blocks: a draft edit changes nothing public; publishing puts it up', async () => {
      const footer = (slogan: string) => ({ slogan, copyright: '© CoreSense', icp: '', links: [] });
      const edit = (lang: string, slogan: string, publish?: string[]) =>
        admin.post(`/api/v1/other/data/edit?lang=${lang}`, { type: 'footer', data: footer(slogan), publish });
      const slogan = async (lang: string) =>
        JSON.parse((await s.get(`/api/v1/other/data/data?type=footer&lang=${lang}`)).body.data).slogan;
      assert.equal((await edit('zh_CN', '感知更多')).status, 200);
      assert.equal((await edit('en_US', 'Sense more')).status, 200);
      assert.equal(await slogan('en_US'), 'Sense more');

      const draft = await edit('en_US', 'Sense everything', []);
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      assert.equal(await slogan('en_US'), 'Sense more', 'the cached and the fresh answer both unchanged');
      const block = (await admin.get('/api/v1/admin/blocks/footer')).body.data;
      assert.equal(block.i18n.en_US.slogan, 'Sense everything');
      assert.deepEqual(states(block), { zh_CN: ['published', 3, false], en_US: ['published', 2, true] });

      // Saving Chinese publishes Chinese only: the English draft stays a draft.
      assert.equal((await edit('zh_CN', '感知一切')).status, 200);
      assert.equal(await slogan('zh_CN'), '感知一切');
      assert.equal(await slogan('en_US'), 'Sense more');

      const published = await admin.post('/api/v1/admin/blocks/footer/publish', { langs: ['en_US'] });
      assert.equal(published.status, 200, JSON.stringify(published.body));
      assert.deepEqual(states(published.body.data), {
        zh_CN: ['published', 4, false],
        en_US: ['published', 4, false],
      });
      assert.equal(await slogan('en_US'), 'Sense everything');

      const off = await admin.post('/api/v1/admin/blocks/footer/unpublish', { langs: ['en_US'] });
      assert.equal(off.status, 200);
      assert.deepEqual(
        JSON.parse((await s.get('/api/v1/other/data/data?type=footer&lang=en_US')).body.data),
        {},
      );
      assert.equal(await slogan('zh_CN'), '感知一切');
    });

    test('a publish scheduled for later shows as scheduled and is done by the scheduler through Publications', async () => {
      const created = await admin.post('/api/v1/admin/news', {
        type: 'news',
        enabled: true,
        i18n: {
          zh_CN: { title: '定时公告', summary: '', cover: '', content: '<p>定时</p>' },
          en_US: { title: 'Scheduled notice', summary: '', cover: '', content: '<p>Later</p>' },
        },
        publish: ['zh_CN'],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await admin.post(`/api/v1/admin/news/${id}/publish`, { langs: ['en_US'], at });
      assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
      assert.deepEqual(scheduled.body.data.publication.en_US, {
        state: 'scheduled',
        publishedVersion: null,
        publishedAt: null,
        scheduledAt: at,
        changed: false,
      });
      assert.equal(scheduled.body.data.publication.zh_CN.state, 'published');
      assert.equal(await newsTitle(id, 'en_US'), 404, 'not before its time');
      const listed = (await admin.get('/api/v1/admin/news?pageSize=100')).body.data.list.find(
        (item: Json) => item.id === id,
      );
      assert.equal(listed.publication.en_US.state, 'scheduled');
      const pending = (await admin.get('/api/v1/admin/schedule')).body.data.list;
      assert.deepEqual(
        pending.map((action: Json) => [action.resource, action.recordId, action.action, action.langs]),
        [['news', id, 'publish', ['en_US']]],
      );

      // As the server's runner does (schedule.plugin.ts): the run's entry is the scheduler's own.
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
      const ran = await runner.runDue();
      assert.deepEqual(
        ran.map((run) => run.outcome),
        ['done'],
      );
      assert.equal(await newsTitle(id, 'en_US'), 'Scheduled notice');
      const after = (await admin.get(`/api/v1/admin/news/${id}`)).body.data.publication.en_US;
      assert.equal(after.state, 'published');
      assert.equal(after.scheduledAt, null);

      // The log names the record, and says the scheduler ran it for the editor who scheduled it.
      const log = (await s.app.services.auditLog.ofRecord('news', id)).map((entry) => [
        entry.action,
        entry.title,
        entry.userId,
        entry.via,
      ]);
      assert.deepEqual(log, [
        ['scheduled-publish', '定时公告', admin.id, 'scheduler'],
        ['schedule-publish', '定时公告', admin.id, null],
        ['create', '定时公告', admin.id, null],
      ]);
    });

    test('publish and unpublish: bad requests, unknown records and authorities', async () => {
      const url = `/api/v1/admin/news/${news.newest}`;
      for (const body of [{}, { langs: [] }, { langs: ['fr_FR'] }, { langs: ['zh_CN'], at: 'soon' }]) {
        const answer = await admin.post(`${url}/publish`, body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
      }
      const past = await admin.post(`${url}/publish`, { langs: ['zh_CN'], at: '2020-01-01T00:00:00Z' });
      assert.equal(past.status, 400);
      assert.equal(past.body.errors[0].field, 'at');
      assert.equal((await admin.post('/api/v1/admin/news/99999/publish', { langs: ['zh_CN'] })).status, 404);
      assert.equal(
        (await admin.post('/api/v1/admin/news/99999/unpublish', { langs: ['zh_CN'] })).status,
        404,
      );
      const badSave = await admin.put(url, { ...(await admin.get(url)).body.data, publish: ['xx'] });
      assert.equal(badSave.status, 400);

      const reader = await signedInStaff(s.app, ['news:read', 'blocks:read']);
      const readOnly = adminApi(s.app, reader.cookie);
      assert.equal((await readOnly.post(`${url}/publish`, { langs: ['zh_CN'] })).status, 403);
      assert.equal((await readOnly.post(`${url}/unpublish`, { langs: ['zh_CN'] })).status, 403);
      assert.equal(
        (await readOnly.post('/api/v1/admin/blocks/footer/publish', { langs: ['zh_CN'] })).status,
        403,
      );
      assert.equal((await adminApi(s.app).post(`${url}/publish`, { langs: ['zh_CN'] })).status, 401);
      assert.equal(await newsTitle(news.newest, 'zh_CN'), '年度报告');
    });
  });
}
