import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/comments';

const comment = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  company: 'Bosch',
  title: 'Purchasing',
  content: `${name} likes the sensors`,
  avatar: '',
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office customer comments (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['comments:read', 'comments:write'],
    });
    const { other, editor } = s;

    const body = (name: string, extra: Record<string, unknown> = {}) => ({
      sort: 0,
      enabled: true,
      i18n: { zh_CN: comment(`${name}（中文）`), en_US: comment(name) },
      ...extra,
    });
    const publicNames = async (lang: string) => {
      const list = await s.get(`/api/v1/customer/comment/list?pageSize=100&lang=${lang}`);
      return list.body.data.list.map((item: { jsonStr: string }) => JSON.parse(item.jsonStr).name);
    };

    test('every route needs a session (401) and the comments authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'comments', other.comments.happyCustomer, body('Guarded'));
    });

    test('a comment is public at once, in the order its sort gives, in both languages', async () => {
      assert.deepEqual(await publicNames('en_US'), ['Wei Zhang']);
      const created = await editor.post(URL, body('Anna Schmidt'));
      assert.equal(created.status, 200);
      assert.deepEqual(created.body.data.i18n.en_US, comment('Anna Schmidt'));
      assert.deepEqual(await publicNames('en_US'), ['Anna Schmidt', 'Wei Zhang']);
      assert.deepEqual(await publicNames('zh_CN'), ['Anna Schmidt（中文）', '张伟']);
    });

    test('validation errors name the field', async () => {
      const response = await editor.post(`${URL}?lang=en_US`, {
        sort: 'first',
        enabled: true,
        i18n: { zh_CN: comment('', { content: 'x'.repeat(5001) }) },
      });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body.errors, [
        { field: 'sort', message: 'The value has the wrong type.' },
        { field: 'i18n.zh_CN.name', message: 'The field is required.' },
        { field: 'i18n.zh_CN.content', message: 'Must be at most 5000 characters.' },
      ]);
    });

    test('unpublishing, dropping a language and deleting show publicly, and each write is audited', async () => {
      const created = await editor.post(URL, body('Li Na', { sort: 9 }));
      const id = created.body.data.id;
      assert.ok((await publicNames('zh_CN')).includes('Li Na（中文）'));
      await editor.put(`${URL}/${id}`, { ...body('Li Na', { sort: 9 }), i18n: { en_US: comment('Li Na') } });
      assert.ok(!(await publicNames('zh_CN')).includes('Li Na（中文）'));
      assert.ok((await publicNames('en_US')).includes('Li Na'));
      await editor.put(`${URL}/${id}`, {
        ...body('Li Na', { sort: 9 }),
        enabled: false,
        i18n: { en_US: comment('Li Na') },
      });
      assert.ok(!(await publicNames('en_US')).includes('Li Na'));
      assert.equal((await s.get(`/api/v1/customer/comment/detail?lang=en_US&id=${id}`)).status, 404);
      assert.equal((await editor.delete(`${URL}/${id}`)).status, 200);
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);

      const entries = await auditTrail(s.app, 'comments', id, editor, [
        'create',
        'update',
        'update',
        'delete',
      ]);
      assert.deepEqual(Object.keys(entries[1]!.changes).sort(), [
        'i18n.zh_CN.avatar',
        'i18n.zh_CN.company',
        'i18n.zh_CN.content',
        'i18n.zh_CN.name',
        'i18n.zh_CN.title',
      ]);
      assert.deepEqual(entries[2]!.changes, { enabled: { from: true, to: false } });
    });

    test('the list filters, searches, sorts and pages', async () => {
      const drafts = await editor.get(`${URL}?enabled=false`);
      assert.deepEqual(
        drafts.body.data.list.map((item: { id: number }) => item.id),
        [other.comments.hidden],
      );
      const search = await editor.get(`${URL}?keyword=wei`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [other.comments.happyCustomer],
      );
      const bySort = await editor.get(`${URL}?sortField=sort&sortOrder=descend&pageSize=2`);
      assert.deepEqual(
        bySort.body.data.list.map((item: { sort: number }) => item.sort),
        [2, 1],
      );
      assert.equal(bySort.body.data.total, 3);
    });
  });
}
