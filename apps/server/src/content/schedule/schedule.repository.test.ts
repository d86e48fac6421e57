import assert from 'node:assert/strict';
import { describe, type TestContext, test } from 'node:test';
import type { AuditActor } from '../../lib/audit.ts';
import { type Backend, testBackends } from '../../test-support/test-app.ts';
import * as schedule from './schedule.repository.ts';
import { insertAuthor } from './schedule.test-support.ts';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** An empty database, dropped after the test, with a staff member to author actions. */
async function openWithAuthor(backend: Backend, t: TestContext) {
  const { database, destroy } = await backend.open();
  t.after(destroy);
  const { db } = database;
  return { db, author: await insertAuthor(db) };
}

/** An action on news record `recordKey`: publishing its Chinese text, unless `other` says otherwise. */
function newsAction(
  author: AuditActor,
  recordKey: string,
  at: string,
  other: Partial<schedule.NewScheduledAction> = {},
): schedule.NewScheduledAction {
  return { resource: 'news', recordKey, langs: ['zh_CN'], action: 'publish', at, author, ...other };
}

for (const backend of testBackends()) {
  describe(`schedule repository (${backend.name})`, () => {
    test('a stored action is pending for its record until cancelled, and only for it', async (t) => {
      const { db, author } = await openWithAuthor(backend, t);
      const at = inAnHour();
      const added = await schedule.add(db, {
        resource: 'investor',
        recordKey: '7',
        langs: ['zh_CN', 'en_US'],
        action: 'publish',
        at,
        author,
      });
      assert.deepEqual(
        { ...added, createdAt: undefined },
        {
          id: added.id,
          resource: 'investor',
          recordKey: '7',
          langs: ['zh_CN', 'en_US'],
          action: 'publish',
          at,
          author,
          createdAt: undefined,
        },
      );
      await schedule.add(db, {
        resource: 'news',
        recordKey: '7',
        langs: ['en_US'],
        action: 'unpublish',
        at,
        author,
      });

      assert.deepEqual(await schedule.pendingFor(db, 'investor', '7'), [
        { id: added.id, langs: ['zh_CN', 'en_US'], action: 'publish', at },
      ]);
      assert.deepEqual(await schedule.pendingFor(db, 'investor', '8'), []);

      assert.equal((await schedule.cancel(db, added.id))?.id, added.id);
      assert.deepEqual(await schedule.pendingFor(db, 'investor', '7'), []);
      assert.equal(
        await schedule.cancel(db, added.id),
        undefined,
        'a cancelled action cannot be cancelled again',
      );
      assert.equal(await schedule.findPending(db, added.id), undefined);
    });

    test('pendingForMany groups by record; list pages only the resources asked, soonest first', async (t) => {
      const { db, author } = await openWithAuthor(backend, t);
      const soon = new Date(Date.now() + 60_000).toISOString();
      const later = inAnHour();
      const a = await schedule.add(db, newsAction(author, '1', later));
      const b = await schedule.add(db, newsAction(author, '1', soon, { langs: ['en_US'] }));
      const c = await schedule.add(
        db,
        newsAction(author, '2', soon, { langs: ['en_US'], action: 'unpublish' }),
      );
      await schedule.add(db, {
        resource: 'blocks',
        recordKey: 'footer',
        langs: ['zh_CN'],
        action: 'publish',
        at: soon,
        author: null,
      });

      const many = await schedule.pendingForMany(db, 'news', ['1', '2', '3']);
      assert.deepEqual(
        many.get('1')?.map((action) => action.id),
        [b.id, a.id],
      );
      assert.deepEqual(
        many.get('2')?.map((action) => action.id),
        [c.id],
      );
      assert.equal(many.has('3'), false);

      const page = await schedule.list(db, { resources: ['news'], pageNum: 1, pageSize: 2 });
      assert.equal(page.total, 3);
      assert.deepEqual(
        page.list.map((action) => action.id),
        [b.id, c.id],
      );
      const second = await schedule.list(db, { resources: ['news'], pageNum: 2, pageSize: 2 });
      assert.deepEqual(
        second.list.map((action) => action.id),
        [a.id],
      );
      assert.deepEqual(await schedule.list(db, { resources: [], pageNum: 1, pageSize: 10 }), {
        list: [],
        total: 0,
      });
      const blocks = await schedule.list(db, { resources: ['blocks'], pageNum: 1, pageSize: 10 });
      assert.deepEqual(
        blocks.list.map((action) => [action.recordKey, action.author]),
        [['footer', null]],
      );

      await schedule.deleteForRecord(db, 'news', '1');
      assert.deepEqual(await schedule.pendingFor(db, 'news', '1'), []);
      assert.equal((await schedule.pendingFor(db, 'news', '2')).length, 1);
    });

    test('only due actions are claimed, earliest first, and a finished one is not claimed again', async (t) => {
      const { db, author } = await openWithAuthor(backend, t);
      const now = new Date();
      const past = (ms: number) => new Date(now.getTime() - ms).toISOString();
      // Stored as past times directly: `add` does not judge times, the routes do.
      const second = await schedule.add(db, newsAction(author, '1', past(1_000)));
      const first = await schedule.add(db, newsAction(author, '2', past(2_000)));
      await schedule.add(db, newsAction(author, '3', inAnHour()));

      assert.equal(await schedule.anyDue(db, now.toISOString()), true);
      const claimed = await db.transaction().execute(async (trx) => {
        const action = await schedule.claimNext(trx, now.toISOString());
        assert.ok(action);
        await schedule.finish(trx, action.id, 'done');
        return action.id;
      });
      assert.equal(claimed, first.id);
      const next = await db.transaction().execute(async (trx) => {
        const action = await schedule.claimNext(trx, now.toISOString());
        assert.ok(action);
        await schedule.finish(trx, action.id, 'failed', 'record deleted');
        return action.id;
      });
      assert.equal(next, second.id);
      assert.equal(await schedule.anyDue(db, now.toISOString()), false);
      assert.equal(
        await db.transaction().execute((trx) => schedule.claimNext(trx, now.toISOString())),
        undefined,
      );
      const row = await db
        .selectFrom('scheduled_actions')
        .selectAll()
        .where('id', '=', second.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([row.outcome, row.error], ['failed', 'record deleted']);
    });
  });
}
