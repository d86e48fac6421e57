import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/documents';

interface FileAnswer {
  id: number;
  name: string;
  size: number;
  url: string;
}

for (const backend of testBackends()) {
  describe(`documents with revisions (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['other'],
      authorities: ['documents:read', 'documents:write'],
    });
    const { catalogue, other, editor } = s;

    /** A PDF the editor uploads, as the back-office does before naming it in a revision. */
    const upload = async (name: string) => {
      const file = await s.app.services.files.store({
        name,
        mime: 'application/pdf',
        data: Buffer.from(`%PDF-1.4 ${name}`),
        createdBy: editor.id,
      });
      return file.id;
    };
    const revision = (revisionText: string, date: string, fileId: number, note = revisionText) => ({
      revision: revisionText,
      date,
      fileId,
      i18n: { zh_CN: { changes: `修订 ${note}` }, en_US: { changes: `Revised ${note}` } },
    });
    const body = (number: string, title: string, fileId: number, extra: Record<string, unknown> = {}) => ({
      type: 'datasheet',
      number,
      lang: 'both',
      productIds: [catalogue.products.lowPower],
      enabled: true,
      i18n: { zh_CN: { title: `${title}（中文）` }, en_US: { title } },
      revision: revision('1.0', '2025-03-01', fileId, 'first'),
      ...extra,
    });
    const download = (file: FileAnswer) => s.app.inject({ method: 'GET', url: file.url });
    const productFiles = async (productId: number, lang = 'en_US') => {
      const { body: answer } = await s.get(`/api/v1/product/detail/${productId}?lang=${lang}`);
      return (JSON.parse(answer.data.jsonStr).files as FileAnswer[]).map((file) => file.name);
    };

    test('every route needs a session (401) and the documents authority (403)', async () => {
      await assertAdminCrudGuards(s.app, 'documents', other.documents.datasheet, {});
    });

    test('a new revision becomes the latest; the old file is still served and a repeated revision is 400', async () => {
      const first = await upload('csa2050-rev1.pdf');
      const created = await editor.post(URL, body('CS-DS-2050', 'CSA-2050 datasheet', first));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      assert.equal(created.body.data.revisions.length, 1);

      const second = await upload('csa2050-rev2.pdf');
      const added = await editor.post(`${URL}/${id}/revisions`, revision('1.1', '2025-09-10', second, 'ODR'));
      assert.equal(added.status, 200, JSON.stringify(added.body));
      assert.deepEqual(
        added.body.data.revisions.map((each: { revision: string }) => each.revision),
        ['1.1', '1.0'],
      );

      const detail = (await s.get(`/api/v1/document/detail?lang=en_US&id=${id}`)).body.data;
      assert.equal(detail.revision, '1.1');
      assert.equal(detail.date, '2025-09-10');
      assert.equal(detail.changes, 'Revised ODR');
      assert.equal(detail.file.id, second);
      assert.deepEqual(
        detail.history.map((each: { revision: string; changes: string }) => [each.revision, each.changes]),
        [['1.0', 'Revised first']],
      );
      const zh = (await s.get(`/api/v1/document/detail?lang=zh_CN&id=${id}`)).body.data;
      assert.equal(zh.title, 'CSA-2050 datasheet（中文）');
      assert.equal(zh.changes, '修订 ODR');

      const old = await download(detail.history[0].file);
      assert.equal(old.statusCode, 200);
      assert.equal(old.body, '%PDF-1.4 csa2050-rev1.pdf');
      const latest = await download(detail.file);
      assert.equal(latest.body, '%PDF-1.4 csa2050-rev2.pdf');

      const again = await editor.post(`${URL}/${id}/revisions`, revision('1.1', '2025-10-01', second));
      assert.equal(again.status, 400);
      assert.deepEqual(
        again.body.errors.map((error: { field: string }) => error.field),
        ['revision'],
      );
      const ignoringCase = await editor.post(
        `${URL}/${id}/revisions`,
        revision('1.1 ', '2025-10-01', second),
      );
      assert.equal(ignoringCase.status, 400);
      assert.equal((await s.get(`/api/v1/document/detail?lang=en_US&id=${id}`)).body.data.history.length, 1);

      const unknownFile = await editor.post(`${URL}/${id}/revisions`, revision('1.2', '2025-10-01', 999_999));
      assert.equal(unknownFile.status, 400);
      assert.equal(unknownFile.body.errors[0].field, 'fileId');
      assert.equal(
        (await editor.post(`${URL}/999999/revisions`, revision('9', '2025-10-01', second))).status,
        404,
      );
    });

    test('the product lists its documents’ latest files, and the link moves with a new revision', async () => {
      const product = catalogue.products.barometer;
      const first = await upload('csp1200-a.pdf');
      const created = await editor.post(
        URL,
        body('CS-DS-1200', 'CSP-1200 datasheet', first, { productIds: [product] }),
      );
      assert.equal(created.status, 200);
      assert.deepEqual(await productFiles(product), ['csp1200-a.pdf']);
      const next = await upload('csp1200-b.pdf');
      await editor.post(`${URL}/${created.body.data.id}/revisions`, revision('B', '2025-12-01', next));
      assert.deepEqual(await productFiles(product), ['csp1200-b.pdf']);
      assert.deepEqual(await productFiles(product, 'zh_CN'), ['csp1200-b.pdf']);
      // Unpublished in English, the document leaves the English product page only.
      await editor.post(`${URL}/${created.body.data.id}/unpublish`, { langs: ['en_US'] });
      assert.deepEqual(await productFiles(product), []);
      assert.deepEqual(await productFiles(product, 'zh_CN'), ['csp1200-b.pdf']);
      // In the trash, it leaves every page.
      await editor.delete(`${URL}/${created.body.data.id}`);
      assert.deepEqual(await productFiles(product, 'zh_CN'), []);
    });

    test('numbers are unique ignoring case, and a new document needs its first revision', async () => {
      const file = await upload('dup.pdf');
      const taken = await editor.post(URL, body('cs-ds-0001', 'Duplicate', file));
      assert.equal(taken.status, 400);
      assert.deepEqual(
        taken.body.errors.map((error: { field: string }) => error.field),
        ['number'],
      );
      const { revision: _revision, ...withoutRevision } = body('CS-DS-7777', 'No revision', file);
      const missing = await editor.post(URL, withoutRevision);
      assert.equal(missing.status, 400);
      assert.equal(missing.body.errors[0].field, 'revision');
      const badType = await editor.post(URL, body('CS-DS-7778', 'Bad type', file, { type: 'brochure' }));
      assert.equal(badType.status, 400);
      assert.equal(badType.body.errors[0].field, 'type');
    });

    test('the list: newest first, by type, product and keyword; an unknown type is 400', async () => {
      const note = await upload('an-0007.pdf');
      const created = await editor.post(
        URL,
        body('CS-AN-0007', 'Tilt sensing with accelerometers', note, {
          type: 'application-note',
          productIds: [catalogue.products.axis3],
          revision: revision('A', '2026-11-01', note),
        }),
      );
      assert.equal(created.status, 200);
      const numbers = async (query: string) => {
        const { status, body: answer } = await s.get(
          `/api/v1/document/list?lang=en_US&pageSize=100&${query}`,
        );
        assert.equal(status, 200, JSON.stringify(answer));
        return answer.data.list.map((item: { number: string }) => item.number);
      };
      const all = await numbers('');
      assert.equal(all[0], 'CS-AN-0007', 'the newest revision first');
      assert.ok(!all.includes('CS-AN-0099'), 'a disabled document is never listed');
      assert.deepEqual(await numbers('type=application-note'), ['CS-AN-0007']);
      assert.ok(!(await numbers('type=datasheet')).includes('CS-AN-0007'));
      const forAxis3 = await numbers(`productId=${catalogue.products.axis3}`);
      assert.deepEqual(forAxis3.sort(), ['CS-AN-0007', 'CS-DS-0001']);
      assert.deepEqual(await numbers('keyword=tilt'), ['CS-AN-0007']);
      assert.deepEqual(await numbers('keyword=cs-an-0007'), ['CS-AN-0007']);
      assert.deepEqual(await numbers('type=&productId='), all);
      const page = await s.get('/api/v1/document/list?lang=en_US&pageSize=1&pageNum=1');
      assert.equal(page.body.data.list.length, 1);
      assert.equal(page.body.data.total, all.length);

      const unknown = await s.get('/api/v1/document/list?type=brochure');
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.code, 'VALIDATION_ERROR');
      assert.equal(unknown.body.errors[0].field, 'type');
    });

    test('the back-office list finds a document by number or title, and narrows by type and product', async () => {
      const numbers = async (query: string) =>
        (await editor.get(`${URL}?pageSize=100&${query}`)).body.data.list.map(
          (item: { number: string }) => item.number,
        );
      assert.deepEqual(await numbers('keyword=cs-ds-0001'), ['CS-DS-0001']);
      assert.deepEqual(await numbers(`keyword=${encodeURIComponent('未发布')}`), ['CS-AN-0099']);
      assert.ok((await numbers('type=application-note')).includes('CS-AN-0099'));
      assert.ok(!(await numbers('type=application-note')).includes('CS-DS-0001'));
      assert.deepEqual(await numbers(`productId=${catalogue.products.axis3}&type=datasheet`), ['CS-DS-0001']);
    });

    test('a document not published in a language is 404 there, and its files are not served to anyone', async () => {
      const file = await upload('en-only.pdf');
      const created = await editor.post(URL, {
        ...body('CS-UG-0001', 'Evaluation board user guide', file, { type: 'user-guide', lang: 'en_US' }),
        publish: ['en_US'],
      });
      assert.equal(created.status, 200);
      const id = created.body.data.id;
      assert.equal((await s.get(`/api/v1/document/detail?lang=en_US&id=${id}`)).status, 200);
      const zh = await s.get(`/api/v1/document/detail?lang=zh_CN&id=${id}`);
      assert.equal(zh.status, 404);
      assert.equal(zh.body.code, 'NOT_FOUND');
      const zhList = await s.get('/api/v1/document/list?lang=zh_CN&type=user-guide');
      assert.equal(zhList.body.data.total, 0);
      assert.equal((await s.get(`/api/v1/document/detail?id=${other.documents.hidden}`)).status, 404);

      await editor.post(`${URL}/${id}/unpublish`, { langs: ['en_US'] });
      assert.equal((await s.get(`/api/v1/document/detail?lang=en_US&id=${id}`)).status, 404);
      const [fileAnswer] = created.body.data.revisions.map((each: { file: FileAnswer }) => each.file);
      assert.equal((await download(fileAnswer)).statusCode, 404);
    });
  });
}
