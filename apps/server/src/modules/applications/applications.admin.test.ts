import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ApplicationContent } from '@coresense/shared';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/applications';

const text = (title: string, content = `<p>${title}</p>`) => ({
  title,
  summary: `${title} summary`,
  cover: '',
  content,
});

for (const backend of testBackends()) {
  describe(`back-office applications (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['applications:read', 'applications:write'],
    });
    const { catalogue, other, editor } = s;

    const body = (title: string, extra: Record<string, unknown> = {}) => ({
      sort: 3,
      enabled: true,
      relatedProductIds: [catalogue.products.barometer],
      i18n: { zh_CN: text(`${title}（中文）`), en_US: text(title) },
      ...extra,
    });
    const publicTitles = async (lang: string) => {
      const list = await s.get(`/api/v1/app/range/list?lang=${lang}&pageSize=100`);
      return list.body.data.list.map(
        (item: { jsonStr: string }) => (JSON.parse(item.jsonStr) as ApplicationContent).title,
      );
    };

    test('every route needs a session (401) and the applications authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'applications', other.applications.automotive, body('Guarded'));
    });

    test('an application with related products is public at once, in both languages', async () => {
      assert.ok(!(await publicTitles('en_US')).includes('Wearables'));
      const created = await editor.post(
        URL,
        body('Wearables', {
          relatedProductIds: [
            catalogue.products.barometer,
            catalogue.products.draft,
            catalogue.products.barometer,
          ],
        }),
      );
      assert.equal(created.status, 200);
      const record = created.body.data;
      assert.deepEqual(record.relatedProductIds, [catalogue.products.barometer, catalogue.products.draft]);
      assert.deepEqual(record.incompleteLangs, []);
      assert.ok((await publicTitles('en_US')).includes('Wearables'));
      assert.ok((await publicTitles('zh_CN')).includes('Wearables（中文）'));
      const detail = await s.get(`/api/v1/app/range/detail?lang=en_US&id=${record.id}`);
      assert.deepEqual(
        JSON.parse(detail.body.data.jsonStr).relatedProductIds,
        [catalogue.products.barometer],
        'the public side lists published products only',
      );
    });

    test('related products must exist, and the envelope names the bad entry', async () => {
      const response = await editor.post(
        `${URL}?lang=en_US`,
        body('Ghost', { relatedProductIds: [catalogue.products.axis3, 999_999] }),
      );
      assert.equal(response.status, 400);
      assert.deepEqual(response.body.errors, [
        { field: 'relatedProductIds.1', message: 'The referenced record does not exist.' },
      ]);
      const invalid = await editor.post(URL, {
        ...body('Bad'),
        relatedProductIds: ['x'],
        i18n: { en_US: text('') },
      });
      assert.deepEqual(invalid.body.errors.map((error: { field: string }) => error.field).sort(), [
        'i18n.en_US.title',
        'relatedProductIds.0',
      ]);
      assert.ok(!(await publicTitles('en_US')).includes('Ghost'));
    });

    test('content is sanitised; updates replace texts, relations and publication; delete 404s', async () => {
      const created = await editor.post(
        URL,
        body('Robotics', {
          i18n: {
            en_US: text('Robotics', '<h2>Arms</h2><script>alert(1)</script><iframe src="x"></iframe>'),
          },
        }),
      );
      const id = created.body.data.id;
      assert.equal(created.body.data.i18n.en_US.content, '<h2>Arms</h2>');
      assert.deepEqual(created.body.data.incompleteLangs, ['zh_CN']);
      assert.ok(!(await publicTitles('zh_CN')).includes('Robotics'), 'not public in a language it lacks');

      const updated = await editor.put(
        `${URL}/${id}`,
        body('Robotics 2', { relatedProductIds: [catalogue.products.axis3, catalogue.products.barometer] }),
      );
      assert.equal(updated.status, 200);
      assert.deepEqual(updated.body.data.relatedProductIds, [
        catalogue.products.axis3,
        catalogue.products.barometer,
      ]);
      assert.ok((await publicTitles('zh_CN')).includes('Robotics 2（中文）'));

      await editor.put(`${URL}/${id}`, body('Robotics 2', { enabled: false }));
      assert.equal((await s.get(`/api/v1/app/range/detail?lang=en_US&id=${id}`)).status, 404);
      assert.ok(!(await publicTitles('en_US')).includes('Robotics 2'));

      const deleted = await editor.delete(`${URL}/${id}`);
      assert.deepEqual(deleted.body, { success: true, data: { id } });
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);

      const entries = await auditTrail(s.app, 'applications', id, editor, [
        'create',
        'update',
        'update',
        'delete',
      ]);
      assert.deepEqual(entries[1]!.changes.relatedProductIds, {
        from: [catalogue.products.barometer],
        to: [catalogue.products.axis3, catalogue.products.barometer],
      });
      assert.equal((entries[1]!.changes['i18n.en_US.title'] as { to: string }).to, 'Robotics 2');
      assert.deepEqual(entries[2]!.changes, {
        enabled: { from: true, to: false },
        relatedProductIds: {
          from: [catalogue.products.axis3, catalogue.products.barometer],
          to: [catalogue.products.barometer],
        },
      });
    });

    test('the list filters by product, publication and keyword, and sorts', async () => {
      const related = await editor.get(`${URL}?productId=${catalogue.products.axis3}`);
      assert.deepEqual(
        related.body.data.list.map((item: { id: number }) => item.id),
        [other.applications.automotive],
      );
      const drafts = await editor.get(`${URL}?enabled=false`);
      assert.deepEqual(
        drafts.body.data.list.map((item: { id: number }) => item.id),
        [other.applications.hidden],
      );
      const search = await editor.get(`${URL}?keyword=${encodeURIComponent('汽车')}`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [other.applications.automotive],
      );
      const sorted = await editor.get(`${URL}?sortField=sort&sortOrder=descend&pageSize=100`);
      const sorts = sorted.body.data.list.map((item: { sort: number }) => item.sort);
      assert.deepEqual(
        sorts,
        [...sorts].sort((a, b) => b - a),
      );
      const paged = await editor.get(`${URL}?pageSize=1&pageNum=2&sortField=id`);
      assert.equal(paged.body.data.list.length, 1);
      assert.equal(paged.body.data.total, sorted.body.data.total);
    });
  });
}
