import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { ScheduledResource } from '@coresense/shared';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import * as schedule from './schedule.repository.ts';

/*
 * The schedule list and cancel (contract §10). The actions are stored directly here: making
 * them through the publish routes, and their running, is schedule.e2e.test.ts's part.
 */

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

for (const backend of testBackends()) {
  describe(`GET/DELETE /api/v1/admin/schedule (${backend.name})`, () => {
    const s = useTestApp(backend);
    let editor: Awaited<ReturnType<typeof signedInStaff>>;

    before(async () => {
      editor = await signedInStaff(s.app, [
        'news:read',
        'news:write',
        'investor:read',
        'blocks:read',
        'blocks:write',
      ]);
    });

    const add = (resource: ScheduledResource, recordKey: string, at: string) =>
      schedule.add(s.db, {
        resource,
        recordKey,
        langs: ['en_US'],
        action: 'publish',
        at,
        author: { id: editor.id, username: editor.username },
      });

    test('lists the pending actions on readable resources only, soonest first, paged, with their author', async () => {
      const later = await add('news', '4', inMinutes(30));
      const sooner = await add('investor', '9', inMinutes(10));
      const block = await add('blocks', 'footer', inMinutes(20));
      await add('products', '1', inMinutes(5));
      const ran = await add('news', '5', inMinutes(1));
      await s.db
        .updateTable('scheduled_actions')
        .set({ done_at: inMinutes(0), outcome: 'done' })
        .where('id', '=', ran.id)
        .execute();

      const api = adminApi(s.app, editor.cookie);
      const page = await api.get('/api/v1/admin/schedule?pageSize=2');
      assert.equal(page.status, 200, JSON.stringify(page.body));
      assert.equal(page.body.data.total, 3, 'products are not readable; a finished action is not pending');
      assert.deepEqual(page.body.data.list, [
        {
          id: sooner.id,
          resource: 'investor',
          recordId: 9,
          // No such record here: nothing to name it by (the browser test lists a real one).
          title: '',
          langs: ['en_US'],
          action: 'publish',
          at: sooner.at,
          author: { id: editor.id, username: editor.username, name: `Name of ${editor.username}` },
        },
        {
          id: block.id,
          resource: 'blocks',
          recordId: 'footer',
          title: '',
          langs: ['en_US'],
          action: 'publish',
          at: block.at,
          author: { id: editor.id, username: editor.username, name: `Name of ${editor.username}` },
        },
      ]);
      assert.deepEqual([page.body.data.pageNum, page.body.data.pageSize], [1, 2]);
      const second = await api.get('/api/v1/admin/schedule?pageNum=2&pageSize=2');
      assert.deepEqual(
        second.body.data.list.map((action: { id: number }) => action.id),
        [later.id],
      );
      assert.equal((await api.get('/api/v1/admin/schedule?pageSize=101')).status, 400);

      // One record's actions, for its editor's publication panel (its cancel buttons).
      const ofRecord = await api.get('/api/v1/admin/schedule?resource=news&recordId=4');
      assert.equal(ofRecord.status, 200, JSON.stringify(ofRecord.body));
      assert.deepEqual(
        ofRecord.body.data.list.map((action: { id: number }) => action.id),
        [later.id],
      );
      const ofBlock = await api.get('/api/v1/admin/schedule?resource=blocks&recordId=footer');
      assert.deepEqual(
        ofBlock.body.data.list.map((action: { id: number }) => action.id),
        [block.id],
      );
      assert.equal((await api.get('/api/v1/admin/schedule?resource=products&recordId=1')).status, 403);
      assert.equal((await api.get('/api/v1/admin/schedule?resource=nonsense')).status, 400);
    });

    test('cancel: needs the resource write authority, is audited, and a cancelled or unknown id is 404', async () => {
      const news = await add('news', '6', inMinutes(15));
      const investor = await add('investor', '7', inMinutes(15));
      const api = adminApi(s.app, editor.cookie);

      const refused = await api.delete(`/api/v1/admin/schedule/${investor.id}`);
      assert.equal(refused.status, 403, 'investor is read-only for this user');
      assert.equal(refused.body.code, 'FORBIDDEN');

      const cancelled = await api.delete(`/api/v1/admin/schedule/${news.id}`);
      assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
      assert.deepEqual(cancelled.body.data, { id: news.id });
      const listed = (await api.get('/api/v1/admin/schedule?pageSize=100')).body.data.list as Array<{
        id: number;
      }>;
      assert.ok(!listed.some((action) => action.id === news.id), 'a cancelled action is no longer listed');
      assert.ok(listed.some((action) => action.id === investor.id));
      assert.deepEqual(await schedule.pendingFor(s.db, 'news', '6'), []);

      const entry = await s.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'cancel-schedule')
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        [entry.user_id, entry.resource, entry.resource_id, JSON.parse(entry.changes).scheduleId],
        [editor.id, 'news', '6', news.id],
      );

      assert.equal((await api.delete(`/api/v1/admin/schedule/${news.id}`)).status, 404, 'already cancelled');
      assert.equal((await api.delete('/api/v1/admin/schedule/999999')).status, 404);
      assert.equal((await api.delete('/api/v1/admin/schedule/abc')).status, 400);
    });

    test('a user who may read none of the scheduled resources is refused; no session is 401', async () => {
      const outsider = await signedInStaff(s.app, ['enquiries:read']);
      assert.equal((await adminApi(s.app, outsider.cookie).get('/api/v1/admin/schedule')).status, 403);
      assert.equal((await adminApi(s.app).get('/api/v1/admin/schedule')).status, 401);
      const pending = await add('news', '8', inMinutes(15));
      assert.equal((await adminApi(s.app).delete(`/api/v1/admin/schedule/${pending.id}`)).status, 401);
      assert.equal(
        (await adminApi(s.app, outsider.cookie).delete(`/api/v1/admin/schedule/${pending.id}`)).status,
        403,
      );
    });
  });
}
