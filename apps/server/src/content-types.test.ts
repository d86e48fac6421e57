import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { PUBLISHED_RESOURCES, type PublishedResource, SEARCH_RESOURCES } from '@coresense/shared';
import { CONTENT_TYPES, contentTypes, detailTables } from './content-types.ts';
import { StatsRepository } from './modules/stats/stats.repository.ts';
import { clearContent, contentTables } from './seed/reset.ts';
import { hasContent } from './seed/seed.ts';
import type { adminApi } from './test-support/admin-api.ts';
import { oneOfEach, useContentSuite } from './test-support/content-suite.ts';
import { testBackends } from './test-support/test-app.ts';

/*
 * The lists that span every content type are read from the registry (src/content-types.ts):
 * each test here goes through the registry's types and fails for any the list leaves out.
 */

test('the registry defines every published resource once, under its own name', () => {
  assert.deepEqual(
    contentTypes().map((type) => type.resource),
    [...PUBLISHED_RESOURCES],
  );
  for (const resource of PUBLISHED_RESOURCES) assert.equal(CONTENT_TYPES[resource].resource, resource);
});

test('the header search looks through exactly the registered types that name columns for it', () => {
  const searched = contentTypes().filter((type) => type.headerSearchColumns.length > 0);
  for (const type of searched) {
    assert.ok(
      (SEARCH_RESOURCES as readonly string[]).includes(type.resource),
      `${type.resource} is searched`,
    );
  }
  for (const resource of SEARCH_RESOURCES) {
    const type = contentTypes().find((each) => each.resource === resource);
    if (type) assert.ok(type.headerSearchColumns.length > 0, `${resource} names the columns searched`);
  }
});

for (const backend of testBackends()) {
  describe(`lists derived from the content registry (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue', 'news', 'other'],
      authorities: ['dashboard:read', ...readAll()],
    });
    /** A record of each registered type that the public sees. */
    let published: Record<PublishedResource, number>;
    let admin: ReturnType<typeof adminApi>;

    before(() => {
      published = oneOfEach(s);
      admin = s.editor;
    });

    test('the workplace counts the hidden records of every registered type among its to-dos', async () => {
      const answer = await admin.get('/api/v1/admin/dashboard/workplace');
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const kinds = answer.body.data.todos.map((todo: { kind: string }) => todo.kind);
      for (const type of contentTypes()) assert.ok(kinds.includes(`drafts:${type.resource}`), type.resource);
    });

    test('the analysis counts the published records of every registered type that is counted', async () => {
      const answer = await admin.get('/api/v1/admin/dashboard/analysis');
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const counted = contentTypes().flatMap((type) => {
        const { countedAs } = type;
        if (countedAs === undefined) return [];
        return typeof countedAs === 'string' ? [countedAs] : Object.values(countedAs.keys);
      });
      assert.deepEqual(Object.keys(answer.body.data.content).sort(), counted.sort());
      for (const key of counted)
        assert.ok(answer.body.data.content[key] > 0, `${key} counts the published fixtures`);
    });

    test('the sitemap lists, in both languages, where the site shows a record of every registered type', async () => {
      const sitemap = await s.app.inject({ url: '/sitemap.xml', headers: { host: 'www.coresense.test' } });
      assert.equal(sitemap.statusCode, 200);
      for (const type of contentTypes()) {
        const page = type.sitePage;
        assert.ok(page, `${type.resource} says where the site shows it`);
        const path =
          'key' in page
            ? `${page.path}?${page.key}=${published[type.resource]}&amp;lang=`
            : `${page.path}?lang=`;
        for (const locale of ['zh-CN', 'en-US']) {
          assert.ok(
            sitemap.body.includes(`<loc>http://www.coresense.test${path}${locale}</loc>`),
            `${type.resource} ${locale}`,
          );
        }
      }
    });

    test('page views of every registered type’s detail page count while its record exists, never for a made-up id', async () => {
      const stats = new StatsRepository(s.db, detailTables());
      const day = '2026-11-02';
      const detailPaths = contentTypes().flatMap((type) => {
        const page = type.sitePage;
        return page && 'key' in page && page.key === 'id'
          ? [`${page.path}?id=${published[type.resource]}`, `${page.path}?id=987654`]
          : [];
      });
      await stats.addPageViews(detailPaths.map((path) => ({ key: { day, path, lang: 'zh_CN' }, count: 1 })));
      const counted = (await stats.topPages(day, day, 100)).map((row) => row.path).sort();
      const existing = detailPaths.filter((path) => !path.endsWith('=987654'));
      assert.ok(
        existing.length >= 5,
        'products, applications, news, investor items and jobs have detail pages',
      );
      assert.deepEqual(counted, existing.sort());
    });

    test('a reset empties every table of every registered type, and then there is no content', async () => {
      const tables = contentTables();
      for (const type of contentTypes()) {
        for (const table of type.tables) assert.ok(tables.includes(table), `${type.resource}: ${table}`);
        assert.ok(await rowsIn(type.tableName), `${type.resource} has fixtures to remove`);
      }
      assert.equal(await hasContent(s.db), true);
      await clearContent(s.db, s.app.fileStore);
      for (const type of contentTypes()) {
        for (const table of type.tables) assert.equal(await rowsIn(table), 0, `${type.resource}: ${table}`);
      }
      assert.equal(await hasContent(s.db), false);
    });

    async function rowsIn(table: string): Promise<number> {
      const row = await s.db
        .selectFrom(table as 'products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }
  });
}

function readAll(): string[] {
  return PUBLISHED_RESOURCES.map((resource) => `${resource}:read`);
}
