import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { testBackends } from '../../test-support/test-app.ts';
import { createMigrator } from '../database.ts';
import { migrationProvider } from './index.ts';

type Backend = ReturnType<typeof testBackends>[number];
// biome-ignore lint/suspicious/noExplicitAny: these tests step through schemas of the past
type AnyDb = Kysely<any>;

/** The columns of `product_i18n` as the database reports them. */
async function textColumns(backend: Backend, db: AnyDb): Promise<string[]> {
  // PostgreSQL lists the tables of every schema, other test runs' included.
  const schema =
    backend.name === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = await backend.changingSchema(() => db.introspection.getTables());
  const texts = tables.find((table) => table.name === 'product_i18n' && table.schema === schema);
  return texts?.columns.map((column) => column.name) ?? [];
}

/** Product texts that JSON escapes: quotes, backslashes, line breaks and a line separator. */
const TEXTS = {
  zh_CN: JSON.stringify({ name: '压力 "传感器"', summary: 'a\\b\nc' }),
  en_US: JSON.stringify({ name: 'Pressure "sensor"', summary: '🌡️ \u2028' }),
};

/** A product `id` in category 1, without texts. */
async function insertProduct(db: AnyDb, id: number): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('product_categories')
    .values({ id: 1, sort: 1, enabled: true, created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto('products')
    .values({ id, classify_id: 1, sort: 1, enabled: true, created_at: at, updated_at: at })
    .execute();
}

/** Every product text with its literal, while the schema has one. */
function literalRows(db: AnyDb): Promise<Array<{ lang: string; data: string; data_literal: Uint8Array }>> {
  return db.selectFrom('product_i18n').select(['lang', 'data', 'data_literal']).orderBy('lang').execute();
}

for (const backend of testBackends()) {
  describe(`migrations (${backend.name})`, () => {
    test('text literals: going back drops the column, going forward fills it for every stored text', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const db = database.db;
      const migrator = await createMigrator(db);
      const back = await backend.changingSchema(() => migrator.migrateTo('2026-11-22T02-file-variants'));
      assert.equal(back.error, undefined);
      const columns = () => textColumns(backend, db);
      assert.ok(!(await columns()).includes('data_literal'));

      await insertProduct(db, 7);
      for (const [lang, data] of Object.entries(TEXTS)) {
        await sql`insert into product_i18n (product_id, lang, name, model, data) values (7, ${lang}, 'n', 'm', ${data})`.execute(
          db,
        );
      }

      const forward = await backend.changingSchema(() => migrator.migrateTo('2026-11-22T03-text-literals'));
      assert.equal(forward.error, undefined);
      assert.ok((await columns()).includes('data_literal'));
      const rows = await literalRows(db);
      assert.equal(rows.length, 2);
      for (const row of rows) {
        const literal = Buffer.from(row.data_literal).toString('utf8');
        assert.equal(
          JSON.parse(literal),
          row.data,
          `${row.lang}: the literal is the text's JSON as a string`,
        );
        assert.equal(row.data, TEXTS[row.lang as keyof typeof TEXTS]);
      }
    });

    test('dropping text literals: going forward drops the column and keeps every text, going back refills it', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const db = database.db;
      const migrator = await createMigrator(db);
      const back = await backend.changingSchema(() => migrator.migrateTo('2026-11-24T11-audit-log-title'));
      assert.equal(back.error, undefined);
      assert.ok((await textColumns(backend, db)).includes('data_literal'));
      await insertProduct(db, 7);
      for (const [lang, data] of Object.entries(TEXTS)) {
        await sql`insert into product_i18n (product_id, lang, name, model, data, data_literal) values (7, ${lang}, 'n', 'm', ${data}, ${Buffer.from(JSON.stringify(data))})`.execute(
          db,
        );
      }

      // This migration exactly, not the latest: later ones may rewrite product texts.
      const forward = await backend.changingSchema(() =>
        migrator.migrateTo('2026-11-25T00-drop-text-literals'),
      );
      assert.equal(forward.error, undefined);
      assert.ok(!(await textColumns(backend, db)).includes('data_literal'));
      const kept = await db.selectFrom('product_i18n').select(['lang', 'data']).orderBy('lang').execute();
      assert.deepEqual(
        kept.map((row) => ({ ...row })),
        [
          { lang: 'en_US', data: TEXTS.en_US },
          { lang: 'zh_CN', data: TEXTS.zh_CN },
        ],
      );

      const undo = await backend.changingSchema(() => migrator.migrateTo('2026-11-24T11-audit-log-title'));
      assert.equal(undo.error, undefined);
      const refilled = await literalRows(db);
      assert.equal(refilled.length, 2);
      for (const row of refilled) {
        assert.equal(JSON.parse(Buffer.from(row.data_literal).toString('utf8')), row.data, row.lang);
      }
    });

    test('news list columns: filled from each stored text, empty where the text has no such field', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const db = database.db;
      const migrator = await createMigrator(db);
      assert.equal(
        (await backend.changingSchema(() => migrator.migrateTo('2026-11-22T03-text-literals'))).error,
        undefined,
      );
      const at = '2026-01-01T00:00:00.000Z';
      await db
        .insertInto('news')
        .values({
          id: 3,
          type: 'activity',
          enabled: true,
          start_date: '2026-03-01',
          end_date: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const texts = {
        zh_CN: {
          title: '展会',
          summary: '摘要 "引号"',
          cover: '/media/1/a.svg',
          content: '<p>正文</p>',
          address: '上海',
          booth: 'A1',
        },
        en_US: { title: 'Expo', content: '<p>Body</p>' },
      };
      for (const [lang, text] of Object.entries(texts)) {
        await sql`insert into news_i18n (news_id, lang, title, data) values (3, ${lang}, ${text.title}, ${JSON.stringify(text)})`.execute(
          db,
        );
      }
      assert.equal((await backend.changingSchema(() => migrator.migrateToLatest())).error, undefined);
      const rows = await db
        .selectFrom('news_i18n')
        .select(['lang', 'summary', 'cover', 'address', 'booth'])
        .orderBy('lang')
        .execute();
      assert.deepEqual(
        rows.map((row) => ({ ...row })),
        [
          { lang: 'en_US', summary: '', cover: '', address: '', booth: '' },
          { lang: 'zh_CN', summary: '摘要 "引号"', cover: '/media/1/a.svg', address: '上海', booth: 'A1' },
        ],
      );
    });
  });
}

for (const backend of testBackends()) {
  describe(`migration 2026-11-25T1d-page-views (${backend.name})`, () => {
    test('one row per day, page and language; one per day and file; going back drops both tables', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const db: AnyDb = database.db;
      const migrator = await createMigrator(database.db);
      const to = await backend.changingSchema(() => migrator.migrateTo('2026-11-25T1d-page-views'));
      assert.equal(to.error, undefined);
      await db
        .insertInto('page_views')
        .values({ day: '2026-11-25', path: '/index', lang: 'zh_CN', views: 2 })
        .execute();
      await assert.rejects(
        db
          .insertInto('page_views')
          .values({ day: '2026-11-25', path: '/index', lang: 'zh_CN', views: 1 })
          .execute(),
        'the same day, page and language is one row',
      );
      await db
        .insertInto('page_views')
        .values({ day: '2026-11-25', path: '/index', lang: 'en_US', views: 1 })
        .execute();
      await db
        .insertInto('download_counts')
        .values({ day: '2026-11-25', file_id: 3, downloads: 4 })
        .execute();

      // The migration listed before this one, whichever other branch's that is.
      const names = Object.keys(await migrationProvider.getMigrations());
      const previous = names[names.indexOf('2026-11-25T1d-page-views') - 1];
      assert.ok(previous);
      const back = await backend.changingSchema(() => migrator.migrateTo(previous));
      assert.equal(back.error, undefined);
      await assert.rejects(db.selectFrom('page_views').selectAll().execute());
      await assert.rejects(db.selectFrom('download_counts').selectAll().execute());
    });
  });
}
