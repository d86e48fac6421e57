import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProductContent } from '@coresense/shared';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { productText } from '../../test-support/fixtures.ts';
import { adminCrudRoutes, assertRouteGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { ApplicationRepository } from '../applications/applications.repository.ts';

const URL = '/api/v1/admin/products';

for (const backend of testBackends()) {
  describe(`back-office products (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['products:read', 'products:write'],
    });
    const { catalogue: ids, editor } = s;

    const body = (name: string, model: string, extra: Record<string, unknown> = {}) => ({
      classifyId: ids.categories.accelerometers,
      sort: 5,
      enabled: true,
      i18n: { zh_CN: productText(`${name}（中文）`, model), en_US: productText(name, model) },
      ...extra,
    });

    const publicNames = async (lang: string, keyword: string) => {
      const list = await s.get(`/api/v1/product/list?lang=${lang}&pageSize=100&keyword=${keyword}`);
      return list.body.data.list.map(
        (item: { jsonStr: string }) => (JSON.parse(item.jsonStr) as ProductContent).name,
      );
    };

    test('every route needs a session (401) and the products authority (403)', async () => {
      const readOnly = await signedInStaff(s.app, ['products:read']);
      await assertRouteGuards(s.app, adminCrudRoutes('products', ids.products.axis3, body('Guarded', 'G-1')));
      const reader = adminApi(s.app, readOnly.cookie);
      assert.equal((await reader.get(URL)).status, 200, 'products:read lists');
      assert.equal((await reader.get(`${URL}/${ids.products.axis3}`)).status, 200, 'products:read reads');
      const untouched = await editor.get(`${URL}/${ids.products.axis3}`);
      assert.equal(
        untouched.body.data.i18n.en_US.name,
        'Triaxial accelerometer',
        'refused writes changed nothing',
      );
    });

    test('a product created in both languages is on the public API at once, in both', async () => {
      // Prime the public caches first: the write must drop them.
      assert.deepEqual(await publicNames('en_US', 'CSG-77'), []);
      assert.deepEqual(await publicNames('zh_CN', 'CSG-77'), []);

      const created = await editor.post(URL, body('Gyro sensor', 'CSG-77'));
      assert.equal(created.status, 200);
      assert.equal(created.body.success, true);
      const record = created.body.data;
      assert.equal(typeof record.id, 'number');
      assert.equal(record.classifyId, ids.categories.accelerometers);
      assert.equal(record.sort, 5);
      assert.equal(record.enabled, true);
      assert.deepEqual(record.incompleteLangs, []);
      assert.equal(record.i18n.en_US.name, 'Gyro sensor');
      assert.equal(record.i18n.zh_CN.name, 'Gyro sensor（中文）');
      assert.match(record.createTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      assert.deepEqual(await publicNames('en_US', 'CSG-77'), ['Gyro sensor']);
      assert.deepEqual(await publicNames('zh_CN', 'CSG-77'), ['Gyro sensor（中文）']);
      const detail = await s.get(`/api/v1/product/detail/${record.id}?lang=en_US`);
      assert.equal(detail.status, 200);
      assert.equal(JSON.parse(detail.body.data.jsonStr).category, 'Accelerometers');

      const read = await editor.get(`${URL}/${record.id}`);
      assert.deepEqual(read.body.data, record);
    });

    test('unpublishing through PUT removes it from the public list, and its detail 404s', async () => {
      const { body: created } = await editor.post(URL, body('Tilt switch', 'CST-10'));
      const id = created.data.id;
      assert.equal((await s.get(`/api/v1/product/detail/${id}`)).status, 200);
      const updated = await editor.put(`${URL}/${id}`, body('Tilt switch', 'CST-10', { enabled: false }));
      assert.equal(updated.status, 200);
      assert.equal(updated.body.data.enabled, false);
      assert.deepEqual(await publicNames('en_US', 'CST-10'), []);
      assert.deepEqual(await publicNames('zh_CN', 'CST-10'), []);
      const detail = await s.get(`/api/v1/product/detail/${id}?lang=en_US`);
      assert.equal(detail.status, 404);
      assert.equal(detail.body.code, 'NOT_FOUND');
      const stillEditable = await editor.get(`${URL}/${id}`);
      assert.equal(stillEditable.status, 200, 'the back-office still sees the draft');
    });

    test('validation errors answer 400 in the envelope, with dotted field paths', async () => {
      const cases: Array<[unknown, string[]]> = [
        [{ classifyId: ids.categories.pressure, enabled: true }, ['i18n']],
        [{ ...body('X', 'X'), i18n: {} }, ['i18n']],
        [{ ...body('X', 'X'), i18n: { zh_CN: null, en_US: null } }, ['i18n']],
        [{ ...body('X', 'X'), i18n: { en_US: { ...productText('', 'X') } } }, ['i18n.en_US.name']],
        [
          {
            ...body('X', 'X'),
            i18n: { zh_CN: { ...productText('好', 'X'), specs: [{ name: '', value: '1' }] } },
          },
          ['i18n.zh_CN.specs.0.name'],
        ],
        [{ ...body('X', 'X'), classifyId: 'abc', enabled: 'yes' }, ['classifyId', 'enabled']],
        [{ ...body('X', 'X'), sort: 1.5 }, ['sort']],
      ];
      for (const [payload, fields] of cases) {
        const response = await editor.post(`${URL}?lang=en_US`, payload);
        assert.equal(response.status, 400, JSON.stringify(payload));
        assert.equal(response.body.success, false);
        assert.equal(response.body.code, 'VALIDATION_ERROR');
        assert.equal(typeof response.body.message, 'string');
        assert.deepEqual(
          response.body.errors.map((error: { field: string }) => error.field).sort(),
          fields,
          JSON.stringify(payload),
        );
      }
      const missingName = await editor.post(`${URL}?lang=en_US`, {
        ...body('X', 'X'),
        i18n: { en_US: productText('  ', 'X') },
      });
      assert.deepEqual(missingName.body.errors, [
        { field: 'i18n.en_US.name', message: 'The field is required.' },
      ]);
      const chinese = await editor.post(URL, { ...body('X', 'X'), i18n: { en_US: productText('', 'X') } });
      assert.deepEqual(chinese.body.errors, [{ field: 'i18n.en_US.name', message: '请填写此字段' }]);

      const unknownCategory = await editor.post(URL, body('Orphan', 'CSO-1', { classifyId: 999_999 }));
      assert.equal(unknownCategory.status, 400);
      assert.deepEqual(unknownCategory.body.errors, [{ field: 'classifyId', message: '引用的记录不存在' }]);

      const unknownFile = await editor.post(URL, {
        ...body('Files', 'CSF-1'),
        i18n: {
          en_US: productText('Files', 'CSF-1', { files: [{ id: 999_999, name: 'x.pdf', size: 1, url: '' }] }),
        },
      });
      assert.equal(unknownFile.status, 400);
      assert.deepEqual(
        unknownFile.body.errors.map((error: { field: string }) => error.field),
        ['i18n.en_US.files.0.id'],
      );
      assert.deepEqual(await publicNames('en_US', 'CSO-1'), [], 'nothing was stored');
      assert.deepEqual(await publicNames('en_US', 'CSF-1'), [], 'nothing was stored');

      for (const url of [`${URL}/abc`, `${URL}/0`]) {
        const response = await editor.get(url);
        assert.equal(response.status, 400, url);
        assert.equal(response.body.code, 'VALIDATION_ERROR');
      }
      for (const url of [`${URL}/999999`, `${URL}/99999999999`]) {
        assert.equal((await editor.get(url)).status, 404, url);
        assert.equal((await editor.put(url, body('X', 'X'))).status, 404, url);
        assert.equal((await editor.delete(url)).status, 404, url);
      }
    });

    test('the audit log records each write with who, what and the changed fields', async () => {
      const { body: created } = await editor.post(URL, body('Audited sensor', 'CSA-900'));
      const id = created.data.id;
      const next = body('Audited sensor', 'CSA-900', { sort: 9 });
      next.i18n.en_US = { ...next.i18n.en_US, name: 'Audited sensor II' };
      assert.equal((await editor.put(`${URL}/${id}`, next)).status, 200);
      assert.equal((await editor.delete(`${URL}/${id}`)).status, 200);

      const entries = await auditEntries(s.app, 'products', id);
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.user_id, entry.username]),
        [
          ['create', editor.id, editor.username],
          ['update', editor.id, editor.username],
          ['delete', editor.id, editor.username],
        ],
      );
      const [create, update, remove] = entries;
      assert.equal(create!.changes['i18n.en_US.name'], 'Audited sensor');
      assert.equal(create!.changes.classifyId, ids.categories.accelerometers);
      assert.deepEqual(update!.changes, {
        sort: { from: 5, to: 9 },
        'i18n.en_US.name': { from: 'Audited sensor', to: 'Audited sensor II' },
      });
      assert.equal(remove!.changes['i18n.en_US.name'], 'Audited sensor II');
    });

    test('rich text is stored sanitised', async () => {
      const description =
        '<p onclick="steal()">Fast <strong>and</strong> small</p><script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
      const payload = body('Clean sensor', 'CSC-1');
      payload.i18n.en_US = productText('Clean sensor', 'CSC-1', { description });
      const { body: created } = await editor.post(URL, payload);
      const stored = created.data.i18n.en_US.description;
      assert.equal(
        stored,
        '<p>Fast <strong>and</strong> small</p><img src="https://cdn.example.com/a.png" /><a>x</a>',
      );
      const detail = await s.get(`/api/v1/product/detail/${created.data.id}?lang=en_US`);
      assert.equal(JSON.parse(detail.body.data.jsonStr).description, stored);
    });

    test('an update replaces both languages; dropping one hides the product in that language', async () => {
      const { body: created } = await editor.post(URL, body('Bilingual sensor', 'CSB-2'));
      const id = created.data.id;
      const payload = body('ignored', 'CSB-2');
      const replaced = await editor.put(`${URL}/${id}`, {
        ...payload,
        i18n: { zh_CN: productText('只有中文', 'CSB-2') },
      });
      assert.equal(replaced.status, 200);
      assert.deepEqual(replaced.body.data.incompleteLangs, ['en_US']);
      assert.deepEqual(Object.keys(replaced.body.data.i18n), ['zh_CN']);
      assert.deepEqual(await publicNames('zh_CN', 'CSB-2'), ['只有中文']);
      assert.deepEqual(await publicNames('en_US', 'CSB-2'), []);
      assert.equal((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).status, 404);
      assert.equal((await s.get(`/api/v1/product/detail/${id}?lang=zh_CN`)).status, 200);
    });

    test('delete takes the product off the site, out of its applications and its file references', async () => {
      const file = await s.app.services.files.store({
        name: 'datasheet.pdf',
        mime: 'application/pdf',
        data: Buffer.from('%PDF-1.4 test'),
        // The editor's own upload, which their content may use.
        createdBy: editor.id,
      });
      const picture = await s.app.services.files.store({
        name: 'board.png',
        mime: 'image/png',
        data: Buffer.from('not really a png'),
        createdBy: editor.id,
      });
      const payload = body('Doomed sensor', 'CSD-1');
      payload.i18n.en_US = productText('Doomed sensor', 'CSD-1', {
        files: [{ id: file.id, name: 'Doomed datasheet.pdf', size: 0, url: 'https://evil.example/x' }],
        description: `<p><img src="/media/${picture.id}/board.png" alt="Board"></p>`,
      });
      const { body: created } = await editor.post(URL, payload);
      const id = created.data.id;
      const references = () =>
        s.db
          .selectFrom('file_refs')
          .select('file_id')
          .where('owner_type', '=', 'product')
          .where('owner_id', '=', String(id))
          .orderBy('file_id')
          .execute();
      assert.deepEqual(
        (await references()).map((ref) => ref.file_id),
        [file.id, picture.id].sort((a, b) => a - b),
        'the attachment and the image inside the description',
      );
      assert.deepEqual(created.data.i18n.en_US.files, [
        {
          id: file.id,
          name: 'Doomed datasheet.pdf',
          size: file.size,
          url: `/api/v1/common/download?id=${file.id}`,
        },
      ]);
      const download = `/api/v1/common/download?id=${file.id}`;
      assert.equal((await s.app.inject({ method: 'GET', url: download })).statusCode, 200);

      const applicationId = await new ApplicationRepository(s.db).create({
        sort: 1,
        enabled: true,
        relatedProductIds: [ids.products.barometer, id],
        i18n: { en_US: { title: 'Drones', summary: '', cover: '', content: '' } },
      });

      const deleted = await editor.delete(`${URL}/${id}`);
      assert.equal(deleted.status, 200);
      assert.deepEqual(deleted.body, { success: true, data: { id } });
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);
      assert.equal((await s.get(`/api/v1/product/detail/${id}?lang=en_US`)).status, 404);
      const application = await s.get(`/api/v1/app/range/detail?lang=en_US&id=${applicationId}`);
      assert.deepEqual(JSON.parse(application.body.data.jsonStr).relatedProductIds, [ids.products.barometer]);
      assert.equal(
        (await s.app.inject({ method: 'GET', url: download })).statusCode,
        404,
        'no published record references the file any more',
      );
      assert.deepEqual(await references(), []);
      const kept = await s.db
        .selectFrom('files')
        .select('id')
        .where('id', 'in', [file.id, picture.id])
        .execute();
      assert.equal(kept.length, 2, 'deleting content never deletes files');
      assert.equal((await editor.delete(`${URL}/${id}`)).status, 404);
    });

    test('the list filters, searches, sorts and pages every product, published or not', async () => {
      const list = async (query: string) => {
        const response = await editor.get(`${URL}?pageSize=100&${query}`);
        assert.equal(response.status, 200, query);
        return response.body.data;
      };
      const inPressure = await list(`classifyId=${ids.categories.pressure}`);
      assert.deepEqual(
        inPressure.list.map((item: { id: number }) => item.id),
        [ids.products.barometer, ids.products.draft],
        'sorted by sort, then id',
      );
      assert.equal(inPressure.total, 2);

      const drafts = await list(`enabled=false&classifyId=${ids.categories.pressure}`);
      assert.deepEqual(
        drafts.list.map((item: { id: number }) => item.id),
        [ids.products.draft],
      );

      const byModel = await list('keyword=csp-');
      assert.deepEqual(byModel.list.map((item: { id: number }) => item.id).sort(), [
        ids.products.barometer,
        ids.products.draft,
      ]);
      const byChineseName = await list(`keyword=${encodeURIComponent('加速度')}`);
      assert.deepEqual(byChineseName.list.map((item: { id: number }) => item.id).sort(), [
        ids.products.axis3,
        ids.products.lowPower,
      ]);

      const accelerometers = `classifyId=${ids.categories.accelerometers}&keyword=CSA-`;
      const descending = await list(`${accelerometers}&sortField=sort&sortOrder=descend`);
      assert.deepEqual(
        descending.list.map((item: { id: number }) => item.id),
        [ids.products.lowPower, ids.products.axis3],
      );
      const byId = await list(`${accelerometers}&sortField=id&sortOrder=ascend`);
      assert.deepEqual(
        byId.list.map((item: { id: number }) => item.id),
        [ids.products.axis3, ids.products.lowPower],
      );

      const all = await list('sortField=id&sortOrder=ascend');
      const page = await editor.get(`${URL}?pageSize=2&pageNum=2&sortField=id&sortOrder=ascend`);
      assert.equal(page.body.data.total, all.total);
      assert.equal(page.body.data.pageNum, 2);
      assert.equal(page.body.data.pageSize, 2);
      assert.deepEqual(
        page.body.data.list.map((item: { id: number }) => item.id),
        all.list.slice(2, 4).map((item: { id: number }) => item.id),
      );

      for (const query of [
        'sortField=name',
        'sortOrder=up',
        'enabled=maybe',
        'pageSize=101',
        'classifyId=x',
      ]) {
        const response = await editor.get(`${URL}?${query}`);
        assert.equal(response.status, 400, query);
        assert.equal(response.body.code, 'VALIDATION_ERROR', query);
      }
    });
  });
}
