import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditEntries, auditTrail } from '../../test-support/admin-api.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { assertAdminCrudGuards } from '../../test-support/route-guards.ts';
import { testBackends } from '../../test-support/test-app.ts';

const URL = '/api/v1/admin/product-categories';

for (const backend of testBackends()) {
  describe(`back-office product categories (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: ['product-categories:read', 'product-categories:write'],
    });
    const { catalogue: ids, editor } = s;

    const body = (zh: string, en: string | null, extra: Record<string, unknown> = {}) => ({
      sort: 10,
      enabled: true,
      i18n: { zh_CN: { name: zh }, ...(en === null ? {} : { en_US: { name: en } }) },
      ...extra,
    });
    const optionLabels = async (lang: string) => {
      const options = await s.get(`/api/v1/product/class/options?lang=${lang}`);
      return options.body.data.map((option: { label: string }) => option.label);
    };

    test('every route needs a session (401) and the product-categories authority (403)', async () => {
      await assertAdminCrudGuards(
        s.app,
        'product-categories',
        ids.categories.hidden,
        body('守卫', 'Guarded'),
      );
    });

    test('a category is created, shown publicly in its languages, renamed, hidden and deleted', async () => {
      assert.ok(!(await optionLabels('en_US')).includes('Gas sensors'), 'cache primed without it');
      const created = await editor.post(URL, body('气体传感器', 'Gas sensors'));
      assert.equal(created.status, 200);
      const id = created.body.data.id;
      assert.deepEqual(
        { ...created.body.data, createTime: undefined, updateTime: undefined, publication: undefined },
        {
          id,
          sort: 10,
          enabled: true,
          productCount: 0,
          i18n: { zh_CN: { name: '气体传感器' }, en_US: { name: 'Gas sensors' } },
          incompleteLangs: [],
          parameterKeys: [],
          hidden: null,
          createTime: undefined,
          updateTime: undefined,
          publication: undefined,
        },
      );
      assert.ok((await optionLabels('en_US')).includes('Gas sensors'));
      assert.ok((await optionLabels('zh_CN')).includes('气体传感器'));

      const chineseOnly = await editor.put(`${URL}/${id}`, body('气体与湿度', null));
      assert.deepEqual(chineseOnly.body.data.incompleteLangs, ['en_US']);
      assert.ok(!(await optionLabels('en_US')).includes('Gas sensors'), 'dropped language is gone');
      assert.ok((await optionLabels('zh_CN')).includes('气体与湿度'));

      await editor.put(`${URL}/${id}`, body('气体与湿度', null, { enabled: false }));
      assert.ok(!(await optionLabels('zh_CN')).includes('气体与湿度'), 'a disabled category is not public');

      const deleted = await editor.delete(`${URL}/${id}`);
      assert.deepEqual(deleted.body, { success: true, data: { id } });
      assert.equal((await editor.get(`${URL}/${id}`)).status, 404);

      const entries = await auditTrail(s.app, 'product-categories', id, editor, [
        'create',
        'update',
        'update',
        'delete',
      ]);
      assert.deepEqual(entries[1]!.changes, {
        'i18n.zh_CN.name': { from: '气体传感器', to: '气体与湿度' },
        'i18n.en_US.name': { from: 'Gas sensors', to: null },
      });
      assert.deepEqual(entries[2]!.changes, { enabled: { from: true, to: false } });
    });

    test('hiding a category takes its products off the public list', async () => {
      const before = await s.get('/api/v1/product/list?lang=en_US&pageSize=100');
      await editor.put(
        `${URL}/${ids.categories.pressure}`,
        body('压力传感器', 'Pressure sensors', { enabled: false }),
      );
      const after = await s.get('/api/v1/product/list?lang=en_US&pageSize=100');
      assert.equal(after.body.data.total, before.body.data.total - 1, 'the barometer went with its category');
      await editor.put(
        `${URL}/${ids.categories.pressure}`,
        body('压力传感器', 'Pressure sensors', { sort: 2 }),
      );
    });

    test('a category that still holds products cannot be deleted', async () => {
      const refused = await editor.delete(`${URL}/${ids.categories.accelerometers}?lang=en_US`);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, {
        success: false,
        code: 'VALIDATION_ERROR',
        message: refused.body.message,
        errors: [{ field: 'id', message: 'Other records still use it, so it cannot be deleted.' }],
      });
      assert.equal((await editor.get(`${URL}/${ids.categories.accelerometers}`)).status, 200);
      assert.deepEqual(await auditEntries(s.app, 'product-categories', ids.categories.accelerometers), []);
    });

    test('validation errors name the field', async () => {
      const missing = await editor.post(`${URL}?lang=en_US`, { sort: 1, enabled: true });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.body.errors, [{ field: 'i18n', message: 'The field is required.' }]);
      const blank = await editor.post(`${URL}?lang=en_US`, body('名称', ' '));
      assert.deepEqual(
        blank.body.errors.map((error: { field: string }) => error.field),
        ['i18n.en_US.name'],
      );
    });

    test('the list counts products, filters, searches and sorts', async () => {
      const all = await editor.get(`${URL}?pageSize=100`);
      const counts = Object.fromEntries(
        all.body.data.list.map((item: { id: number; productCount: number }) => [item.id, item.productCount]),
      );
      assert.equal(counts[ids.categories.accelerometers], 2);
      assert.equal(counts[ids.categories.pressure], 2, 'drafts count too');

      const disabled = await editor.get(`${URL}?enabled=false`);
      assert.deepEqual(
        disabled.body.data.list.map((item: { id: number }) => item.id),
        [ids.categories.hidden],
      );
      const search = await editor.get(`${URL}?keyword=retired`);
      assert.deepEqual(
        search.body.data.list.map((item: { id: number }) => item.id),
        [ids.categories.hidden],
      );
      assert.equal(search.body.data.total, 1);

      const bySort = await editor.get(`${URL}?sortField=sort&sortOrder=descend&pageSize=2`);
      assert.deepEqual(
        bySort.body.data.list.map((item: { id: number }) => item.id),
        [ids.categories.hidden, ids.categories.pressure],
      );
      assert.equal(bySort.body.data.total, 3);
      const byCount = await editor.get(`${URL}?sortField=productCount&sortOrder=ascend`);
      assert.equal(byCount.body.data.list[0].id, ids.categories.hidden);
    });
  });
}
