import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { migrateToLatest, openDatabase } from './database.ts';

const AT = '2026-01-01T00:00:00.000Z';

/** Another server process writing to the same file: it waits for the write lock like ours would. */
function writeFromAnotherProcess(file: string): Promise<number | null> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(process.argv[1]);
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare("insert into product_categories (sort, enabled, created_at, updated_at) values (2, 1, '${AT}', '${AT}')").run();
    db.close();
  `;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: 'inherit' });
  return once(child, 'exit').then(([code]) => code as number | null);
}

test('on SQLite, a transaction that reads, then writes, is not refused because another process wrote meanwhile', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'coresense-lock-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'test.db');
  const database = openDatabase({ kind: 'sqlite', file });
  t.after(() => database.close());
  await migrateToLatest(database.db);

  let other: Promise<number | null> | undefined;
  await database.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('product_categories').select('id').execute();
    assert.equal(before.length, 0);
    other = writeFromAnotherProcess(file);
    // Long enough for the other process to have tried to write while this one holds its read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await trx
      .insertInto('product_categories')
      .values({ sort: 1, enabled: true, created_at: AT, updated_at: AT })
      .execute();
  });
  assert.equal(await other, 0, 'the other process waited for the lock and then wrote');
  const rows = await database.db.selectFrom('product_categories').select('sort').orderBy('sort').execute();
  assert.deepEqual(
    rows.map((row) => row.sort),
    [1, 2],
  );
});
