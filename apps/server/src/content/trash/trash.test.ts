import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { PUBLISHED_RESOURCES } from '@coresense/shared';
import { DEFAULT_SITE_BUILD_DIR } from '../../plugins/site.ts';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { readAndWrite, useContentSuite } from '../../test-support/content-suite.ts';
import { productPart, productText } from '../../test-support/fixtures.ts';
import { testBackends } from '../../test-support/test-app.ts';

/*
 * The trash (contract §10, issue 23 M6): a delete moves a bilingual record to the trash, where it
 * is kept with its versions for 30 days and can be brought back, or purged at once.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Json = any;

/** The sitemap is rendered by the site's build (the test command builds the site first). */
const SITE_SERVER_BUILD = path.join(DEFAULT_SITE_BUILD_DIR, 'server', 'index.js');
if (!existsSync(SITE_SERVER_BUILD)) {
  throw new Error(
    `The site is not built (no ${SITE_SERVER_BUILD}): run \`npm run build -w @coresense/site\` first.`,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH = '/api/v1/admin/trash';
const PRODUCTS = '/api/v1/admin/products';
const CATEGORIES = '/api/v1/admin/product-categories';

const part = (partNumber: string) => productPart(partNumber, { marking: 'T1' });

for (const backend of testBackends()) {
  describe(`the trash (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news'],
      authorities: [...readAndWrite(...PUBLISHED_RESOURCES, 'product-parameters'), 'audit-log:read'],
    });
    const { catalogue, news, editor: admin } = s;
    let newsEditor: ReturnType<typeof adminApi>;
    let newsReader: ReturnType<typeof adminApi>;

    before(async () => {
      newsEditor = adminApi(s.app, (await signedInStaff(s.app, ['news:read', 'news:write'])).cookie);
      newsReader = adminApi(s.app, (await signedInStaff(s.app, ['news:read'])).cookie);
    });

    const page = async (url: string) => (await s.app.inject({ method: 'GET', url })).body;
    const trashed = async (api: ReturnType<typeof adminApi> = admin) =>
      (await api.get(`${TRASH}?pageSize=100`)).body.data.list as Json[];
    const publicNewsIds = async (lang: string, keyword = '') =>
      (
        await s.get(`/api/v1/news/list?lang=${lang}&pageSize=100&keyword=${encodeURIComponent(keyword)}`)
      ).body.data.list.map((item: Json) => item.id);

    test('a deleted news item leaves every public answer at once and waits in the trash; a restore brings it back unpublished with its versions', async () => {
      const id = news.middle;
      const url = `/api/v1/admin/news/${id}`;
      // Read (and cached) before the delete.
      assert.equal((await s.get(`/api/v1/news/detail?id=${id}&lang=en_US`)).status, 200);
      const totalBefore = (await s.get('/api/v1/news/list?lang=en_US')).body.data.total;
      assert.ok((await publicNewsIds('en_US', 'launch')).includes(id));
      assert.match(await page('/sitemap.xml'), new RegExp(`company-news/detail\\?id=${id}\\b`));
      // A second version, so the history kept is more than the first.
      const record = (await admin.get(url)).body.data;
      const edited = structuredClone(record);
      edited.i18n.en_US.title = 'New product launch, revised';
      assert.equal((await admin.put(url, edited)).status, 200);
      const versionsBefore = (await admin.get(`${url}/versions`)).body.data;
      assert.equal(versionsBefore.length, 2);

      const deleted = await newsEditor.delete(url);
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));

      for (const lang of ['zh_CN', 'en_US']) {
        assert.equal((await s.get(`/api/v1/news/detail?id=${id}&lang=${lang}`)).status, 404, lang);
        assert.ok(!(await publicNewsIds(lang)).includes(id), lang);
      }
      assert.equal((await s.get('/api/v1/news/list?lang=en_US')).body.data.total, totalBefore - 1);
      assert.deepEqual(await publicNewsIds('en_US', 'launch'), []);
      assert.doesNotMatch(await page('/sitemap.xml'), new RegExp(`company-news/detail\\?id=${id}\\b`));
      assert.equal(
        (await page(`/company-news/detail?id=${id}&lang=en-US`)).includes('New product launch'),
        false,
      );
      // The back-office no longer finds it anywhere but in the trash.
      for (const path of [url, `${url}/versions`, `${url}/versions/1`]) {
        const answer = await admin.get(path);
        assert.equal(answer.status, 404, path);
        assert.equal(answer.body.code, 'NOT_FOUND', path);
      }
      assert.equal((await admin.put(url, edited)).status, 404);
      assert.equal((await admin.post(`${url}/publish`, { langs: ['en_US'] })).status, 404);
      assert.equal((await admin.delete(url)).status, 404, 'deleted once');
      const adminList = (await admin.get('/api/v1/admin/news?pageSize=100')).body.data;
      assert.ok(!adminList.list.some((item: Json) => item.id === id));
      const status = (await admin.get('/api/v1/admin/translations')).body.data.find(
        (entry: Json) => entry.resource === 'news',
      );
      assert.equal(status.total, adminList.total);

      const [entry] = await trashed();
      assert.deepEqual(
        { ...entry, deletedAt: undefined, purgeAt: undefined },
        {
          resource: 'news',
          id,
          title: '新品发布',
          deletedAt: undefined,
          purgeAt: undefined,
          deletedBy: {
            id: entry.deletedBy.id,
            username: entry.deletedBy.username,
            name: entry.deletedBy.name,
          },
        },
      );
      assert.match(entry.deletedBy.name, /^Name of staff-/);
      assert.equal(Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt), 30 * DAY_MS);
      assert.ok(Math.abs(Date.parse(entry.deletedAt) - Date.now()) < 60_000);
      const english = (await admin.get(`${TRASH}?lang=en_US`)).body.data.list[0];
      assert.equal(
        english.title,
        'New product launch, revised',
        'named by its working copy, in the language asked',
      );

      // Restoring needs the resource's write authority.
      const refused = await newsReader.post(`${TRASH}/news/${id}/restore`, {});
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'FORBIDDEN');
      assert.equal((await newsReader.delete(`${TRASH}/news/${id}`)).status, 403);
      assert.equal((await trashed()).length, 1);

      const restored = await newsEditor.post(`${TRASH}/news/${id}/restore`, {});
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      assert.deepEqual(restored.body.data, { resource: 'news', id });
      assert.deepEqual(await trashed(), []);
      assert.equal((await newsEditor.post(`${TRASH}/news/${id}/restore`, {})).status, 404, 'restored once');

      const back = (await admin.get(url)).body.data;
      assert.equal(back.id, id, 'the same id');
      assert.equal(back.i18n.en_US.title, 'New product launch, revised', 'the working copy');
      assert.equal(back.i18n.zh_CN.title, '新品发布');
      assert.equal(back.publication.zh_CN.state, 'draft');
      assert.equal(back.publication.en_US.state, 'draft');
      const versionsAfter = (await admin.get(`${url}/versions`)).body.data;
      assert.deepEqual(
        versionsAfter.map((version: Json) => [version.version, version.createTime, version.changedFields]),
        versionsBefore.map((version: Json) => [version.version, version.createTime, version.changedFields]),
        'the versions as they were',
      );
      assert.ok(versionsAfter.every((version: Json) => !version.published.zh_CN && !version.published.en_US));
      for (const lang of ['zh_CN', 'en_US']) {
        assert.equal(
          (await s.get(`/api/v1/news/detail?id=${id}&lang=${lang}`)).status,
          404,
          `${lang}: unpublished`,
        );
      }
      // Published again, it is public as the working copy says.
      assert.equal((await admin.post(`${url}/publish`, { langs: ['en_US'] })).status, 200);
      assert.equal(
        (await s.get(`/api/v1/news/detail?id=${id}&lang=en_US`)).body.data.title,
        'New product launch, revised',
      );

      const audit = await auditEntries(s.app, 'news', id);
      assert.deepEqual(
        audit.slice(-3).map((row) => row.action),
        ['delete', 'restore-from-trash', 'publish'],
      );
      const [deleteEntry, restoreEntry] = audit.slice(-3);
      assert.match(deleteEntry?.username ?? '', /^staff-/);
      assert.equal(deleteEntry?.username, restoreEntry?.username, 'who deleted and who restored');
    });

    test('the trash lists only what the user may read; restore and purge need the resource’s write authority', async () => {
      assert.equal((await admin.delete(`${PRODUCTS}/${catalogue.products.lowPower}`)).status, 200);
      assert.equal((await admin.delete(`/api/v1/admin/news/${news.oldest}`)).status, 200);
      assert.deepEqual(
        (await trashed()).map((entry) => [entry.resource, entry.id]),
        [
          ['news', news.oldest],
          ['products', catalogue.products.lowPower],
        ],
        'latest deleted first',
      );
      assert.deepEqual(
        (await trashed(newsEditor)).map((entry) => [entry.resource, entry.id]),
        [['news', news.oldest]],
        'a news editor sees no products',
      );
      const paged = (await admin.get(`${TRASH}?pageSize=1&pageNum=2`)).body.data;
      assert.equal(paged.total, 2);
      assert.deepEqual(
        paged.list.map((entry: Json) => entry.id),
        [catalogue.products.lowPower],
      );
      const noContent = adminApi(s.app, (await signedInStaff(s.app, ['enquiries:read'])).cookie);
      assert.equal((await noContent.get(TRASH)).status, 403);
      assert.equal((await adminApi(s.app).get(TRASH)).status, 401);
      for (const call of [
        () => newsEditor.post(`${TRASH}/products/${catalogue.products.lowPower}/restore`, {}),
        () => newsEditor.delete(`${TRASH}/products/${catalogue.products.lowPower}`),
      ]) {
        const answer = await call();
        assert.equal(answer.status, 403);
        assert.equal(answer.body.code, 'FORBIDDEN');
      }
      for (const bad of [
        `${TRASH}/members/1/restore`,
        `${TRASH}/news/0/restore`,
        `${TRASH}/news/x/restore`,
      ]) {
        const answer = await admin.post(bad, {});
        assert.equal(answer.status, 400, bad);
        assert.equal(answer.body.code, 'VALIDATION_ERROR', bad);
      }
      // A live record, or none, is not in the trash.
      assert.equal((await admin.post(`${TRASH}/news/${news.newest}/restore`, {})).status, 404);
      assert.equal((await admin.delete(`${TRASH}/news/999999`)).status, 404);
    });

    test('a product comes back with its parameter values and parts; its part numbers stay its own meanwhile', async () => {
      const parameter = await admin.post('/api/v1/admin/product-parameters', {
        key: 'trashRange',
        type: 'number',
        unit: 'g',
        i18n: { zh_CN: { label: '量程' }, en_US: { label: 'Range' } },
      });
      assert.equal(parameter.status, 200, JSON.stringify(parameter.body));
      const categoryUrl = `${CATEGORIES}/${catalogue.categories.accelerometers}`;
      const category = (await admin.get(categoryUrl)).body.data;
      assert.equal(
        (await admin.put(categoryUrl, { ...category, parameterKeys: ['trashRange'] })).status,
        200,
      );
      const created = await admin.post(PRODUCTS, {
        classifyId: catalogue.categories.accelerometers,
        sort: 7,
        enabled: true,
        status: 'active',
        replacementIds: [],
        parameterValues: [{ key: 'trashRange', min: 2, max: 16 }],
        parts: [part('CST-7001-TR'), part('CST-7001E')],
        i18n: {
          zh_CN: productText('回收站加速度计', 'CST-7001'),
          en_US: productText('Trash accelerometer', 'CST-7001'),
        },
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.data.id;
      const facts = async () => {
        const answer = await s.get(`/api/v1/product/detail/${id}?lang=en_US`);
        if (answer.status !== 200) return answer.status;
        const content = JSON.parse(answer.body.data.jsonStr);
        return [
          content.parameters.map((each: Json) => each.display),
          content.parts.map((each: Json) => each.partNumber),
        ];
      };
      assert.deepEqual(await facts(), [['2 g – 16 g'], ['CST-7001-TR', 'CST-7001E']]);
      const options = async () =>
        (await s.get('/api/v1/product/class/options?lang=en_US')).body.data.find(
          (option: Json) => option.value === catalogue.categories.accelerometers,
        ).count;
      const countBefore = await options();
      const enquiry = () =>
        adminApi(s.app).post('/api/v1/product/ask', {
          name: 'Visitor',
          email: 'visitor@example.com',
          phone: '0510 1234 5678',
          productId: id,
        });
      assert.equal((await enquiry()).status, 200);

      assert.equal((await admin.delete(`${PRODUCTS}/${id}`)).status, 200);
      assert.equal(await facts(), 404);
      assert.equal(await options(), countBefore - 1, 'the category counts it no more');
      assert.equal((await s.get('/api/v1/product/list?lang=en_US&keyword=CST-7001')).body.data.total, 0);
      assert.equal((await s.get('/api/v1/product/list?lang=en_US&p.trashRange=8')).body.data.total, 0);
      const refused = await enquiry();
      assert.equal(refused.status, 400, 'an enquiry cannot name a product in the trash');
      // The category's product count leaves it out too.
      assert.equal((await admin.get(categoryUrl)).body.data.productCount, category.productCount);
      // Its part numbers are still its own: another product cannot take them while it may come back.
      const clash = await admin.post(PRODUCTS, {
        ...created.body.data,
        parts: [part('CST-7001E')],
        i18n: { en_US: productText('Copy', 'CST-7002') },
      });
      assert.equal(clash.status, 400);
      assert.equal(clash.body.errors[0].field, 'parts.0.partNumber');

      assert.equal((await admin.post(`${TRASH}/products/${id}/restore`, {})).status, 200);
      const back = (await admin.get(`${PRODUCTS}/${id}`)).body.data;
      assert.deepEqual(back.parameterValues, [{ key: 'trashRange', value: null, min: 2, max: 16 }]);
      assert.deepEqual(
        back.parts.map((each: Json) => each.partNumber),
        ['CST-7001-TR', 'CST-7001E'],
      );
      assert.equal(await facts(), 404, 'published in no language');
      assert.equal(
        (await admin.post(`${PRODUCTS}/${id}/publish`, { langs: ['zh_CN', 'en_US'] })).status,
        200,
      );
      assert.deepEqual(await facts(), [['2 g – 16 g'], ['CST-7001-TR', 'CST-7001E']]);
      assert.equal(await options(), countBefore);
    });

    test('a product cannot come back while its category is in the trash or gone; the category waits for its products', async () => {
      const { products, categories } = catalogue;
      // The barometer is the pressure category's only live product but the switched-off draft.
      for (const id of [products.barometer, products.draft]) {
        assert.equal((await admin.delete(`${PRODUCTS}/${id}`)).status, 200);
      }
      const deletedCategory = await admin.delete(`${CATEGORIES}/${categories.pressure}`);
      assert.equal(deletedCategory.status, 200, 'its products are in the trash, none live');

      const refused = await admin.post(`${TRASH}/products/${products.barometer}/restore`, {});
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(
        refused.body.errors.map((error: Json) => error.field),
        ['classifyId'],
      );
      assert.match(refused.body.errors[0].message, /回收站/);
      assert.ok(
        (await trashed()).some((entry) => entry.resource === 'products' && entry.id === products.barometer),
        'still in the trash',
      );
      const purgeRefused = await admin.delete(`${TRASH}/product-categories/${categories.pressure}`);
      assert.equal(purgeRefused.status, 400);
      assert.equal(purgeRefused.body.errors[0].field, 'id');

      // The category first, then its product.
      assert.equal(
        (await admin.post(`${TRASH}/product-categories/${categories.pressure}/restore`, {})).status,
        200,
      );
      assert.equal((await admin.post(`${TRASH}/products/${products.barometer}/restore`, {})).status, 200);

      // A draft that moved the product to a category purged since: the restore names the category.
      const other = await admin.post(CATEGORIES, {
        sort: 9,
        enabled: true,
        parameterKeys: [],
        i18n: { zh_CN: { name: '临时类别' }, en_US: { name: 'Temporary' } },
      });
      const record = (await admin.get(`${PRODUCTS}/${products.barometer}`)).body.data;
      const moved = await admin.put(`${PRODUCTS}/${products.barometer}`, {
        ...record,
        classifyId: other.body.data.id,
        publish: [],
      });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.equal((await admin.delete(`${PRODUCTS}/${products.barometer}`)).status, 200);
      assert.equal((await admin.delete(`${CATEGORIES}/${other.body.data.id}`)).status, 200);
      assert.equal((await admin.delete(`${TRASH}/product-categories/${other.body.data.id}`)).status, 200);
      const gone = await admin.post(`${TRASH}/products/${products.barometer}/restore`, {});
      assert.equal(gone.status, 400);
      assert.deepEqual(
        gone.body.errors.map((error: Json) => error.field),
        ['classifyId'],
      );
      assert.doesNotMatch(JSON.stringify(gone.body), /stack|select|\.ts/i);

      // A category holding live products still cannot be deleted.
      const inUse = await admin.delete(`${CATEGORIES}/${categories.accelerometers}`);
      assert.equal(inUse.status, 400);
      assert.equal(inUse.body.errors[0].field, 'id');
    });

    test('a purge removes the record and its versions for good, at once or 30 days on; pending actions go with the delete', async () => {
      const url = `/api/v1/admin/news/${news.newest}`;
      const at = new Date(Date.now() + 3 * DAY_MS).toISOString();
      assert.equal((await admin.post(`${url}/unpublish`, { langs: ['en_US'], at })).status, 200);
      const pending = async () => (await admin.get('/api/v1/admin/schedule')).body.data.total;
      assert.equal(await pending(), 1);
      assert.equal((await admin.delete(url)).status, 200);
      assert.equal(await pending(), 0, 'cancelled with the delete');
      const cancelled = await s.db
        .selectFrom('scheduled_actions')
        .select('outcome')
        .where('record_key', '=', String(news.newest))
        .execute();
      assert.deepEqual(cancelled, [{ outcome: 'cancelled' }]);

      const versions = (resource: string, id: number) =>
        s.db
          .selectFrom('content_versions')
          .select('version')
          .where('resource', '=', resource)
          .where('record_key', '=', String(id))
          .execute();
      assert.ok((await versions('news', news.newest)).length > 0);
      const purged = await admin.delete(`${TRASH}/news/${news.newest}`);
      assert.equal(purged.status, 200, JSON.stringify(purged.body));
      assert.deepEqual(purged.body.data, { resource: 'news', id: news.newest });
      assert.deepEqual(await versions('news', news.newest), []);
      assert.equal(
        await s.db.selectFrom('news').select('id').where('id', '=', news.newest).executeTakeFirst(),
        undefined,
      );
      assert.deepEqual(
        await s.db
          .selectFrom('scheduled_actions')
          .select('id')
          .where('record_key', '=', String(news.newest))
          .execute(),
        [],
      );
      assert.equal((await admin.delete(`${TRASH}/news/${news.newest}`)).status, 404, 'purged once');
      assert.equal((await admin.post(`${TRASH}/news/${news.newest}/restore`, {})).status, 404);
      assert.equal((await admin.get(url)).status, 404);

      // The 30-day purge: what was deleted 30 days ago goes, what was deleted since stays.
      const { hidden, expo } = news;
      assert.equal((await admin.delete(`/api/v1/admin/news/${hidden}`)).status, 200);
      assert.equal((await admin.delete(`/api/v1/admin/news/${expo}`)).status, 200);
      await s.db
        .updateTable('content_trash')
        .set({ deleted_at: new Date(Date.now() - 30 * DAY_MS - 60_000).toISOString() })
        .where('resource', '=', 'news')
        .where('record_id', '=', hidden)
        .execute();
      const reports: string[] = [];
      const report = (_error: unknown, message: string) => reports.push(message);
      const { trash } = s.app.services;
      const trashedNews = async () =>
        (await trashed()).flatMap((entry) => (entry.resource === 'news' ? [entry.id] : []));
      const before = await trashedNews();
      assert.ok(before.includes(hidden) && before.includes(expo));
      assert.equal(await trash.purgeExpired(new Date(), report), 1);
      assert.deepEqual(
        await trashedNews(),
        before.filter((id) => id !== hidden),
      );
      assert.deepEqual(await versions('news', hidden), []);
      // Looking again, or from several processes at once, purges nothing twice.
      const again = await Promise.all([
        trash.purgeExpired(new Date(), report),
        trash.purgeExpired(new Date(), report),
      ]);
      assert.deepEqual(again, [0, 0]);
      // 30 days after the second delete, it goes too, with what the tests above left in the trash.
      assert.ok((await trash.purgeExpired(new Date(Date.now() + 30 * DAY_MS + 60_000), report)) > 1);
      assert.deepEqual(await trashed(), []);
      assert.deepEqual(reports, []);

      const manual = (await auditEntries(s.app, 'news', news.newest)).at(-1);
      assert.equal(manual?.action, 'purge');
      assert.equal(manual?.username, admin.username);
      assert.equal(manual?.changes.expired, false);
      const expired = (await auditEntries(s.app, 'news', hidden)).at(-1);
      assert.equal(expired?.action, 'purge');
      assert.equal(expired?.user_id, null, 'purged by nobody: the 30 days ran out');
      assert.equal(expired?.changes.expired, true);
      const logged = (await admin.get('/api/v1/admin/audit-log?pageSize=5&sortOrder=descend')).body.data.list;
      assert.equal(logged[0].action, 'purge');
      assert.equal(logged[0].title, '慕尼黑上海电子展');

      // A new record never takes a purged one's id.
      const created = await admin.post('/api/v1/admin/news', {
        type: 'news',
        enabled: true,
        i18n: {
          en_US: { title: 'Fresh', summary: '', cover: '', content: '<p>x</p>', address: '', booth: '' },
        },
      });
      assert.ok(created.body.data.id > Math.max(news.newest, hidden, expo));
    });
  });
}
