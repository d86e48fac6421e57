import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/investor';

const text = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: '',
  content: `<p>${title}</p>`,
  publishDate: '2026-06-30',
  files: [],
  ...extra,
});

for (const backend of testBackends()) {
  describe(`back-office investor relations (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['investor:read', 'investor:write'],
    });
    const { other, editor } = s;

    const body = (title: string, extra: Record<string, unknown> = {}) => ({
      type: 'report',
      enabled: true,
      i18n: { zh_CN: text(`${title}（中文）`), en_US: text(title) },
      ...extra,
    });
    const publicTitles = async (query: string) => {
      const list = await s.get(`/api/v1/investor/list?pageSize=100&${query}`);
      return list.body.data.list.map((item: { jsonStr: string }) => JSON.parse(item.jsonStr).title);
    };

    test('every route needs a session (401) and the investor authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'investor', other.investor.report, body('Guarded'));
    });

    test('a report with an attachment is public at once in both languages, and downloadable', async () => {
      assert.ok(!(await publicTitles('type=report&lang=en_US')).includes('Half-year report'));
      const file = await s.app.services.files.store({
        name: 'h1.pdf',
        mime: 'application/pdf',
        data: Buffer.from('%PDF-1.4 h1'),
        // The editor's own upload, which their content may use.
        createdBy: editor.id,
      });
      const attachment = { id: file.id, name: '', size: 0, url: '' };
      const created = await editor.post(
        URL,
        body('Half-year report', {
          i18n: {
            zh_CN: text('半年度报告', { files: [attachment] }),
            en_US: text('Half-year report', { files: [attachment] }),
          },
        }),
      );
      assert.equal(created.status, 200);
      assert.deepEqual(created.body.data.i18n.en_US.files, [
        { id: file.id, name: 'h1.pdf', size: file.size, url: `/api/v1/common/download?id=${file.id}` },
      ]);
      assert.ok((await publicTitles('type=report&lang=en_US')).includes('Half-year report'));
      assert.ok((await publicTitles('lang=zh_CN')).includes('半年度报告'));
      const download = await s.app.inject({ method: 'GET', url: `/api/v1/common/download?id=${file.id}` });
      assert.equal(download.statusCode, 200);
      assert.equal(download.body, '%PDF-1.4 h1');
    });

    test('validation errors name the field', async () => {
      const response = await editor.post(`${URL}?lang=en_US`, {
        ...body('Bad'),
        type: 'rumour',
        i18n: { en_US: text('Bad', { publishDate: '30/06/2026' }) },
      });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body.errors, [
        { field: 'type', message: 'The value is not allowed.' },
        { field: 'i18n.en_US.publishDate', message: 'Dates must be written YYYY-MM-DD.' },
      ]);
      const unknownFile = await editor.post(URL, {
        ...body('Bad'),
        i18n: { zh_CN: text('坏', { files: [{ id: 424242, name: 'x', size: 1, url: 'x' }] }) },
      });
      assert.deepEqual(
        unknownFile.body.errors.map((error: { field: string }) => error.field),
        ['i18n.zh_CN.files.0.id'],
      );
    });

    test('content is sanitised; unpublishing, dropping a language and deleting show publicly', async () => {
      const created = await editor.post(
        URL,
        body('AGM notice', {
          type: 'announcement',
          i18n: {
            en_US: text('AGM notice', { content: '<p style="color:red">Vote</p><object data="x"></object>' }),
          },
        }),
      );
      const id = created.body.data.id;
      assert.equal(created.body.data.i18n.en_US.content, '<p>Vote</p>');
      assert.deepEqual(created.body.data.incompleteLangs, ['zh_CN']);
      assert.equal((await s.get(`/api/v1/investor/detail?lang=en_US&id=${id}`)).status, 200);
      assert.equal((await s.get(`/api/v1/investor/detail?lang=zh_CN&id=${id}`)).status, 404);

      const swapped = await editor.put(`${URL}/${id}`, {
        ...body('x'),
        type: 'announcement',
        i18n: { zh_CN: text('股东大会通知') },
      });
      assert.deepEqual(swapped.body.data.incompleteLangs, ['en_US']);
      assert.equal((await s.get(`/api/v1/investor/detail?lang=en_US&id=${id}`)).status, 404);
      assert.equal((await s.get(`/api/v1/investor/detail?lang=zh_CN&id=${id}`)).status, 200);

      await editor.put(`${URL}/${id}`, {
        ...body('x'),
        type: 'announcement',
        enabled: false,
        i18n: { zh_CN: text('股东大会通知') },
      });
      assert.equal((await s.get(`/api/v1/investor/detail?lang=zh_CN&id=${id}`)).status, 404);

      assert.equal((await editor.delete(`${URL}/${id}`)).status, 200);
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);
      const entries = await auditTrail(s.app, 'investor', id, editor, [
        'create',
        'update',
        'update',
        'delete',
      ]);
      assert.deepEqual(entries[1]!.changes['i18n.zh_CN.title'], { from: null, to: '股东大会通知' });
      assert.deepEqual(entries[2]!.changes, { enabled: { from: true, to: false } });
    });

    test('the list filters by type, publication and keyword, and sorts', async () => {
      const announcements = await editor.get(`${URL}?type=announcement`);
      assert.deepEqual(
        announcements.body.data.list.map((item: { id: number }) => item.id),
        [other.investor.announcement],
      );
      const drafts = await editor.get(`${URL}?enabled=false`);
      assert.deepEqual(
        drafts.body.data.list.map((item: { id: number }) => item.id),
        [other.investor.hidden],
      );
      const search = await editor.get(`${URL}?keyword=annual`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [other.investor.report],
      );
      const byId = await editor.get(`${URL}?sortField=id&sortOrder=ascend&pageSize=2`);
      assert.deepEqual(
        byId.body.data.list.map((item: { id: number }) => item.id),
        [other.investor.announcement, other.investor.report],
      );
      assert.equal(byId.body.data.total, 4);
    });
  });
}
