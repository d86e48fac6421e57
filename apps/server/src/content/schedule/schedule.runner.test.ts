import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditActor, AuditRecorder } from '../../lib/audit.ts';
import { testBackends } from '../../test-support/test-app.ts';
import * as schedule from './schedule.repository.ts';
import { type ScheduledActionExecutor, ScheduleRunner } from './schedule.runner.ts';
import { insertAuthor } from './schedule.test-support.ts';

/*
 * The runner against a stand-in for publishing: the executor writes a marker row in the claiming
 * transaction (a page block, the simplest table to write), so what committed shows what ran.
 */

/** Audit entries written to the log table in the runner's transaction, as the real log does. */
function auditLog(db: Kysely<Database>): AuditRecorder {
  return {
    async record(entry, trx = db) {
      await trx
        .insertInto('audit_log')
        .values({
          user_id: entry.actor?.id ?? null,
          username: entry.actor?.username ?? '',
          action: entry.action,
          resource: entry.resource,
          resource_id: String(entry.resourceId),
          title: entry.title ?? '',
          changes: JSON.stringify(entry.changes),
          ip: '',
          created_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

/** Marks that action `id` ran: one page-block row per run, so a second run would show as a second row. */
const markRun: ScheduledActionExecutor = async (trx, action) => {
  await trx
    .insertInto('page_blocks')
    .values({
      type: `ran-${action.id}-${crypto.randomUUID().slice(0, 8)}`,
      lang: 'zh_CN',
      data: '{}',
      updated_at: new Date().toISOString(),
    })
    .execute();
  return true;
};

async function runsOf(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('page_blocks').select('type').where('type', 'like', 'ran-%').execute();
  return rows.map((row) => Number(row.type.split('-')[1])).sort((a, b) => a - b);
}

function runner(db: Kysely<Database>, execute: ScheduledActionExecutor, failures: string[] = []) {
  return new ScheduleRunner({
    db,
    execute,
    audit: auditLog(db),
    titleOf: async (_trx, action) => `News ${action.recordKey}`,
    onFailure: async (_trx, action, reason) => {
      failures.push(`${action.id}: ${reason}`);
    },
    afterRun: async () => {},
    report: (error) => {
      throw error;
    },
  });
}

function addAt(db: Kysely<Database>, author: AuditActor, recordKey: string, at: Date) {
  return schedule.add(db, {
    resource: 'news',
    recordKey,
    langs: ['zh_CN'],
    action: 'publish',
    at: at.toISOString(),
    author,
  });
}

for (const backend of testBackends()) {
  describe(`schedule runner (${backend.name})`, () => {
    test('runs what is due, once, records it done and audited as scheduled, and leaves the rest', async (t) => {
      const test = await backend.open();
      t.after(test.destroy);
      const { db } = test.database;
      const author = await insertAuthor(db);
      const due = await addAt(db, author, '1', new Date(Date.now() - 1000));
      const future = await addAt(db, author, '2', new Date(Date.now() + 60_000));
      const run = runner(db, markRun);

      const ran = await run.runDue();
      assert.deepEqual(
        ran.map((each) => [each.action.id, each.outcome]),
        [[due.id, 'done']],
      );
      assert.deepEqual(await run.runDue(), [], 'nothing runs twice');
      assert.deepEqual(await runsOf(db), [due.id]);
      assert.deepEqual(await schedule.pendingFor(db, 'news', '2'), [
        { id: future.id, langs: ['zh_CN'], action: 'publish', at: future.at },
      ]);
      const entry = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
      assert.deepEqual(
        [entry.user_id, entry.username, entry.action, entry.resource, entry.resource_id, entry.title],
        [author.id, 'editor', 'scheduled-publish', 'news', '1', 'News 1'],
        'the author who scheduled it, and the record by its name',
      );
      assert.equal(JSON.parse(entry.changes).scheduled, true);
    });

    test('a failing action is undone, marked failed and told, and the next one still runs', async (t) => {
      const test = await backend.open();
      t.after(test.destroy);
      const { db } = test.database;
      const author = await insertAuthor(db);
      const past = new Date(Date.now() - 1000);
      const gone = await addAt(db, author, 'gone', past);
      const broken = await addAt(db, author, 'broken', past);
      const fine = await addAt(db, author, 'fine', past);
      const failures: string[] = [];
      const run = runner(
        db,
        async (trx, action) => {
          if (action.recordKey === 'gone') return false;
          await markRun(trx, action);
          if (action.recordKey === 'broken') {
            // A statement error too: on PostgreSQL it aborts the transaction unless undone to the savepoint.
            await sql`select * from no_such_table`.execute(trx);
          }
          return true;
        },
        failures,
      );

      const ran = await run.runDue();
      assert.deepEqual(
        ran.map((each) => [each.action.id, each.outcome]),
        [
          [gone.id, 'failed'],
          [broken.id, 'failed'],
          [fine.id, 'done'],
        ],
      );
      assert.deepEqual(await runsOf(db), [fine.id], "the broken action's own write was undone");
      assert.equal(failures.length, 2);
      assert.match(failures[0] ?? '', /NOT_FOUND/);
      const rows = await db
        .selectFrom('scheduled_actions')
        .select(['id', 'outcome', 'error'])
        .orderBy('id')
        .execute();
      assert.deepEqual(
        rows.map((row) => [row.id, row.outcome, row.error === null]),
        [
          [gone.id, 'failed', false],
          [broken.id, 'failed', false],
          [fine.id, 'done', true],
        ],
      );
      assert.deepEqual(await run.runDue(), [], 'a failed action is not retried');
    });

    // On SQLite, two connections in one process cannot take turns: node:sqlite waits for the
    // write lock synchronously, blocking the very event loop the holder needs to finish. Server
    // processes sharing one SQLite file are tested for real in schedule.processes.test.ts.
    if (backend.name !== 'sqlite') {
      test('two processes looking at once run each action exactly once', async (t) => {
        const test = await backend.open();
        const other = test.connectAgain();
        // Hooks run in the order given: the database is dropped once the other pool has closed.
        t.after(() => other.close());
        t.after(test.destroy);
        const { db } = test.database;
        const author = await insertAuthor(db);
        const past = new Date(Date.now() - 1000);
        const ids: number[] = [];
        for (let n = 0; n < 20; n++) ids.push((await addAt(db, author, String(n), past)).id);
        const slowRun: ScheduledActionExecutor = async (trx, action) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return markRun(trx, action);
        };
        const [a, b] = await Promise.all([runner(db, slowRun).runDue(), runner(other.db, slowRun).runDue()]);
        const ranIds = [...a, ...b].map((each) => each.action.id).sort((x, y) => x - y);
        assert.deepEqual(ranIds, ids, 'every action ran in one of the two');
        assert.deepEqual(await runsOf(db), ids, 'and committed exactly once');
      });
    }

    test('started, it runs an action soon after it falls due; stopped, it runs nothing more', async (t) => {
      const test = await backend.open();
      t.after(test.destroy);
      const { db } = test.database;
      const author = await insertAuthor(db);
      const run = new ScheduleRunner({
        db,
        execute: markRun,
        audit: auditLog(db),
        titleOf: async () => '',
        onFailure: async () => {},
        afterRun: async () => {},
        report: (error) => {
          throw error;
        },
        intervalMs: 50,
      });
      run.start();
      t.after(() => run.stop());
      const action = await addAt(db, author, '1', new Date(Date.now() + 200));
      const deadline = Date.now() + 5_000;
      while ((await runsOf(db)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      assert.deepEqual(await runsOf(db), [action.id]);
      await run.stop();
      await addAt(db, author, '2', new Date(Date.now() - 1000));
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(await runsOf(db), [action.id], 'a stopped runner leaves due actions to the others');
    });
  });
}
