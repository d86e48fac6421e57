import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { LANGS, PUBLISHED_RESOURCES } from '@coresense/shared';
import { CONTENT_TYPES } from '../content-types.ts';
import { callApi } from '../test-support/admin-api.ts';
import { signedInStaff } from '../test-support/auth.ts';
import { copyOf, oneOfEach, readAndWrite, useContentSuite } from '../test-support/content-suite.ts';
import { assertRouteGuards } from '../test-support/route-guards.ts';
import { testBackends } from '../test-support/test-app.ts';

/*
 * Versions and translation status (contract §10, issue 15): every save of a bilingual record or
 * a page block keeps a version; versions are listed, read, compared and restored.
 */

const RESOURCES = PUBLISHED_RESOURCES;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Json = any;

/** The record without what a save always changes, and without where it is published. */
function content(record: Json): Json {
  const { id: _id, createTime: _c, updateTime: _u, publication: _p, ...rest } = record;
  return rest;
}

/** The record as saved: without its publication, which a version's view gives as it is now. */
function saved(record: Json): Json {
  const { publication: _p, ...rest } = record;
  return rest;
}

const FOOTER = (slogan: string) => ({ slogan, copyright: '© CoreSense', icp: '', links: [] });

for (const backend of testBackends()) {
  describe(`versions and translation status (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: readAndWrite(...RESOURCES, 'blocks'),
    });
    const { news: newsIds, editor: admin } = s;
    let ids: Record<string, number>;
    /** Enabled, in a hidden category: public in no language. */
    let hiddenProduct: number;

    before(() => {
      ids = oneOfEach(s);
      hiddenProduct = s.catalogue.products.retired;
    });

    for (const resource of RESOURCES) {
      test(`${resource}: create, PUT and restore each keep a version; view, diff, 404 and 400`, async () => {
        const url = `/api/v1/admin/${resource}`;
        const existing = (await admin.get(`${url}/${ids[resource]}`)).body.data;

        // A record saved before versions existed answers its version 1, by nobody.
        const old = await admin.get(`${url}/${ids[resource]}/versions`);
        assert.equal(old.status, 200, JSON.stringify(old.body));
        assert.equal(old.body.data.length, 1);
        assert.equal(old.body.data[0].version, 1);
        assert.deepEqual(old.body.data[0].author, { id: 0, username: 'system', name: 'System' });
        assert.deepEqual(old.body.data[0].published, { zh_CN: true, en_US: true });
        assert.deepEqual((await admin.get(`${url}/${ids[resource]}/versions/1`)).body.data, existing);

        // Create: version 1 by the editor, every field changed.
        const created = await admin.post(url, copyOf(resource, existing));
        assert.equal(created.status, 200, JSON.stringify(created.body));
        const id = created.body.data.id;
        const field = CONTENT_TYPES[resource].titleField;
        const first = (await admin.get(`${url}/${id}/versions`)).body.data;
        assert.equal(first.length, 1);
        assert.equal(first[0].version, 1);
        assert.equal(first[0].author.id, admin.id);
        assert.equal(first[0].author.username, admin.username);
        assert.ok(first[0].changedFields.some((c: Json) => c.field === 'enabled' && c.lang === null));
        assert.ok(first[0].changedFields.some((c: Json) => c.field === field && c.lang === 'en_US'));
        assert.ok(first[0].changedFields.some((c: Json) => c.field === field && c.lang === 'zh_CN'));

        // PUT changing one English text: version 2 names just that field and language.
        const renamed = structuredClone(created.body.data);
        const original = renamed.i18n.en_US[field];
        renamed.i18n.en_US[field] = `${original} v2`;
        const put = await admin.put(`${url}/${id}`, renamed);
        assert.equal(put.status, 200, JSON.stringify(put.body));
        const second = (await admin.get(`${url}/${id}/versions`)).body.data;
        assert.deepEqual(
          second.map((v: Json) => v.version),
          [2, 1],
          'newest first',
        );
        assert.deepEqual(second[0].changedFields, [{ field, lang: 'en_US' }]);
        assert.deepEqual(second[0].published, { zh_CN: true, en_US: true });
        assert.deepEqual(second[1].published, { zh_CN: false, en_US: false });

        // View and diff.
        const v1 = (await admin.get(`${url}/${id}/versions/1`)).body.data;
        assert.deepEqual(saved(v1), saved(created.body.data));
        assert.deepEqual(v1.publication, put.body.data.publication, 'where it is published now');
        assert.deepEqual(saved((await admin.get(`${url}/${id}/versions/2`)).body.data), saved(put.body.data));
        const diff = await admin.get(`${url}/${id}/versions/2/diff?against=1`);
        assert.equal(diff.status, 200);
        assert.deepEqual(diff.body.data, [
          { field, lang: 'en_US', before: original, after: `${original} v2` },
        ]);
        assert.deepEqual((await admin.get(`${url}/${id}/versions/1/diff?against=1`)).body.data, []);

        // Restore: a new version equal to version 1, saved as a draft: version 2 stays public.
        const restored = await admin.post(`${url}/${id}/versions/1/restore`, {});
        assert.equal(restored.status, 200, JSON.stringify(restored.body));
        assert.deepEqual(content(restored.body.data), content(created.body.data));
        assert.deepEqual(content((await admin.get(`${url}/${id}`)).body.data), content(created.body.data));
        // Its Chinese is what the public sees (only English changed since version 1), so
        // version 3 is the one public in Chinese; English still shows version 2.
        assert.deepEqual(
          LANGS.map((lang) => [
            restored.body.data.publication[lang].publishedVersion,
            restored.body.data.publication[lang].changed,
          ]),
          [
            [3, false],
            [2, true],
          ],
        );
        const third = (await admin.get(`${url}/${id}/versions`)).body.data;
        assert.equal(third[0].version, 3);
        assert.deepEqual(third[0].changedFields, [{ field, lang: 'en_US' }]);
        assert.deepEqual(third[0].published, { zh_CN: true, en_US: false });
        assert.deepEqual(third[1].published, { zh_CN: false, en_US: true });
        assert.deepEqual((await admin.get(`${url}/${id}/versions/3/diff?against=1`)).body.data, []);

        // Unknown record or version: 404; a bad number: 400.
        for (const path of [
          `${id}/versions/9`,
          `${id}/versions/9/diff?against=1`,
          `${id}/versions/1/diff?against=9`,
          '99999/versions',
          '99999/versions/1',
        ]) {
          const answer = await admin.get(`${url}/${path}`);
          assert.equal(answer.status, 404, path);
          assert.equal(answer.body.code, 'NOT_FOUND', path);
        }
        assert.equal((await admin.post(`${url}/${id}/versions/9/restore`, {})).status, 404);
        for (const path of [
          `${id}/versions/0`,
          `${id}/versions/x`,
          `${id}/versions/1/diff`,
          `${id}/versions/1/diff?against=-1`,
          'x/versions',
        ]) {
          const answer = await admin.get(`${url}/${path}`);
          assert.equal(answer.status, 400, path);
          assert.equal(answer.body.code, 'VALIDATION_ERROR', path);
        }

        // A deleted record is in the trash: its versions answer 404 with it.
        assert.equal((await admin.delete(`${url}/${id}`)).status, 200);
        assert.equal((await admin.get(`${url}/${id}/versions`)).status, 404);
      });
    }

    test('a first PUT of an older record keeps its state as version 1; a restore is public once published', async () => {
      const url = `/api/v1/admin/news/${newsIds.newest}`;
      const record = (await admin.get(url)).body.data;
      const titles = async () =>
        (await s.get('/api/v1/news/list?lang=en_US&pageSize=100')).body.data.list.map(
          (item: { title: string }) => item.title,
        );
      assert.ok((await titles()).includes('Annual review'));
      const changed = structuredClone(record);
      changed.i18n.en_US.title = 'Annual review, revised';
      changed.i18n.zh_CN.title = '年度报告（修订）';
      assert.equal((await admin.put(url, changed)).status, 200);
      const versions = (await admin.get(`${url}/versions`)).body.data;
      assert.deepEqual(
        versions.map((v: Json) => [v.version, v.author.username]),
        [
          [2, admin.username],
          [1, 'system'],
        ],
      );
      assert.deepEqual(versions[0].changedFields, [
        { field: 'title', lang: 'zh_CN' },
        { field: 'title', lang: 'en_US' },
      ]);
      assert.ok((await titles()).includes('Annual review, revised'));

      assert.equal((await admin.post(`${url}/versions/1/restore`, {})).status, 200);
      assert.ok((await titles()).includes('Annual review, revised'), 'a restore is a draft');
      assert.equal((await admin.post(`${url}/publish`, { langs: ['en_US'] })).status, 200);
      const after = await titles();
      assert.ok(after.includes('Annual review'), 'the public list shows the restored text once published');
      assert.ok(!after.includes('Annual review, revised'));

      // A hidden record is public in no language.
      const hidden = (await admin.get(`/api/v1/admin/news/${newsIds.hidden}/versions`)).body.data;
      assert.deepEqual(hidden[0].published, { zh_CN: false, en_US: false });
    });

    test('page blocks: each edit keeps a version of both languages; view, diff, restore', async () => {
      const base = '/api/v1/admin/blocks/footer';
      assert.equal((await admin.get(`${base}/versions`)).status, 404, 'a block never written has none');
      const edit = (lang: string, slogan: string) =>
        admin.post(`/api/v1/other/data/edit?lang=${lang}`, { type: 'footer', data: FOOTER(slogan) });
      assert.equal((await edit('zh_CN', '感知更多')).status, 200);
      assert.equal((await edit('en_US', 'Sense more')).status, 200);
      assert.equal((await edit('en_US', 'Sense everything')).status, 200);
      const versions = (await admin.get(`${base}/versions`)).body.data;
      assert.deepEqual(
        versions.map((v: Json) => v.version),
        [3, 2, 1],
      );
      assert.equal(versions[0].author.username, admin.username);
      assert.deepEqual(versions[0].changedFields, [{ field: 'slogan', lang: 'en_US' }]);
      assert.deepEqual(versions[0].published, { zh_CN: true, en_US: true });
      assert.deepEqual(versions[2].changedFields.map((c: Json) => c.lang).sort(), [
        'zh_CN',
        'zh_CN',
        'zh_CN',
        'zh_CN',
      ]);
      assert.deepEqual(saved((await admin.get(`${base}/versions/1`)).body.data), {
        type: 'footer',
        i18n: { zh_CN: FOOTER('感知更多') },
      });
      assert.deepEqual((await admin.get(`${base}/versions/3/diff?against=2`)).body.data, [
        { field: 'slogan', lang: 'en_US', before: 'Sense more', after: 'Sense everything' },
      ]);

      const restored = await admin.post(`${base}/versions/2/restore`, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.deepEqual(restored.body.data.i18n.en_US, FOOTER('Sense more'));
      const slogan = async () =>
        JSON.parse((await s.get('/api/v1/other/data/data?type=footer&lang=en_US')).body.data).slogan;
      assert.equal(await slogan(), 'Sense everything', 'a restore is a draft');
      assert.equal(restored.body.data.publication.en_US.changed, true);
      assert.equal(restored.body.data.publication.zh_CN.changed, false, 'its Chinese is what is public');
      assert.equal((await admin.post(`${base}/publish`, { langs: ['en_US'] })).status, 200);
      assert.equal(await slogan(), 'Sense more');
      assert.equal((await admin.get(`${base}/versions`)).body.data[0].version, 4);
      assert.deepEqual((await admin.get(`${base}/versions/4/diff?against=2`)).body.data, []);

      assert.equal((await admin.get(`${base}/versions/9`)).status, 404);
      assert.equal((await admin.get('/api/v1/admin/blocks/nothing/versions')).status, 400);
      assert.equal((await admin.get(`${base}/versions/1/diff?against=0`)).status, 400);
    });

    test('restoring a version equal to the live one publishes nothing: each language keeps its publication time', async () => {
      const LONG_AGO = '2026-01-02T03:04:05.000Z';
      /** Dates what is published now far back, so a re-stamp cannot hide in the same millisecond. */
      const backdate = (resource: string, key: string) =>
        s.db
          .updateTable('content_publications')
          .set({ published_at: LONG_AGO })
          .where('resource', '=', resource)
          .where('record_key', '=', key)
          .execute();
      const times = (record: Json) => LANGS.map((lang) => record.publication[lang].publishedAt);

      // A news article published in both languages, then a draft of new English text.
      const url = '/api/v1/admin/news';
      const existing = (await admin.get(`${url}/${newsIds.middle}`)).body.data;
      const id = (await admin.post(url, existing)).body.data.id;
      await backdate('news', String(id));
      const draft = structuredClone((await admin.get(`${url}/${id}`)).body.data);
      draft.i18n.en_US.title = 'A draft nobody published';
      assert.equal((await admin.put(`${url}/${id}`, { ...draft, publish: [] })).status, 200);

      const restored = await admin.post(`${url}/${id}/versions/1/restore`, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.deepEqual(
        LANGS.map((lang) => restored.body.data.publication[lang].publishedVersion),
        [3, 3],
        'version 3 is what the public sees in both languages',
      );
      assert.deepEqual(times(restored.body.data), [LONG_AGO, LONG_AGO], 'nobody published: the times stay');
      assert.deepEqual((await admin.get(`${url}/${id}/versions`)).body.data[0].published, {
        zh_CN: true,
        en_US: true,
      });

      // Publishing a language whose public text changes does stamp it; the other keeps its time.
      const edited = structuredClone(restored.body.data);
      edited.i18n.en_US.title = 'Published today';
      const published = await admin.put(`${url}/${id}`, { ...edited, publish: ['en_US'] });
      const [zhTime, enTime] = times(published.body.data);
      assert.equal(zhTime, LONG_AGO, 'Chinese shows what it showed: its time stays');
      assert.ok(Date.parse(enTime) > Date.parse(LONG_AGO), 'English was published now');

      // The same for a page block.
      const block = '/api/v1/admin/blocks/footer';
      const edit = (lang: string, slogan: string, publish?: string[]) =>
        admin.post(`/api/v1/other/data/edit?lang=${lang}`, { type: 'footer', data: FOOTER(slogan), publish });
      assert.equal((await edit('zh_CN', '感知')).status, 200);
      assert.equal((await edit('en_US', 'Sense')).status, 200);
      await backdate('blocks', 'footer');
      assert.equal((await edit('en_US', 'Sense, drafted', [])).status, 200);
      const live = (await admin.get(`${block}/versions`)).body.data[1].version;
      const back = await admin.post(`${block}/versions/${live}/restore`, {});
      assert.equal(back.status, 200, JSON.stringify(back.body));
      assert.deepEqual(times(back.body.data), [LONG_AGO, LONG_AGO]);
    });

    test('saves of both languages of a block at once each keep their own version, in turn', async () => {
      const base = '/api/v1/admin/blocks/contact';
      const data = (lang: string, n: number) => ({
        companyName: `CoreSense ${lang} ${n}`,
        address: '1 Sensor Road',
        phone: '',
        email: 'sales@coresense.example',
        fax: '',
        postcode: '',
        workingHours: '',
        offices: [],
      });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          ['zh_CN', 'en_US'].map((lang) =>
            admin.post(`/api/v1/other/data/edit?lang=${lang}`, { type: 'contact', data: data(lang, n) }),
          ),
        ).flat(),
      );
      for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const versions = (await admin.get(`${base}/versions`)).body.data;
      assert.deepEqual(
        versions.map((v: Json) => v.version),
        Array.from({ length: 16 }, (_, index) => 16 - index),
      );
      const latest = (await admin.get(`${base}/versions/16`)).body.data;
      for (const lang of ['zh_CN', 'en_US']) {
        const saved = await s.get(`/api/v1/other/data/data?type=contact&lang=${lang}`);
        assert.deepEqual(
          latest.i18n[lang],
          JSON.parse(saved.body.data),
          'the latest version is what is saved',
        );
      }
      // Each save wrote one language over the version before it: a save that read the block
      // before another committed would undo that one's language as well.
      for (const version of versions) {
        const langs = new Set(version.changedFields.map((change: Json) => change.lang));
        assert.equal(langs.size, 1, JSON.stringify(version));
      }
    });

    test('1,000 versions of a record list newest first without their snapshots, and the next save is number 1,001', async () => {
      const url = `/api/v1/admin/products/${ids.products}`;
      const record = (await admin.get(url)).body.data;
      // A large snapshot, which the list must not read.
      const snapshot = JSON.stringify({ ...record, padding: 'x'.repeat(20_000) });
      const rows = Array.from({ length: 1000 }, (_, index) => ({
        resource: 'products',
        record_key: String(ids.products),
        version: index + 1,
        author_id: null,
        author_username: null,
        changed_fields: JSON.stringify([{ field: 'sort', lang: null }]),
        snapshot,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      }));
      await s.db.deleteFrom('content_versions').where('resource', '=', 'products').execute();
      for (let start = 0; start < rows.length; start += 100) {
        await s.db
          .insertInto('content_versions')
          .values(rows.slice(start, start + 100))
          .execute();
      }
      const listed = await admin.get(`${url}/versions`);
      assert.equal(listed.status, 200);
      assert.equal(listed.body.data.length, 1000);
      assert.equal(listed.body.data[0].version, 1000);
      assert.equal(listed.body.data[999].version, 1);
      // How fast is the bench's to say (a wall-clock bound here failed on a loaded CI machine).
      assert.ok(!JSON.stringify(listed.body).includes('x'.repeat(100)), 'no snapshot is in the list');

      assert.equal((await admin.put(url, record)).status, 200);
      const after = (await admin.get(`${url}/versions`)).body.data;
      assert.equal(after[0].version, 1001);
    });

    test('translation status counts the records, written and public per language, and lists the missing', async () => {
      // A news item written in Chinese only, enabled, and an English-only one, hidden.
      const zhOnly = await admin.post('/api/v1/admin/news', {
        type: 'news',
        enabled: true,
        i18n: {
          zh_CN: {
            title: '只有中文',
            summary: '',
            cover: '',
            content: '<p>中文</p>',
            address: '',
            booth: '',
          },
        },
      });
      assert.equal(zhOnly.status, 200, JSON.stringify(zhOnly.body));
      const enOnly = await admin.post('/api/v1/admin/news', {
        type: 'news',
        enabled: false,
        i18n: {
          en_US: {
            title: 'English only',
            summary: '',
            cover: '',
            content: '<p>en</p>',
            address: '',
            booth: '',
          },
        },
      });
      assert.equal(enOnly.status, 200, JSON.stringify(enOnly.body));

      const all = await admin.get('/api/v1/admin/translations');
      assert.equal(all.status, 200, JSON.stringify(all.body));
      assert.deepEqual(
        all.body.data.map((entry: Json) => entry.resource),
        RESOURCES,
      );
      const news = all.body.data.find((entry: Json) => entry.resource === 'news');
      // The news items the tests above deleted wait in the trash, which the status leaves out.
      const trashed = s.db.selectFrom('content_trash').select('record_id').where('resource', '=', 'news');
      const rows = await s.db
        .selectFrom('news')
        .select(['id', 'enabled'])
        .where('id', 'not in', trashed)
        .execute();
      const texts = await s.db.selectFrom('news_i18n').select(['news_id', 'lang']).execute();
      const enabled = new Set(rows.filter((row) => Boolean(row.enabled)).map((row) => row.id));
      const count = (lang: string, onlyEnabled: boolean) =>
        texts.filter((t) => t.lang === lang && (!onlyEnabled || enabled.has(t.news_id))).length;
      assert.equal(news.total, rows.length);
      // The disabled English-only item was saved with nothing published (absent `publish` on a
      // disabled record): its English is written, in its working copy, not in the live rows.
      assert.deepEqual(news.written, { zh_CN: count('zh_CN', false), en_US: count('en_US', false) + 1 });
      assert.deepEqual(news.published, { zh_CN: count('zh_CN', true), en_US: count('en_US', true) });
      assert.deepEqual(news.missing, [
        { id: zhOnly.body.data.id, title: '只有中文', langs: ['en_US'] },
        { id: enOnly.body.data.id, title: 'English only', langs: ['zh_CN'] },
      ]);
      assert.equal(news.written.zh_CN - news.published.zh_CN, 1, 'the hidden fixture');
      assert.equal(
        news.written.en_US - news.published.en_US,
        2,
        'the hidden fixture and the English-only item',
      );

      // A product is public only in an enabled category.
      const products = all.body.data.find((entry: Json) => entry.resource === 'products');
      const productRows = await s.db
        .selectFrom('products as p')
        .innerJoin('product_categories as c', 'c.id', 'p.classify_id')
        .select(['p.id', 'p.enabled', 'c.enabled as categoryEnabled'])
        .where(
          'p.id',
          'not in',
          s.db.selectFrom('content_trash').select('record_id').where('resource', '=', 'products'),
        )
        .execute();
      const productTexts = await s.db.selectFrom('product_i18n').select(['product_id', 'lang']).execute();
      const visible = new Set(
        productRows
          .filter((row) => Boolean(row.enabled) && Boolean(row.categoryEnabled))
          .map((row) => row.id),
      );
      assert.ok(!visible.has(hiddenProduct));
      assert.equal(products.total, productRows.length);
      assert.deepEqual(products.published, {
        zh_CN: productTexts.filter((t) => t.lang === 'zh_CN' && visible.has(t.product_id)).length,
        en_US: productTexts.filter((t) => t.lang === 'en_US' && visible.has(t.product_id)).length,
      });
      const hiddenVersions = (await admin.get(`/api/v1/admin/products/${hiddenProduct}/versions`)).body.data;
      assert.deepEqual(hiddenVersions[0].published, { zh_CN: false, en_US: false });

      // Only the resources the user may read.
      const reader = await signedInStaff(s.app, ['news:read', 'recruit:write']);
      const some = await callApi(s.app, 'GET', '/api/v1/admin/translations', { cookie: reader.cookie });
      assert.deepEqual(
        some.body.data.map((entry: Json) => entry.resource),
        ['news'],
      );
      const none = await signedInStaff(s.app, ['members:read']);
      assert.equal(
        (await callApi(s.app, 'GET', '/api/v1/admin/translations', { cookie: none.cookie })).status,
        403,
      );
      assert.equal((await callApi(s.app, 'GET', '/api/v1/admin/translations')).status, 401);
    });

    test('version routes need R:read to read and R:write to restore, publish and unpublish', async () => {
      const routes = [];
      for (const resource of ['news', 'products']) {
        const base = `/api/v1/admin/${resource}/${ids[resource]}/versions`;
        routes.push(
          { method: 'GET' as const, url: base, authority: `${resource}:read`, allowed: 200 },
          { method: 'GET' as const, url: `${base}/1`, authority: `${resource}:read`, allowed: 200 },
          {
            method: 'GET' as const,
            url: `${base}/1/diff?against=1`,
            authority: `${resource}:read`,
            allowed: 200,
          },
          { method: 'POST' as const, url: `${base}/1/restore`, authority: `${resource}:write`, payload: {} },
        );
        for (const action of ['publish', 'unpublish']) {
          routes.push({
            method: 'POST' as const,
            url: `/api/v1/admin/${resource}/${ids[resource]}/${action}`,
            authority: `${resource}:write`,
            payload: { langs: ['zh_CN'] },
          });
        }
      }
      const blocks = '/api/v1/admin/blocks/footer/versions';
      routes.push(
        { method: 'GET' as const, url: blocks, authority: 'blocks:read', allowed: 200 },
        { method: 'GET' as const, url: `${blocks}/1`, authority: 'blocks:read', allowed: 200 },
        { method: 'GET' as const, url: `${blocks}/1/diff?against=1`, authority: 'blocks:read', allowed: 200 },
        { method: 'POST' as const, url: `${blocks}/1/restore`, authority: 'blocks:write', payload: {} },
        {
          method: 'GET' as const,
          url: '/api/v1/admin/blocks/footer',
          authority: 'blocks:read',
          allowed: 200,
        },
        {
          method: 'POST' as const,
          url: '/api/v1/admin/blocks/footer/publish',
          authority: 'blocks:write',
          payload: { langs: ['zh_CN'] },
        },
      );
      await assertRouteGuards(s.app, routes);
    });
  });
}
