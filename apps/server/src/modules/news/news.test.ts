import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createNews } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { NewsRepository } from './news.repository.ts';

for (const backend of testBackends()) {
  describe(`public news calls (${backend.name})`, () => {
    let ids: Awaited<ReturnType<typeof createNews>>;
    const s = useTestApp(backend, {
      setup: async (t) => {
        ids = await createNews(t.database.db);
      },
    });

    test('the news list is newest first, published only, with the item fields of the contract', async () => {
      const { status, body } = await s.get('/api/v1/news/list?lang=en_US');
      assert.equal(status, 200);
      assert.equal(body.data.total, 3);
      assert.deepEqual(
        body.data.list.map((item: { title: string }) => item.title),
        ['Annual review', 'New product launch', 'Company founded'],
      );
      assert.deepEqual(Object.keys(body.data.list[0]).sort(), [
        'cover',
        'createTime',
        'id',
        'summary',
        'title',
        'type',
        'updateTime',
      ]);
      assert.equal(body.data.list[0].createTime, '2025-12-20T08:00:00.000Z');
    });

    test('activity items add the exhibition fields', async () => {
      const { body } = await s.get('/api/v1/news/list?type=activity');
      assert.equal(body.data.total, 1);
      const [expo] = body.data.list;
      assert.equal(expo.title, '慕尼黑上海电子展');
      assert.equal(expo.address, '上海新国际博览中心');
      assert.equal(expo.booth, 'E5.5100');
      assert.equal(expo.startDate, '2026-04-10');
      assert.equal(expo.endDate, '2026-04-12');
      const bad = await s.get('/api/v1/news/list?type=blog');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.errors[0].field, 'type');
    });

    test('an edited item lists with its new summary and cover', async () => {
      const news = new NewsRepository(s.db);
      const stored = await news.findStored(ids.oldest);
      assert.ok(stored);
      const english = { ...stored.i18n.en_US!, summary: 'Rewritten summary', cover: '/media/9/new.svg' };
      await news.update(ids.oldest, {
        type: 'news',
        enabled: true,
        startDate: null,
        endDate: null,
        i18n: { ...stored.i18n, en_US: english },
      });
      s.app.responseCache.clear();
      const { body } = await s.get('/api/v1/news/list?lang=en_US');
      const item = body.data.list.find((entry: { id: number }) => entry.id === ids.oldest);
      assert.equal(item.summary, 'Rewritten summary');
      assert.equal(item.cover, '/media/9/new.svg');
    });

    test('keyword filters by title and paging counts every match', async () => {
      const { body } = await s.get(`/api/v1/news/list?keyword=${encodeURIComponent('发布')}`);
      assert.equal(body.data.total, 1);
      assert.equal(body.data.list[0].title, '新品发布');
      const page = await s.get('/api/v1/news/list?pageSize=1&pageNum=3');
      assert.equal(page.body.data.total, 3);
      assert.equal(page.body.data.list[0].title, '公司成立');
    });

    test('detail adds content and previous/next ids, skipping unpublished items', async () => {
      const { status, body } = await s.get(`/api/v1/news/detail?id=${ids.middle}&lang=en_US`);
      assert.equal(status, 200);
      assert.equal(body.data.title, 'New product launch');
      assert.equal(body.data.content, '<p>New product launch body</p>');
      assert.equal(body.data.prevId, ids.newest, 'previous is the newer item; the draft between is skipped');
      assert.equal(body.data.nextId, ids.oldest);
      const newest = await s.get(`/api/v1/news/detail?id=${ids.newest}`);
      assert.equal(newest.body.data.prevId, null);
      const oldest = await s.get(`/api/v1/news/detail?id=${ids.oldest}`);
      assert.equal(oldest.body.data.nextId, null);
    });

    test('detail of an unpublished or unknown item is 404; a missing id is 400', async () => {
      assert.equal((await s.get(`/api/v1/news/detail?id=${ids.hidden}`)).status, 404);
      assert.equal((await s.get('/api/v1/news/detail?id=424242')).status, 404);
      const missing = await s.get('/api/v1/news/detail');
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, [{ field: 'id', message: '请填写此字段' }]);
    });
  });
}
