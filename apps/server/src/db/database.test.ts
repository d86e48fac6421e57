import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { migrateToLatest, openDatabase } from './database.ts';

const AT = '2026-01-01T00:00:00.000Z';

/**
 * Another server process writing to the same file. It tries once without waiting and says
 * whether the database was locked (`busy`) or the row went in (`wrote`); after `busy` it waits
 * for the write lock like ours would and writes.
 */
function writeFromAnotherProcess(file: string) {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(process.argv[1]);
    const insert = db.prepare("insert into product_categories (sort, enabled, created_at, updated_at) values (2, 1, '${AT}', '${AT}')");
    db.exec('PRAGMA busy_timeout = 0');
    try {
      insert.run();
      console.log('wrote');
    } catch (error) {
      if (error.errcode !== 5) throw error;
      console.log('busy');
      db.exec('PRAGMA busy_timeout = 5000');
      insert.run();
    }
    db.close();
  `;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.setEncoding('utf8');
  const firstTry = once(child.stdout, 'data').then(([line]) => String(line).trim());
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { firstTry, exit };
}

test('on SQLite, a transaction that reads, then writes, is not refused because another process wrote meanwhile', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'coresense-lock-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'test.db');
  const database = openDatabase({ kind: 'sqlite', file });
  t.after(() => database.close());
  await migrateToLatest(database.db);

  let other: ReturnType<typeof writeFromAnotherProcess> | undefined;
  await database.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('product_categories').select('id').execute();
    assert.equal(before.length, 0);
    other = writeFromAnotherProcess(file);
    assert.equal(await other.firstTry, 'busy', 'the other process found the database locked');
    await trx
      .insertInto('product_categories')
      .values({ sort: 1, enabled: true, created_at: AT, updated_at: AT })
      .execute();
  });
  assert.equal(await other?.exit, 0, 'the other process waited for the lock and then wrote');
  const rows = await database.db.selectFrom('product_categories').select('sort').orderBy('sort').execute();
  assert.deepEqual(
    rows.map((row) => row.sort),
    [1, 2],
  );
});
