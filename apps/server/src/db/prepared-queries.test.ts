import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type TestDatabase, testBackends } from '../test-support/test-app.ts';
import { PreparedQueries } from './prepared-queries.ts';

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

    test("the query's own constants stay, and each shape is compiled apart", async () => {
      const prepared = new PreparedQueries(database.database.db);
      const ids = async (onlyEnabled: boolean, limit: number) =>
        plain(
          await prepared.execute(`ids:${onlyEnabled}`, { limit }, (values) => {
            let query = database.database.db.selectFrom('product_categories').select('id').orderBy('id');
            if (onlyEnabled) query = query.where('enabled', '=', true);
            return query.limit(values.limit);
          }),
        );
      assert.deepEqual(await ids(true, 5), [{ id: 1 }, { id: 3 }]);
      assert.deepEqual(await ids(false, 5), [{ id: 1 }, { id: 2 }, { id: 3 }]);
      assert.deepEqual(await ids(true, 1), [{ id: 1 }]);
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
