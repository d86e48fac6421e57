import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { PUBLISHED_RESOURCES, type PublishedResource, SEARCH_RESOURCES } from '@coresense/shared';
import { CONTENT_TYPES, contentTypes } from './content-types.ts';
import { clearContent, contentTables } from './seed/reset.ts';
import { hasContent } from './seed/seed.ts';
import { adminApi } from './test-support/admin-api.ts';
import { signedInStaff } from './test-support/auth.ts';
import { createCatalogue, createNews, createOtherContent } from './test-support/fixtures.ts';
import { useTestApp } from './test-support/suite.ts';
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
    /** A record of each registered type that the public sees. */
    let published: Record<PublishedResource, number>;
    const s = useTestApp(backend, {
      setup: async (t) => {
        const catalogue = await createCatalogue(t.database.db);
        const news = await createNews(t.database.db);
        const other = await createOtherContent(t.database.db, {
          visible: catalogue.products.axis3,
          hidden: catalogue.products.draft,
        });
        published = {
          products: catalogue.products.axis3,
          'product-categories': catalogue.categories.accelerometers,
          applications: other.applications.automotive,
          news: news.newest,
          investor: other.investor.announcement,
          recruit: other.recruit.engineer,
          comments: other.comments.happyCustomer,
        };
      },
    });
    let admin: ReturnType<typeof adminApi>;

    before(async () => {
      admin = adminApi(s.app, (await signedInStaff(s.app, ['dashboard:read', ...readAll()])).cookie);
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
