import assert from 'node:assert/strict';
import { describe, type TestContext, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import { testBackends } from '../../test-support/test-app.ts';
import { createMigrator } from '../database.ts';
import { migrationProvider } from './index.ts';

type Backend = ReturnType<typeof testBackends>[number];
// biome-ignore lint/suspicious/noExplicitAny: these tests step through schemas of the past
type AnyDb = Kysely<any>;

/** The migration listed just before `name`, whichever other branch's that is. */
async function migrationBefore(name: string): Promise<string> {
  // In the order Kysely runs them: by name, whatever the order of the index.
  const names = Object.keys(await migrationProvider.getMigrations()).sort((a, b) => a.localeCompare(b));
  const previous = names[names.indexOf(name) - 1];
  assert.ok(previous, `a migration before ${name}`);
  return previous;
}

/** A fresh database at the latest migration, dropped after the test. */
async function openMigrated(backend: Backend, t: TestContext) {
  const { database, destroy } = await backend.open();
  t.after(destroy);
  const db: AnyDb = database.db;
  const migrator = await createMigrator(database.db);
  /** Migrates up or down to `name`, which must go without error. */
  const migrateTo = async (name: string) => {
    assert.equal((await migrator.migrateTo(name)).error, undefined);
  };
  return { db, migrator, migrateTo };
}

/** A fresh database migrated up to the migration before `name`, to step over `name` and back. */
async function openBefore(backend: Backend, t: TestContext, name: string) {
  const opened = await openMigrated(backend, t);
  const previous = await migrationBefore(name);
  await opened.migrateTo(previous);
  return { ...opened, previous };
}

/** An enabled staff user with the profile columns (phone, avatar) left empty; answers its id. */
async function insertStaffUser(
  db: AnyDb,
  at: string,
  user: { id?: number; username: string; name: string; email: string },
): Promise<{ id: number }> {
  return db
    .insertInto('staff_users')
    .values({
      ...user,
      phone: '',
      avatar: '',
      password_hash: 'x',
      enabled: true,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Inserting `values` into `table` is refused, by a key or a constraint. */
async function assertRefused(db: AnyDb, table: string, values: Record<string, unknown>, message?: string) {
  await assert.rejects(db.insertInto(table).values(values).execute(), message);
}

/** None of `tables` is there: reading it fails. */
async function assertNoTable(db: AnyDb, ...tables: string[]) {
  for (const table of tables) await assert.rejects(db.selectFrom(table).selectAll().execute());
}

/** The columns of `product_i18n` as the database reports them. */
async function textColumns(backend: Backend, db: AnyDb): Promise<string[]> {
  // PostgreSQL lists the tables of every schema, other test runs' included.
  const schema =
    backend.name === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const tables = await db.introspection.getTables();
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
      const { db, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-22T02-file-variants');
      const columns = () => textColumns(backend, db);
      assert.ok(!(await columns()).includes('data_literal'));

      await insertProduct(db, 7);
      for (const [lang, data] of Object.entries(TEXTS)) {
        await sql`insert into product_i18n (product_id, lang, name, model, data) values (7, ${lang}, 'n', 'm', ${data})`.execute(
          db,
        );
      }

      await migrateTo('2026-11-22T03-text-literals');
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
      const { db, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-24T11-audit-log-title');
      assert.ok((await textColumns(backend, db)).includes('data_literal'));
      await insertProduct(db, 7);
      for (const [lang, data] of Object.entries(TEXTS)) {
        await sql`insert into product_i18n (product_id, lang, name, model, data, data_literal) values (7, ${lang}, 'n', 'm', ${data}, ${Buffer.from(JSON.stringify(data))})`.execute(
          db,
        );
      }

      // This migration exactly, not the latest: later ones may rewrite product texts.
      await migrateTo('2026-11-25T00-drop-text-literals');
      assert.ok(!(await textColumns(backend, db)).includes('data_literal'));
      const kept = await db.selectFrom('product_i18n').select(['lang', 'data']).orderBy('lang').execute();
      assert.deepEqual(
        kept.map((row) => ({ ...row })),
        [
          { lang: 'en_US', data: TEXTS.en_US },
          { lang: 'zh_CN', data: TEXTS.zh_CN },
        ],
      );

      await migrateTo('2026-11-24T11-audit-log-title');
      const refilled = await literalRows(db);
      assert.equal(refilled.length, 2);
      for (const row of refilled) {
        assert.equal(JSON.parse(Buffer.from(row.data_literal).toString('utf8')), row.data, row.lang);
      }
    });

    test('notices: the addresses of open sessions are known at once; going back drops the tables', async (t) => {
      const { db, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-25T00-drop-text-literals');
      const at = '2026-01-01T00:00:00.000Z';
      await insertStaffUser(db, at, { id: 4, username: 'li', name: '', email: '' });
      const session = (id: string, ip: string) => ({
        id,
        user_id: 4,
        ip,
        user_agent: '',
        created_at: at,
        expires_at: '2099-01-01T00:00:00.000Z',
      });
      await db
        .insertInto('sessions')
        .values([session('a', '192.0.2.1'), session('b', '192.0.2.1'), session('c', '192.0.2.2')])
        .execute();

      await migrateTo('2026-11-25T1c-notices');
      const known = await db
        .selectFrom('sign_in_addresses')
        .select(['user_id', 'ip'])
        .orderBy('ip')
        .execute();
      assert.deepEqual(
        known.map((row) => ({ ...row })),
        [
          { user_id: 4, ip: '192.0.2.1' },
          { user_id: 4, ip: '192.0.2.2' },
        ],
      );

      await migrateTo('2026-11-25T00-drop-text-literals');
      const schema =
        backend.name === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
          : undefined;
      const tables = await db.introspection.getTables();
      assert.ok(!tables.some((table) => table.name === 'notices' && table.schema === schema));
    });

    test('news list columns: filled from each stored text, empty where the text has no such field', async (t) => {
      const { db, migrator, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-22T03-text-literals');
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
      assert.equal((await migrator.migrateToLatest()).error, undefined);
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

    test('two-factor and bindings: the tables come and go, and leave with the staff user they belong to', async (t) => {
      const { db, migrateTo } = await openMigrated(backend, t);
      const tables = async () => {
        const schema =
          backend.name === 'postgres'
            ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
            : undefined;
        const all = await db.introspection.getTables();
        return all
          .filter((table) => table.schema === schema)
          .map((table) => table.name)
          .filter((name) =>
            ['staff_mfa', 'staff_mfa_recovery_codes', 'staff_identities', 'oidc_transactions'].includes(name),
          )
          .sort();
      };
      await migrateTo('2026-11-25T00-drop-text-literals');
      assert.deepEqual(await tables(), []);
      await migrateTo('2026-11-25T1b-two-factor-and-bindings');
      assert.deepEqual(await tables(), [
        'oidc_transactions',
        'staff_identities',
        'staff_mfa',
        'staff_mfa_recovery_codes',
      ]);

      const at = '2026-01-01T00:00:00.000Z';
      await db
        .insertInto('staff_users')
        .values({
          id: 5,
          username: 'u',
          password_hash: 'x',
          name: 'U',
          email: 'u@example.com',
          enabled: true,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db.insertInto('staff_mfa').values({ user_id: 5, secret: 'S', last_used_step: 1 }).execute();
      await db.insertInto('staff_mfa_recovery_codes').values({ user_id: 5, code_hash: 'h' }).execute();
      await db
        .insertInto('staff_identities')
        .values({ provider: 'feishu', subject: 's', user_id: 5, account: 'a', created_at: at })
        .execute();
      await db.deleteFrom('staff_users').where('id', '=', 5).execute();
      for (const table of ['staff_mfa', 'staff_mfa_recovery_codes', 'staff_identities']) {
        assert.equal((await db.selectFrom(table).selectAll().execute()).length, 0, table);
      }
    });
  });
}

for (const backend of testBackends()) {
  describe(`migration 2026-11-25T1d-page-views (${backend.name})`, () => {
    test('one row per day, page and language; one per day and file; going back drops both tables', async (t) => {
      const { db, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-25T1d-page-views');
      await db
        .insertInto('page_views')
        .values({ day: '2026-11-25', path: '/index', lang: 'zh_CN', views: 2 })
        .execute();
      await assertRefused(
        db,
        'page_views',
        { day: '2026-11-25', path: '/index', lang: 'zh_CN', views: 1 },
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

      const previous = await migrationBefore('2026-11-25T1d-page-views');
      await migrateTo(previous);
      await assertNoTable(db, 'page_views', 'download_counts');
    });
  });
}

for (const backend of testBackends()) {
  describe(`migration 2026-11-27T00-product-data (${backend.name})`, () => {
    test('product data: existing products become active with empty facts; values filter by overlap; going back drops it all', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-27T00-product-data');
      await insertProduct(db, 7);
      await sql`insert into product_i18n (product_id, lang, name, model, data) values (7, 'en_US', 'n', 'm', ${TEXTS.en_US})`.execute(
        db,
      );

      await migrateTo('2026-11-27T00-product-data');
      const product = await db
        .selectFrom('products')
        .select('status')
        .where('id', '=', 7)
        .executeTakeFirstOrThrow();
      assert.equal(product.status, 'active');
      const text = await db.selectFrom('product_i18n').select(['data', 'facts']).executeTakeFirstOrThrow();
      assert.equal(text.data, TEXTS.en_US, 'the text is untouched');
      assert.deepEqual(JSON.parse(text.facts), {
        status: 'active',
        replacementIds: [],
        parameters: [],
        parts: [],
      });

      const at = '2026-01-01T00:00:00.000Z';
      await db
        .insertInto('product_parameters')
        .values({
          id: 1,
          key: 'supply',
          type: 'number',
          unit: 'V',
          sort: 0,
          options: '[]',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('product_parameter_values')
        .values({
          product_id: 7,
          parameter_id: 1,
          num_min: 1.71,
          num_max: 3.6,
          is_range: true,
          text_value: null,
        })
        .execute();
      const overlapping = (low: number, high: number) =>
        db
          .selectFrom('product_parameter_values')
          .select('product_id')
          .where('parameter_id', '=', 1)
          .where('num_min', '<=', high)
          .where('num_max', '>=', low)
          .execute();
      assert.equal((await overlapping(3.3, 5)).length, 1);
      assert.equal((await overlapping(3.7, 5)).length, 0);
      const part = (sort: number, partNumber: string) => ({
        product_id: 7,
        sort,
        part_number: partNumber,
        status: 'active',
        package: 'LGA',
        pins: 12,
        package_qty: 5000,
        temp_min: -40,
        temp_max: 85,
        msl: '3',
        rohs: true,
        marking: '',
      });
      await db.insertInto('product_parts').values(part(0, 'CSA-1')).execute();
      await assertRefused(db, 'product_parts', part(1, 'csa-1'), 'part numbers are unique ignoring case');

      await migrateTo(previous);
      assert.ok(!(await textColumns(backend, db)).includes('facts'));
      await assertNoTable(db, 'product_parameters', 'product_parts');
      const kept = await db.selectFrom('product_i18n').select('data').executeTakeFirstOrThrow();
      assert.equal(kept.data, TEXTS.en_US);
    });
  });
}

for (const backend of testBackends()) {
  describe(`migration 2026-11-27T01-content-versions (${backend.name})`, () => {
    test('one version number per record; going back drops the table', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-27T01-content-versions');
      await assertNoTable(db, 'content_versions');

      await migrateTo('2026-11-27T01-content-versions');
      const version = (resource: string, key: string, number: number) => ({
        resource,
        record_key: key,
        version: number,
        author_id: null,
        author_username: null,
        changed_fields: '[]',
        snapshot: '{}',
        created_at: '2026-11-27T00:00:00.000Z',
      });
      await db
        .insertInto('content_versions')
        .values([
          version('news', '1', 1),
          version('news', '1', 2),
          version('news', '2', 1),
          version('blocks', 'footer', 1),
        ])
        .execute();
      await assertRefused(db, 'content_versions', version('news', '1', 2), 'a record has one version 2');
      const rows = await db
        .selectFrom('content_versions')
        .select(['resource', 'record_key', 'version'])
        .where('resource', '=', 'news')
        .where('record_key', '=', '1')
        .orderBy('version', 'desc')
        .execute();
      assert.deepEqual(
        rows.map((row: { version: number }) => row.version),
        [2, 1],
      );

      await migrateTo(previous);
      await assertNoTable(db, 'content_versions');
    });
  });
}

for (const backend of testBackends()) {
  describe(`migration 2026-11-27T02-content-publications (${backend.name})`, () => {
    test('one published version per record and language; going back drops the table', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-27T02-content-publications');
      await assertNoTable(db, 'content_publications');

      // Saved before publication per language: every save published, at its latest version.
      const at = '2026-11-27T00:00:00.000Z';
      const { id: comment } = await db
        .insertInto('comments')
        .values({ sort: 0, enabled: true, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('comment_i18n')
        .values([
          { comment_id: comment, lang: 'zh_CN', name: '甲', data: '{}' },
          { comment_id: comment, lang: 'en_US', name: 'A', data: '{}' },
        ])
        .execute();
      await db
        .insertInto('page_blocks')
        .values({ type: 'footer', lang: 'zh_CN', data: '{}', updated_at: at })
        .execute();
      const saved = (resource: string, key: string, version: number) => ({
        resource,
        record_key: key,
        version,
        author_id: null,
        author_username: null,
        changed_fields: '[]',
        snapshot: '{}',
        created_at: `2026-11-27T00:00:0${version}.000Z`,
      });
      await db
        .insertInto('content_versions')
        .values([
          saved('comments', String(comment), 1),
          saved('comments', String(comment), 2),
          saved('blocks', 'footer', 1),
        ])
        .execute();

      await migrateTo('2026-11-27T02-content-publications');
      const backfilled = await db
        .selectFrom('content_publications')
        .select(['resource', 'record_key', 'lang', 'version'])
        .orderBy('resource')
        .orderBy('lang')
        .execute();
      assert.deepEqual(backfilled, [
        { resource: 'blocks', record_key: 'footer', lang: 'zh_CN', version: 1 },
        { resource: 'comments', record_key: String(comment), lang: 'en_US', version: 2 },
        { resource: 'comments', record_key: String(comment), lang: 'zh_CN', version: 2 },
      ]);
      await db.deleteFrom('content_publications').execute();
      const row = (key: string, lang: string, version: number) => ({
        resource: 'news',
        record_key: key,
        lang,
        version,
        published_at: '2026-11-27T00:00:00.000Z',
        published_by: null,
      });
      await db
        .insertInto('content_publications')
        .values([row('1', 'zh_CN', 2), row('1', 'en_US', 1), row('2', 'zh_CN', 1)])
        .execute();
      await assertRefused(
        db,
        'content_publications',
        row('1', 'zh_CN', 3),
        'one version public per language',
      );
      const rows = await db
        .selectFrom('content_publications')
        .select(['lang', 'version'])
        .where('resource', '=', 'news')
        .where('record_key', '=', '1')
        .orderBy('lang')
        .execute();
      assert.deepEqual(rows, [
        { lang: 'en_US', version: 1 },
        { lang: 'zh_CN', version: 2 },
      ]);

      await migrateTo(previous);
      await assertNoTable(db, 'content_publications');
    });
  });

  describe(`migration 2026-11-27T03-scheduled-actions (${backend.name})`, () => {
    test('an action outlives its deleted author, who stays named; going back drops the table', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-27T03-scheduled-actions');
      await assertNoTable(db, 'scheduled_actions');

      await migrateTo('2026-11-27T03-scheduled-actions');
      const at = '2026-11-27T00:00:00.000Z';
      const author = await insertStaffUser(db, at, {
        username: 'planner',
        name: 'Planner',
        email: 'planner@example.com',
      });
      await db
        .insertInto('scheduled_actions')
        .values({
          resource: 'investor',
          record_key: '3',
          langs: '["zh_CN","en_US"]',
          action: 'publish',
          run_at: '2026-12-01T02:00:00.000Z',
          author_id: author.id,
          author_username: 'planner',
          created_at: at,
        })
        .execute();
      await db.deleteFrom('staff_users').where('id', '=', author.id).execute();
      const row = await db
        .selectFrom('scheduled_actions')
        .select(['author_id', 'author_username', 'done_at', 'outcome'])
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { author_id: null, author_username: 'planner', done_at: null, outcome: null });

      await migrateTo(previous);
      await assertNoTable(db, 'scheduled_actions');
    });
  });

  describe(`migration 2026-11-27T04-server-secrets (${backend.name})`, () => {
    test('one key per purpose, a second of the same name refused; going back drops the table', async (t) => {
      const { db, migrateTo } = await openMigrated(backend, t);
      await migrateTo('2026-11-27T04-server-secrets');
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('server_secrets').values({ name: 'preview', value: 'a', created_at: at }).execute();
      await assertRefused(db, 'server_secrets', { name: 'preview', value: 'b', created_at: at });
      assert.deepEqual(await db.selectFrom('server_secrets').select(['name', 'value']).execute(), [
        { name: 'preview', value: 'a' },
      ]);

      await migrateTo('2026-11-27T03-scheduled-actions');
      await assertNoTable(db, 'server_secrets');
    });
  });

  describe(`migration 2026-11-28T2a-product-search-text (${backend.name})`, () => {
    test('each stored text gets its prose in lower case, without markup; going back drops the column', async (t) => {
      const name = '2026-11-28T2a-product-search-text';
      const { db, migrateTo, previous } = await openBefore(backend, t, name);
      await insertProduct(db, 7);
      const texts = {
        en_US: {
          name: 'Motion sensor',
          model: 'CSA-3110',
          summary: 'Low power',
          features: ['Built-in PEDOMETER'],
          models: [{ model: 'CSA-3110E', description: 'Extended range' }],
          description: '<p>Double <strong>tap</strong> &amp; more</p>',
        },
        zh_CN: { name: '运动传感器', model: 'CSA-3110' },
      };
      for (const [lang, text] of Object.entries(texts)) {
        await db
          .insertInto('product_i18n')
          .values({ product_id: 7, lang, name: text.name, model: text.model, data: JSON.stringify(text) })
          .execute();
      }
      await migrateTo(name);
      const rows = await db
        .selectFrom('product_i18n')
        .select(['lang', 'search_text'])
        .orderBy('lang')
        .execute();
      assert.deepEqual(
        rows.map((row) => ({ ...row })),
        [
          { lang: 'en_US', search_text: 'low power built-in pedometer extended range double tap & more' },
          { lang: 'zh_CN', search_text: '' },
        ],
      );
      await migrateTo(previous);
      assert.ok(!(await textColumns(backend, db)).includes('search_text'));
    });
  });

  describe(`migration 2026-11-28T2b-package-millimetres (${backend.name})`, () => {
    test('package sizes move to millimetres everywhere they are kept; displays get minus signs and ±; going back restores metres', async (t) => {
      const name = '2026-11-28T2b-package-millimetres';
      const { db, migrateTo, previous } = await openBefore(backend, t, name);
      await insertProduct(db, 7);
      const at = '2026-01-01T00:00:00.000Z';
      const parameters = [
        { id: 1, key: 'packageLength', unit: 'm' },
        { id: 2, key: 'humidityAccuracy', unit: '%RH' },
        { id: 3, key: 'operatingTemp', unit: '°C' },
        { id: 4, key: 'cableLength', unit: 'm' },
      ];
      for (const [index, parameter] of parameters.entries()) {
        await db
          .insertInto('product_parameters')
          .values({
            ...parameter,
            type: 'number',
            sort: index,
            options: '[]',
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      const values = [
        { parameter_id: 1, num_min: 0.0025, num_max: 0.0025, is_range: false },
        { parameter_id: 2, num_min: 2, num_max: 2, is_range: false },
        { parameter_id: 3, num_min: -40, num_max: 85, is_range: true },
        { parameter_id: 4, num_min: 1.5, num_max: 1.5, is_range: false },
      ];
      for (const value of values) {
        await db
          .insertInto('product_parameter_values')
          .values({ product_id: 7, ...value })
          .execute();
      }
      const facts = {
        status: 'active',
        replacementIds: [],
        parts: [],
        parameters: [
          {
            key: 'packageLength',
            label: 'L',
            unit: 'm',
            value: 0.0025,
            min: null,
            max: null,
            display: '2.5 mm',
          },
          {
            key: 'humidityAccuracy',
            label: 'A',
            unit: '%RH',
            value: 2,
            min: null,
            max: null,
            display: '2 %RH',
          },
          {
            key: 'operatingTemp',
            label: 'T',
            unit: '°C',
            value: null,
            min: -40,
            max: 85,
            display: '-40 °C – 85 °C',
          },
          { key: 'cableLength', label: 'C', unit: 'm', value: 1.5, min: null, max: null, display: '1.5 m' },
          {
            key: 'interface',
            label: 'I',
            unit: '',
            value: 'i2c-spi',
            min: null,
            max: null,
            display: 'I²C / SPI-3',
          },
        ],
      };
      await db
        .insertInto('product_i18n')
        .values({
          product_id: 7,
          lang: 'en_US',
          name: 'N',
          model: 'M',
          data: '{}',
          facts: JSON.stringify(facts),
        })
        .execute();
      const snapshot = {
        id: 7,
        parameterValues: [{ key: 'packageLength', value: 0.0008, min: null, max: null }],
      };
      await db
        .insertInto('content_versions')
        .values({
          resource: 'products',
          record_key: '7',
          version: 1,
          author_id: null,
          author_username: null,
          changed_fields: '[]',
          snapshot: JSON.stringify(snapshot),
          created_at: at,
        })
        .execute();

      await migrateTo(name);
      const units = await db.selectFrom('product_parameters').select(['key', 'unit']).orderBy('id').execute();
      assert.deepEqual(
        units.map((row) => `${row.key} ${row.unit}`),
        ['packageLength mm', 'humidityAccuracy %RH', 'operatingTemp °C', 'cableLength m'],
        'only the package sizes change unit',
      );
      const stored = await db
        .selectFrom('product_parameter_values')
        .select(['parameter_id', 'num_min', 'num_max'])
        .orderBy('parameter_id')
        .execute();
      assert.deepEqual(
        stored.map((row) => [row.parameter_id, Number(row.num_min), Number(row.num_max)]),
        [
          [1, 2.5, 2.5],
          [2, 2, 2],
          [3, -40, 85],
          [4, 1.5, 1.5],
        ],
      );
      const text = await db.selectFrom('product_i18n').select('facts').executeTakeFirstOrThrow();
      const shown = (JSON.parse(text.facts) as typeof facts).parameters.map((p) => [
        p.key,
        p.unit,
        p.value,
        p.display,
      ]);
      assert.deepEqual(shown, [
        ['packageLength', 'mm', 2.5, '2.5 mm'],
        ['humidityAccuracy', '%RH', 2, '±2 %RH'],
        ['operatingTemp', '°C', null, '\u221240 °C – 85 °C'],
        ['cableLength', 'm', 1.5, '1.5 m'],
        ['interface', '', 'i2c-spi', 'I²C / SPI-3'],
      ]);
      const version = await db.selectFrom('content_versions').select('snapshot').executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(version.snapshot).parameterValues, [
        { key: 'packageLength', value: 0.8, min: null, max: null },
      ]);

      await migrateTo(previous);
      const back = await db
        .selectFrom('product_parameter_values')
        .select('num_min')
        .where('parameter_id', '=', 1)
        .executeTakeFirstOrThrow();
      assert.equal(Number(back.num_min), 0.0025);
      const backVersion = await db
        .selectFrom('content_versions')
        .select('snapshot')
        .executeTakeFirstOrThrow();
      assert.equal(JSON.parse(backVersion.snapshot).parameterValues[0].value, 0.0008);
    });
  });

  describe(`migration 2026-11-28T10-builtin-role-description (${backend.name})`, () => {
    test('the built-in role loses its English description, a written one stays; going back restores it', async (t) => {
      const { db, migrateTo, previous } = await openBefore(
        backend,
        t,
        '2026-11-28T10-builtin-role-description',
      );
      const at = '2026-01-01T00:00:00.000Z';
      await db
        .insertInto('roles')
        .values([
          {
            name: 'admin',
            description: 'Built-in: every authority',
            builtin: true,
            created_at: at,
            updated_at: at,
          },
          {
            name: 'editors',
            description: 'Built-in: every authority',
            builtin: false,
            created_at: at,
            updated_at: at,
          },
        ])
        .execute();
      const descriptions = async () =>
        (await db.selectFrom('roles').select(['name', 'description']).orderBy('name').execute()).map(
          (row) => `${row.name}: ${row.description}`,
        );
      await migrateTo('2026-11-28T10-builtin-role-description');
      assert.deepEqual(await descriptions(), ['admin: ', 'editors: Built-in: every authority']);
      await migrateTo(previous);
      assert.deepEqual(await descriptions(), [
        'admin: Built-in: every authority',
        'editors: Built-in: every authority',
      ]);
    });
  });

  describe(`migration 2026-11-28T11-contract-terms (${backend.name})`, () => {
    test('a contract gains empty terms and no VAT rate; going back drops them', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-28T11-contract-terms');
      const at = '2026-01-01T00:00:00.000Z';
      const member = await db
        .insertInto('members')
        .values({
          name: '华东仪表',
          company: '',
          contact_name: '',
          phone: '',
          email: '',
          address: '',
          level: '',
          enabled: true,
          note: '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('contracts')
        .values({
          member_id: member.id,
          number: 'HT-1',
          signing_date: '2026-01-01',
          status: 'draft',
          total_cents: 0,
          note: '',
          created_at: at,
          updated_at: at,
        })
        .execute();
      await migrateTo('2026-11-28T11-contract-terms');
      assert.deepEqual(
        await db.selectFrom('contracts').select(['payment_terms', 'delivery_terms', 'vat_percent']).execute(),
        [{ payment_terms: '', delivery_terms: '', vat_percent: null }],
      );
      await migrateTo(previous);
      await assert.rejects(db.selectFrom('contracts').select('vat_percent').execute());
    });
  });

  describe(`migration 2026-11-28T12-password-reset-and-mail (${backend.name})`, () => {
    test('an outbox message and a reset link are stored; going back drops both tables', async (t) => {
      const { db, migrateTo, previous } = await openBefore(
        backend,
        t,
        '2026-11-28T12-password-reset-and-mail',
      );
      await migrateTo('2026-11-28T12-password-reset-and-mail');
      const at = '2026-11-28T00:00:00.000Z';
      await db
        .insertInto('mail_outbox')
        .values({ to_address: 'a@example.com', subject: 's', body: 'b', created_at: at, next_attempt_at: at })
        .execute();
      assert.deepEqual(
        await db.selectFrom('mail_outbox').select(['attempts', 'sent_at', 'last_error']).execute(),
        [{ attempts: 0, sent_at: null, last_error: '' }],
      );
      const user = await insertStaffUser(db, at, { username: 'someone', name: '', email: '' });
      const link = { token_hash: 'f'.repeat(64), user_id: user.id, created_at: at, expires_at: at };
      await db.insertInto('password_reset_tokens').values(link).execute();
      await assertRefused(db, 'password_reset_tokens', link, 'one row per token');
      await migrateTo(previous);
      await assertNoTable(db, 'mail_outbox', 'password_reset_tokens');
    });
  });

  describe(`migrations 2026-11-28T3a-enquiry-mail and 3b-mail-html-and-headers (${backend.name})`, () => {
    test('switches and messages stored before keep their meaning: no enquiry email, plain text alone; going back drops the columns', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-28T3a-enquiry-mail');
      const at = '2026-11-28T00:00:00.000Z';
      const user = await insertStaffUser(db, at, { username: 'reader', name: '', email: 'r@example.com' });
      await db
        .insertInto('notification_settings')
        .values({ user_id: user.id, account_password: true, system_messages: false, todo: true })
        .execute();
      await db
        .insertInto('mail_outbox')
        .values({ to_address: 'a@example.com', subject: 's', body: 'b', created_at: at, next_attempt_at: at })
        .execute();

      await migrateTo('2026-11-28T3b-mail-html-and-headers');
      const [switches] = await db
        .selectFrom('notification_settings')
        .select(['system_messages', 'todo', 'todo_email'])
        .execute();
      // SQLite answers its booleans as 0 and 1.
      assert.deepEqual(
        Object.fromEntries(Object.entries(switches ?? {}).map(([name, value]) => [name, Boolean(value)])),
        { system_messages: false, todo: true, todo_email: false },
      );
      assert.deepEqual(await db.selectFrom('mail_outbox').select(['body', 'html', 'headers']).execute(), [
        { body: 'b', html: '', headers: '{}' },
      ]);

      await migrateTo(previous);
      await assert.rejects(db.selectFrom('notification_settings').select('todo_email').execute());
      await assert.rejects(db.selectFrom('mail_outbox').select('html').execute());
      assert.equal((await db.selectFrom('mail_outbox').select('body').executeTakeFirstOrThrow()).body, 'b');
    });
  });

  describe(`migration 2026-11-28T4a-enquiry-robots (${backend.name})`, () => {
    test('one robot per kind of enquiry and their outbox; going back drops both tables', async (t) => {
      const { db, migrateTo, previous } = await openBefore(backend, t, '2026-11-28T4a-enquiry-robots');
      await migrateTo('2026-11-28T4a-enquiry-robots');
      const at = '2026-11-28T00:00:00.000Z';
      const robot = {
        kind: 'contact',
        platform: 'wecom',
        url: 'https://qyapi.weixin.qq.com/x',
        enabled: true,
        lang: 'zh_CN',
      };
      await db
        .insertInto('enquiry_robots')
        .values({ ...robot, updated_at: at })
        .execute();
      await assert.rejects(
        db
          .insertInto('enquiry_robots')
          .values({ ...robot, updated_at: at })
          .execute(),
        'one robot per kind',
      );
      await db
        .insertInto('webhook_outbox')
        .values({ robot_kind: 'contact', message: '{}', created_at: at, next_attempt_at: at })
        .execute();
      assert.deepEqual(
        await db.selectFrom('webhook_outbox').select(['attempts', 'sent_at', 'last_error']).execute(),
        [{ attempts: 0, sent_at: null, last_error: '' }],
      );
      assert.equal(
        (await db.selectFrom('enquiry_robots').select('secret').executeTakeFirstOrThrow()).secret,
        '',
      );

      await migrateTo(previous);
      await assert.rejects(db.selectFrom('enquiry_robots').selectAll().execute());
      await assert.rejects(db.selectFrom('webhook_outbox').selectAll().execute());
    });
  });

  describe(`migration 2026-11-29T2l-lifecycle-dates (${backend.name})`, () => {
    test('products and parts gain dates; stored facts and versions get them empty, and no notices; going back drops the columns', async (t) => {
      const name = '2026-11-29T2l-lifecycle-dates';
      const { db, migrateTo, previous } = await openBefore(backend, t, name);
      await insertProduct(db, 7);
      const part = { partNumber: 'P-1', status: 'nrnd' };
      await db
        .insertInto('product_i18n')
        .values({
          product_id: 7,
          lang: 'en_US',
          name: 'N',
          model: 'M',
          data: '{}',
          facts: JSON.stringify({ status: 'nrnd', replacementIds: [], parameters: [], parts: [part] }),
        })
        .execute();
      await db
        .insertInto('content_versions')
        .values({
          resource: 'products',
          record_key: '7',
          version: 1,
          author_id: null,
          author_username: null,
          changed_fields: '[]',
          snapshot: JSON.stringify({ id: 7, status: 'nrnd', parts: [part] }),
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();

      await migrateTo(name);
      const { facts } = await db.selectFrom('product_i18n').select('facts').executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(facts), {
        status: 'nrnd',
        replacementIds: [],
        parameters: [],
        parts: [{ ...part, lastOrderDate: null, lastShipDate: null }],
        lastOrderDate: null,
        lastShipDate: null,
        changeNotices: [],
      });
      const { snapshot } = await db
        .selectFrom('content_versions')
        .select('snapshot')
        .executeTakeFirstOrThrow();
      assert.deepEqual(JSON.parse(snapshot), {
        id: 7,
        status: 'nrnd',
        parts: [{ ...part, lastOrderDate: null, lastShipDate: null }],
        lastOrderDate: null,
        lastShipDate: null,
      });
      await db
        .insertInto('product_parts')
        .values({
          product_id: 7,
          sort: 0,
          part_number: 'P-1',
          status: 'lifebuy',
          package: '',
          pins: 0,
          package_qty: 0,
          temp_min: -40,
          temp_max: 85,
          msl: '',
          rohs: true,
          marking: '',
          last_order_date: '2027-01-31',
        })
        .execute();
      await db.updateTable('products').set({ last_ship_date: '2027-06-30' }).where('id', '=', 7).execute();

      await migrateTo(previous);
      await assert.rejects(db.selectFrom('products').select('last_ship_date').execute());
      await assert.rejects(db.selectFrom('product_parts').select('last_order_date').execute());
    });
  });
}
