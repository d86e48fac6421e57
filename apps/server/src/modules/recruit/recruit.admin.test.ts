import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/recruit';

const job = (position: string, extra: Record<string, unknown> = {}) => ({
  position,
  department: 'R&D',
  location: 'Wuxi',
  detail: `<p>${position} requirements</p>`,
  desc: `<p>${position} duties</p>`,
  fileList: [],
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office jobs (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['recruit:read', 'recruit:write'],
    });
    const { other, editor } = s;

    const body = (position: string, extra: Record<string, unknown> = {}) => ({
      headcount: 3,
      sort: 5,
      enabled: true,
      i18n: { zh_CN: job(`${position}（中文）`), en_US: job(position) },
      ...extra,
    });
    const publicPositions = async (lang: string) => {
      const list = await s.get(`/api/v1/recruit/list?pageSize=100&lang=${lang}`);
      return list.body.data.list.map((item: { position: string }) => item.position);
    };

    test('every route needs a session (401) and the recruit authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'recruit', other.recruit.engineer, body('Guarded'));
    });

    test('a job is public at once in both languages, with sanitised requirements and duties', async () => {
      assert.ok(!(await publicPositions('en_US')).includes('Test engineer'));
      const payload = body('Test engineer');
      payload.i18n.en_US = job('Test engineer', {
        detail: '<ul><li>MEMS</li></ul><script>document.cookie</script>',
        desc: '<p onmouseover="x()">Test chips</p>',
      });
      const created = await editor.post(URL, payload);
      assert.equal(created.status, 200);
      assert.equal(created.body.data.headcount, 3);
      assert.ok((await publicPositions('en_US')).includes('Test engineer'));
      assert.ok((await publicPositions('zh_CN')).includes('Test engineer（中文）'));
      const detail = await s.get(`/api/v1/recruit/detail?lang=en_US&id=${created.body.data.id}`);
      assert.deepEqual(JSON.parse(detail.body.data.detail), {
        detail: '<ul><li>MEMS</li></ul>',
        desc: '<p>Test chips</p>',
        fileList: [],
      });
    });

    test('validation errors name the field', async () => {
      const response = await editor.post(`${URL}?lang=en_US`, {
        ...body('Bad'),
        headcount: 0,
        i18n: { en_US: job('', { fileList: 'none' }) },
      });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body.errors.map((error: { field: string }) => error.field).sort(), [
        'headcount',
        'i18n.en_US.fileList',
        'i18n.en_US.position',
      ]);
      const unknownFile = await editor.post(URL, {
        ...body('Bad'),
        i18n: { en_US: job('Bad', { fileList: [{ id: 777777, name: 'x', size: 1, url: 'x' }] }) },
      });
      assert.deepEqual(
        unknownFile.body.errors.map((error: { field: string }) => error.field),
        ['i18n.en_US.fileList.0.id'],
      );
    });

    test('unpublishing, dropping a language and deleting show publicly, and each write is audited', async () => {
      const created = await editor.post(URL, body('Sales manager'));
      const id = created.body.data.id;
      const englishOnly = await editor.put(`${URL}/${id}`, {
        ...body('Sales lead'),
        i18n: { en_US: job('Sales lead') },
      });
      assert.deepEqual(englishOnly.body.data.incompleteLangs, ['zh_CN']);
      assert.ok((await publicPositions('en_US')).includes('Sales lead'));
      assert.ok(!(await publicPositions('zh_CN')).includes('Sales manager（中文）'));

      await editor.put(`${URL}/${id}`, {
        ...body('Sales lead'),
        headcount: 1,
        enabled: false,
        i18n: { en_US: job('Sales lead') },
      });
      assert.ok(!(await publicPositions('en_US')).includes('Sales lead'));
      assert.equal((await s.get(`/api/v1/recruit/detail?lang=en_US&id=${id}`)).status, 404);

      assert.equal((await editor.delete(`${URL}/${id}`)).status, 200);
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);
      const entries = await auditTrail(s.app, 'recruit', id, editor, [
        'create',
        'update',
        'update',
        'delete',
      ]);
      assert.deepEqual(entries[2]!.changes, {
        headcount: { from: 3, to: 1 },
        enabled: { from: true, to: false },
      });
      assert.equal(entries[3]!.changes['i18n.en_US.position'], 'Sales lead');
    });

    test('the list filters, searches, sorts and pages', async () => {
      const drafts = await editor.get(`${URL}?enabled=false`);
      assert.deepEqual(
        drafts.body.data.list.map((item: { id: number }) => item.id),
        [other.recruit.hidden],
      );
      const search = await editor.get(`${URL}?keyword=${encodeURIComponent('工艺')}`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [other.recruit.engineer],
      );
      const byHeadcount = await editor.get(`${URL}?sortField=headcount&sortOrder=descend`);
      const headcounts = byHeadcount.body.data.list.map((item: { headcount: number }) => item.headcount);
      assert.deepEqual(headcounts, [3, 2, 1]);
      const page = await editor.get(`${URL}?sortField=headcount&sortOrder=descend&pageSize=1&pageNum=3`);
      assert.deepEqual(
        page.body.data.list.map((item: { id: number }) => item.id),
        [other.recruit.hidden],
      );
      assert.equal(page.body.data.total, 3);
    });
  });
}
