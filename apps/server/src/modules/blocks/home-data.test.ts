import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createMigrator } from '../../db/database.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * One source of truth for the home page's advantages (issue 11): `GET /home/data` answers the
 * `advantages` block's list, so an edit on Pages › Advantages shows there at once.
 */

const BANNER = { title: 'Sensing the world', subtitle: '', image: '', link: '/product' };
const advantage = (title: string) => ({ title, description: `${title}, described`, icon: '' });

for (const backend of testBackends()) {
  describe(`home data and the advantages block (${backend.name})`, () => {
    const s = useTestApp(backend);

    const edit = async (lang: string, type: string, data: unknown) => {
      const { cookie } = await signedInStaff(s.app, ['blocks:write']);
      const response = await s.app.inject({
        method: 'POST',
        url: `/api/v1/other/data/edit?lang=${lang}`,
        headers: { cookie },
        payload: { type, data },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data;
    };
    const homeData = async (lang: string) => {
      const { status, body } = await s.get(`/api/v1/home/data?lang=${lang}`);
      assert.equal(status, 200);
      assert.equal(typeof body.data, 'string', 'contract §2: data is a JSON string');
      return JSON.parse(body.data);
    };

    test('an advantages edit shows in home/data at once, in its language only', async () => {
      await edit('en_US', 'home', { banners: [BANNER], highlightProductIds: [3, 1] });
      await edit('en_US', 'advantages', { list: [advantage('Everything in house')] });
      // Cached now: the next edit must reach the answer anyway.
      assert.deepEqual((await homeData('en_US')).advantages, [advantage('Everything in house')]);

      await edit('en_US', 'advantages', { list: [advantage('Sustained R&D'), advantage('Reliable supply')] });
      const home = await homeData('en_US');
      assert.deepEqual(
        home.advantages.map((item: { title: string }) => item.title),
        ['Sustained R&D', 'Reliable supply'],
      );
      assert.deepEqual(home.banners, [BANNER], 'the home block’s own content is untouched');
      assert.deepEqual(home.highlightProductIds, [3, 1]);
      assert.deepEqual((await homeData('zh_CN')).advantages, [], 'no Chinese list was written');
    });

    test('a home block no longer keeps advantages of its own', async () => {
      const saved = await edit('zh_CN', 'home', { banners: [], advantages: [advantage('旧列表')] });
      assert.equal('advantages' in saved, false);
      await edit('zh_CN', 'advantages', { list: [advantage('全流程自主可控')] });
      assert.deepEqual(
        (await homeData('zh_CN')).advantages.map((item: { title: string }) => item.title),
        ['全流程自主可控'],
      );
    });

    test('highlighted products and applications are saved in the chosen order', async () => {
      const saved = await edit('zh_CN', 'home', {
        banners: [],
        highlightProductIds: [5, 2, 9],
        highlightApplicationIds: [4, 1],
      });
      assert.deepEqual(saved.highlightProductIds, [5, 2, 9]);
      const home = await homeData('zh_CN');
      assert.deepEqual(home.highlightProductIds, [5, 2, 9]);
      assert.deepEqual(home.highlightApplicationIds, [4, 1]);

      const { cookie } = await signedInStaff(s.app, ['blocks:write']);
      const invalid = await s.app.inject({
        method: 'POST',
        url: '/api/v1/other/data/edit?lang=en_US',
        headers: { cookie },
        payload: { type: 'home', data: { banners: [], highlightProductIds: [0] } },
      });
      assert.equal(invalid.statusCode, 400);
      assert.equal(invalid.json().code, 'VALIDATION_ERROR');
    });
  });

  describe(`migration 2026-11-24T00-home-advantages (${backend.name})`, () => {
    test('a home block’s list moves to an unwritten advantages block and leaves the home block', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const db = database.db;
      const migrator = await createMigrator(db);
      const back = await migrator.migrateTo('2026-11-22T04-news-list-columns');
      assert.equal(back.error, undefined);
      const at = '2026-01-01T00:00:00.000Z';
      const block = (type: string, lang: string, data: unknown) => ({
        type,
        lang,
        data: JSON.stringify(data),
        updated_at: at,
      });
      await db
        .insertInto('page_blocks')
        .values([
          block('home', 'zh_CN', { banners: [BANNER], advantages: [advantage('首页自己的')] }),
          block('home', 'en_US', { banners: [], advantages: [advantage('Home’s own')] }),
          block('advantages', 'en_US', { list: [advantage('The block’s')] }),
        ])
        .execute();

      const forward = await migrator.migrateToLatest();
      assert.equal(forward.error, undefined);
      const rows = await db
        .selectFrom('page_blocks')
        .select(['type', 'lang', 'data'])
        .orderBy('type')
        .orderBy('lang')
        .execute();
      assert.deepEqual(
        rows.map((row) => [row.type, row.lang, JSON.parse(row.data)]),
        [
          ['advantages', 'en_US', { list: [advantage('The block’s')] }],
          ['advantages', 'zh_CN', { list: [advantage('首页自己的')] }],
          ['home', 'en_US', { banners: [] }],
          ['home', 'zh_CN', { banners: [BANNER] }],
        ],
      );
    });
  });
}
