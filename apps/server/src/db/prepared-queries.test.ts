import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type TestDatabase, testBackends } from '../test-support/test-app.ts';
import { PreparedQueries } from './prepared-queries.ts';
import { PAGE_LIMITS } from './queries.ts';

const CREATED = '2026-01-01T00:00:00.000Z';

/** node:sqlite answers rows without a prototype. */
const plain = <Row extends object>(rows: Row[]) => rows.map((row) => ({ ...row }));

for (const backend of testBackends()) {
  describe(`prepared queries (${backend.name})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await backend.open();
      const rows = [1, 2, 3].map((id) => ({
        id,
        sort: id * 10,
        enabled: id !== 2,
        created_at: CREATED,
        updated_at: CREATED,
      }));
      await database.database.db.insertInto('product_categories').values(rows).execute();
    });
    after(() => database.destroy());

    test('each call binds its own values into the query compiled the first time', async () => {
      const prepared = new PreparedQueries(database.database.db);
      let builds = 0;
      const sortOf = async (id: number) =>
        plain(
          await prepared.execute('sort of', { id }, (values) => {
            builds++;
            return database.database.db
              .selectFrom('product_categories')
              .select('sort')
              .where('id', '=', values.id);
          }),
        );
      assert.deepEqual(await sortOf(1), [{ sort: 10 }]);
      assert.deepEqual(await sortOf(3), [{ sort: 30 }]);
      assert.deepEqual(await sortOf(9), []);
      assert.equal(builds, 1);
    });

    test("the query's own constants stay, and a literal change is a query of its own", async () => {
      const prepared = new PreparedQueries(database.database.db);
      const ids = async (limit: number, from: number) =>
        plain(
          await prepared.execute(
            'ids',
            { from },
            (values, literals) =>
              database.database.db
                .selectFrom('product_categories')
                .select('id')
                .where('enabled', '=', true)
                .where('id', '>=', values.from)
                .orderBy('id')
                .limit(sql.lit(literals.limit)),
            { limit },
          ),
        );
      assert.deepEqual(await ids(5, 1), [{ id: 1 }, { id: 3 }]);
      assert.deepEqual(await ids(1, 1), [{ id: 1 }]);
      assert.deepEqual(await ids(1, 2), [{ id: 3 }]);
      assert.deepEqual(await ids(5, 2), [{ id: 3 }]);
    });

    test('a value left undefined leaves its filter out, in a query of its own', async () => {
      const prepared = new PreparedQueries(database.database.db);
      const compiled: string[] = [];
      const ids = async (enabled: boolean | undefined) =>
        plain(
          await prepared.execute('ids', { enabled, from: 1 }, (values) => {
            let query = database.database.db
              .selectFrom('product_categories')
              .select('id')
              .where('id', '>=', values.from)
              .orderBy('id');
            if (values.enabled !== undefined) query = query.where('enabled', '=', values.enabled);
            compiled.push(query.compile().sql);
            return query;
          }),
        );
      assert.deepEqual(await ids(true), [{ id: 1 }, { id: 3 }]);
      assert.deepEqual(await ids(undefined), [{ id: 1 }, { id: 2 }, { id: 3 }]);
      assert.deepEqual(await ids(false), [{ id: 2 }]);
      assert.deepEqual(await ids(undefined), [{ id: 1 }, { id: 2 }, { id: 3 }]);
      assert.equal(compiled.length, 2);
      assert.notEqual(compiled[0], compiled[1]);
    });

    test('a list is bound value by value, in a query per length', async () => {
      const prepared = new PreparedQueries(database.database.db);
      let builds = 0;
      const sorts = async (ids: number[]) =>
        plain(
          await prepared.execute('sorts', { ids }, (values) => {
            builds++;
            return database.database.db
              .selectFrom('product_categories')
              .select('sort')
              .where('id', 'in', values.ids)
              .orderBy('id');
          }),
        );
      assert.deepEqual(await sorts([1, 3]), [{ sort: 10 }, { sort: 30 }]);
      assert.deepEqual(await sorts([2, 3]), [{ sort: 20 }, { sort: 30 }]);
      assert.deepEqual(await sorts([2]), [{ sort: 20 }]);
      assert.equal(builds, 2);
    });

    test('a page and its count: the page size is a literal, the filter follows the values', async () => {
      const prepared = new PreparedQueries(database.database.db);
      const page = (enabled: boolean | undefined, pageNum: number, pageSize: number) =>
        prepared.page(
          'list',
          { enabled },
          { pageNum, pageSize },
          (values) => {
            const all = database.database.db.selectFrom('product_categories');
            return values.enabled === undefined ? all : all.where('enabled', '=', values.enabled);
          },
          (query) => query.select('id').orderBy('id'),
        );
      const result = async (...args: Parameters<typeof page>) => {
        const { rows, total } = await page(...args);
        return { rows: plain(rows), total };
      };
      assert.deepEqual(await result(undefined, 1, 2), { rows: [{ id: 1 }, { id: 2 }], total: 3 });
      assert.deepEqual(await result(undefined, 2, 2), { rows: [{ id: 3 }], total: 3 });
      assert.deepEqual(await result(true, 1, 1), { rows: [{ id: 1 }], total: 2 });
      assert.deepEqual(await result(true, 1, 5), { rows: [{ id: 1 }, { id: 3 }], total: 2 });
      assert.deepEqual(await result(false, 1, 5), { rows: [{ id: 2 }], total: 1 });
    });

    test('at most `maxQueries` compiled queries are kept; one dropped is built again and answers right', async () => {
      const prepared = new PreparedQueries(database.database.db, { maxQueries: 3 });
      const builds = new Map<number, number>();
      const firstIds = async (limit: number) =>
        plain(
          await prepared.execute(
            'first ids',
            { from: 1 },
            (values, literals) => {
              builds.set(literals.limit, (builds.get(literals.limit) ?? 0) + 1);
              return database.database.db
                .selectFrom('product_categories')
                .select('id')
                .where('id', '>=', values.from)
                .orderBy('id')
                .limit(sql.lit(literals.limit));
            },
            { limit },
          ),
        );
      // Hundreds of shapes, as requests can ask for: the kept queries stay at the bound.
      for (let limit = 1; limit <= 300; limit++) {
        assert.deepEqual(
          await firstIds(limit),
          [1, 2, 3].slice(0, limit).map((id) => ({ id })),
        );
        assert.ok(prepared.size <= 3, `${prepared.size} kept after ${limit} shapes`);
      }
      assert.deepEqual(await firstIds(300), [{ id: 1 }, { id: 2 }, { id: 3 }]);
      assert.equal(builds.get(300), 1, 'a recent one is still kept');
      assert.deepEqual(await firstIds(1), [{ id: 1 }]);
      assert.equal(builds.get(1), 2, 'the least recently used was dropped, and is built again');
    });

    test('the page sizes 1 to 100 share the few LIMITs of PAGE_LIMITS, each page its own size', async () => {
      const prepared = new PreparedQueries(database.database.db);
      const limits = new Set<string>();
      const page = (pageNum: number, pageSize: number) =>
        prepared.page(
          'list',
          {},
          { pageNum, pageSize },
          () => database.database.db.selectFrom('product_categories'),
          (query, literals) => {
            limits.add(JSON.stringify(literals));
            return query.select('id').orderBy('id');
          },
        );
      for (let pageSize = 1; pageSize <= 100; pageSize++) {
        for (const pageNum of [1, 2]) {
          const { rows, total } = await page(pageNum, pageSize);
          const all = [1, 2, 3].map((id) => ({ id }));
          assert.deepEqual(plain(rows), all.slice((pageNum - 1) * pageSize, pageNum * pageSize));
          assert.equal(total, 3);
        }
      }
      // One page query per LIMIT, where each page size was one before.
      assert.deepEqual(
        [...limits],
        PAGE_LIMITS.map((limit) => JSON.stringify({ pageSize: limit })),
      );
    });

    test('a value used as text instead of a bound value is refused when the query is built', async () => {
      const prepared = new PreparedQueries(database.database.db);
      await assert.rejects(
        prepared.execute('misuse', { column: 'sort' }, (values) =>
          database.database.db.selectFrom('product_categories').select(sql.ref(`${values.column}`).as('x')),
        ),
        /prepared query value "column" was used as text/,
      );
    });
  });
}
