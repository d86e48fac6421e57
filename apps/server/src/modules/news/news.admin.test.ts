import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/news';

const text = (title: string, extra: Record<string, string> = {}) => ({
  title,
  summary: `${title} summary`,
  cover: '',
  content: `<p>${title}</p>`,
  address: '',
  booth: '',
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office news and exhibitions (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['news'], authorities: ['news:read', 'news:write'] });
    const { news: fixtures, editor } = s;

    const news = (title: string, extra: Record<string, unknown> = {}) => ({
      type: 'news',
      enabled: true,
      i18n: { zh_CN: text(`${title}（中文）`), en_US: text(title) },
      ...extra,
    });
    const activity = (title: string, extra: Record<string, unknown> = {}) => ({
      type: 'activity',
      enabled: true,
      startDate: '2026-09-01',
      endDate: '2026-09-03',
      i18n: {
        zh_CN: text(`${title}（中文）`, { address: '深圳会展中心', booth: 'A1' }),
        en_US: text(title, { address: 'Shenzhen Convention Center', booth: 'A1' }),
      },
      ...extra,
    });
    const publicTitles = async (query: string) => {
      const list = await s.get(`/api/v1/news/list?pageSize=100&${query}`);
      return list.body.data.list.map((item: { title: string }) => item.title);
    };

    test('every route needs a session (401) and the news authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'news', fixtures.middle, news('Guarded'));
    });

    test('a news item is published now and heads the public list in both languages', async () => {
      assert.equal((await publicTitles('lang=en_US'))[0], 'Annual review', 'cache primed');
      const started = Date.now();
      const created = await editor.post(URL, news('Factory opening', { startDate: '2026-01-01' }));
      assert.equal(created.status, 200);
      const record = created.body.data;
      assert.equal(record.type, 'news');
      assert.equal(record.startDate, null, 'news items have no dates');
      assert.equal(record.publishTime, record.createTime);
      assert.ok(Date.parse(record.publishTime) >= started - 1000);
      assert.equal((await publicTitles('lang=en_US'))[0], 'Factory opening');
      assert.equal((await publicTitles('lang=zh_CN'))[0], 'Factory opening（中文）');

      const backdated = await editor.put(
        `${URL}/${record.id}`,
        news('Factory opening', { publishTime: '2020-05-01T10:00:00+08:00' }),
      );
      assert.equal(backdated.body.data.publishTime, '2020-05-01T02:00:00.000Z');
      const titles = await publicTitles('lang=en_US');
      assert.equal(titles.at(-1), 'Factory opening', 'the oldest item now');
      const kept = await editor.put(`${URL}/${record.id}`, news('Factory opened'));
      assert.equal(
        kept.body.data.publishTime,
        '2020-05-01T02:00:00.000Z',
        'an update without publishTime keeps it',
      );
      const detail = await s.get(`/api/v1/news/detail?lang=en_US&id=${record.id}`);
      assert.equal(detail.body.data.createTime, '2020-05-01T02:00:00.000Z');
      assert.equal(detail.body.data.title, 'Factory opened');
    });

    test('an activity needs a start date, and its end cannot come before it', async () => {
      const cases: Array<[Record<string, unknown>, Array<{ field: string; message: string }>]> = [
        [
          activity('No start', { startDate: undefined }),
          [{ field: 'startDate', message: 'The field is required.' }],
        ],
        [
          activity('No start', { startDate: null }),
          [{ field: 'startDate', message: 'The field is required.' }],
        ],
        [
          activity('Backwards', { startDate: '2026-09-03', endDate: '2026-09-01' }),
          [{ field: 'endDate', message: 'The end date cannot be before the start date.' }],
        ],
        [
          activity('Impossible', { startDate: '2026-02-30' }),
          [{ field: 'startDate', message: 'Dates must be written YYYY-MM-DD.' }],
        ],
        [
          { ...activity('Bad type'), type: 'party' },
          [{ field: 'type', message: 'The value is not allowed.' }],
        ],
        [
          { ...activity('Bad time'), publishTime: 'yesterday' },
          [{ field: 'publishTime', message: 'The format is not valid.' }],
        ],
      ];
      for (const [payload, errors] of cases) {
        const response = await editor.post(`${URL}?lang=en_US`, payload);
        assert.equal(response.status, 400, JSON.stringify(payload));
        assert.equal(response.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(response.body.errors, errors, JSON.stringify(payload));
      }
      const oneDay = await editor.post(URL, activity('Open day', { endDate: null }));
      assert.equal(oneDay.status, 200, 'an end date is optional');
      assert.equal(oneDay.body.data.endDate, null);
    });

    test('an exhibition shows on the public activity list with its dates and booth', async () => {
      const created = await editor.post(URL, activity('Sensors Expo'));
      assert.equal(created.status, 200);
      const list = await s.get('/api/v1/news/list?type=activity&lang=en_US&pageSize=100');
      const item = list.body.data.list.find((entry: { id: number }) => entry.id === created.body.data.id);
      assert.deepEqual(
        { ...item, createTime: undefined, updateTime: undefined },
        {
          id: created.body.data.id,
          type: 'activity',
          title: 'Sensors Expo',
          summary: 'Sensors Expo summary',
          cover: '',
          address: 'Shenzhen Convention Center',
          booth: 'A1',
          startDate: '2026-09-01',
          endDate: '2026-09-03',
          createTime: undefined,
          updateTime: undefined,
        },
      );
      assert.ok(!(await publicTitles('lang=en_US')).includes('Sensors Expo'), 'not among the news');
    });

    test('content is sanitised; unpublishing, dropping a language and deleting show publicly', async () => {
      const payload = news('Security notice');
      payload.i18n.en_US.content =
        '<p>Read <a href="https://example.com" target="_blank">this</a></p><script>x()</script>';
      const created = await editor.post(URL, payload);
      const id = created.body.data.id;
      assert.equal(
        created.body.data.i18n.en_US.content,
        '<p>Read <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a></p>',
      );

      const chineseOnly = await editor.put(`${URL}/${id}`, {
        ...news('Security notice'),
        i18n: { zh_CN: text('安全公告') },
      });
      assert.deepEqual(chineseOnly.body.data.incompleteLangs, ['en_US']);
      assert.equal((await s.get(`/api/v1/news/detail?lang=en_US&id=${id}`)).status, 404);
      assert.equal((await s.get(`/api/v1/news/detail?lang=zh_CN&id=${id}`)).status, 200);

      await editor.put(`${URL}/${id}`, { ...news('x'), enabled: false, i18n: { zh_CN: text('安全公告') } });
      assert.equal((await s.get(`/api/v1/news/detail?lang=zh_CN&id=${id}`)).status, 404);

      assert.equal((await editor.delete(`${URL}/${id}`)).status, 200);
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);

      const entries = await auditTrail(s.app, 'news', id, editor, ['create', 'update', 'update', 'delete']);
      assert.deepEqual(entries[1]!.changes['i18n.zh_CN.title'], {
        from: 'Security notice（中文）',
        to: '安全公告',
      });
      assert.deepEqual(entries[1]!.changes['i18n.en_US.title'], { from: 'Security notice', to: null });
      assert.deepEqual(entries[2]!.changes, { enabled: { from: true, to: false } });
    });

    test('the list filters by type, publication and keyword, sorts and pages', async () => {
      const drafts = await editor.get(`${URL}?enabled=false&type=news`);
      assert.deepEqual(
        drafts.body.data.list.map((item: { id: number }) => item.id),
        [fixtures.hidden],
      );
      const activities = await editor.get(`${URL}?type=activity&pageSize=100`);
      assert.ok(activities.body.data.list.every((item: { type: string }) => item.type === 'activity'));
      assert.ok(activities.body.data.list.some((item: { id: number }) => item.id === fixtures.expo));

      const search = await editor.get(`${URL}?keyword=${encodeURIComponent('新品')}`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [fixtures.middle],
      );

      const oldestFirst = await editor.get(
        `${URL}?type=news&sortField=publishTime&sortOrder=ascend&pageSize=2`,
      );
      assert.deepEqual(
        oldestFirst.body.data.list.map(
          (item: { i18n: { en_US: { title: string } } }) => item.i18n.en_US.title,
        ),
        ['Factory opened', 'Company founded'],
      );
      const newestFirst = await editor.get(`${URL}?type=news&pageSize=1&pageNum=2`);
      assert.equal(newestFirst.body.data.list[0].id, fixtures.hidden, 'default order is newest first');
    });
  });
}
