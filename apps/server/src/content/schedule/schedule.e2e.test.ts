import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import * as schedule from './schedule.repository.ts';

/*
 * Scheduled publishing through the API, as an editor uses it (contract §10): `POST …/publish`
 * with `at`, the app's own runner, and the public API that must change within 5 s of `at`.
 */

const CONTRACT_DELAY_MS = 5_000;

const announcement = (title: string) => ({
  type: 'announcement',
  enabled: true,
  i18n: {
    zh_CN: {
      title: `${title}（中文）`,
      summary: '',
      content: `<p>${title}</p>`,
      publishDate: '2026-12-01',
      files: [],
    },
    en_US: { title, summary: '', content: `<p>${title}</p>`, publishDate: '2026-12-01', files: [] },
  },
});

const secondsAhead = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

for (const backend of testBackends()) {
  describe(`scheduled publishing end to end (${backend.name})`, () => {
    const s = useTestApp(backend);
    let editor: ReturnType<typeof adminApi>;
    let editorId: number;
    let watcher: ReturnType<typeof adminApi>;

    before(async () => {
      const staff = await signedInStaff(s.app, ['investor:read', 'investor:write']);
      editor = adminApi(s.app, staff.cookie);
      editorId = staff.id;
      // System notices go to the holders of dashboard:read.
      watcher = adminApi(s.app, (await signedInStaff(s.app, ['dashboard:read'])).cookie);
    });

    /** A new announcement saved as a draft: nothing public. */
    async function draft(title: string): Promise<number> {
      const created = await editor.post('/api/v1/admin/investor', { ...announcement(title), publish: [] });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      return created.body.data.id;
    }

    const publicStatus = async (id: number, lang: string) =>
      (await s.get(`/api/v1/investor/detail?id=${id}&lang=${lang}`)).status;

    /** The time the record first answers 200 publicly, polling every 100 ms until `deadline`. */
    async function firstPublicAt(id: number, lang: string, deadline: number): Promise<number | undefined> {
      while (Date.now() <= deadline) {
        if ((await publicStatus(id, lang)) === 200) return Date.now();
        await sleep(100);
      }
      return undefined;
    }

    const outcomeOf = async (id: number) =>
      (
        await s.db
          .selectFrom('scheduled_actions')
          .select(['outcome', 'error'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).outcome;

    const runsOf = async (id: number) =>
      (
        await s.db
          .selectFrom('audit_log')
          .select('changes')
          .where('action', '=', 'scheduled-publish')
          .where('resource', '=', 'investor')
          .where('resource_id', '=', String(id))
          .execute()
      ).length;

    test('a publish scheduled 3 s ahead is public within 5 s of its time, not before, and runs once', async (t) => {
      const id = await draft('Scheduled results notice');
      assert.equal(await publicStatus(id, 'en_US'), 404);
      const at = secondsAhead(3);
      const scheduled = await editor.post(`/api/v1/admin/investor/${id}/publish`, {
        langs: ['zh_CN', 'en_US'],
        at,
      });
      assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
      assert.deepEqual(
        [scheduled.body.data.publication.en_US.state, scheduled.body.data.publication.en_US.scheduledAt],
        ['scheduled', at],
      );
      const listed = (await editor.get('/api/v1/admin/schedule')).body.data.list;
      assert.deepEqual(
        listed.map((action: { recordId: number; action: string; at: string; author: { id: number } }) => [
          action.recordId,
          action.action,
          action.at,
          action.author.id,
        ]),
        [[id, 'publish', at, editorId]],
      );

      const seen = await firstPublicAt(id, 'en_US', Date.parse(at) + CONTRACT_DELAY_MS);
      assert.ok(seen !== undefined, 'public within 5 s of its time');
      assert.ok(seen >= Date.parse(at), `not before its time (${seen - Date.parse(at)} ms)`);
      t.diagnostic(`public ${seen - Date.parse(at)} ms after its time`);
      assert.equal(await publicStatus(id, 'zh_CN'), 200);

      // A second or two for any other look to run it again: it must not.
      await sleep(1500);
      const [action] = listed as Array<{ id: number }>;
      assert.equal(await outcomeOf(action?.id ?? 0), 'done');
      assert.equal(await runsOf(id), 1, 'one run in the audit log');
      const entries = await s.db
        .selectFrom('audit_log')
        .select('action')
        .where('resource', '=', 'investor')
        .where('resource_id', '=', String(id))
        .orderBy('id')
        .execute();
      assert.deepEqual(
        entries.map((entry) => entry.action).filter((action) => action.endsWith('publish')),
        ['schedule-publish', 'scheduled-publish'],
        'scheduled, then run: one entry each',
      );
      assert.deepEqual((await editor.get('/api/v1/admin/schedule')).body.data.list, []);
      const record = (await editor.get(`/api/v1/admin/investor/${id}`)).body.data;
      assert.deepEqual(
        [record.publication.en_US.state, record.publication.en_US.scheduledAt],
        ['published', null],
      );
    });

    test('an unpublish scheduled for one language withdraws only that language', async () => {
      const created = await editor.post('/api/v1/admin/investor', announcement('Withdrawn in English'));
      const id = created.body.data.id as number;
      assert.equal(await publicStatus(id, 'en_US'), 200);
      const at = secondsAhead(1.5);
      const scheduled = await editor.post(`/api/v1/admin/investor/${id}/unpublish`, { langs: ['en_US'], at });
      assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
      const deadline = Date.parse(at) + CONTRACT_DELAY_MS;
      while ((await publicStatus(id, 'en_US')) === 200 && Date.now() <= deadline) await sleep(100);
      assert.equal(await publicStatus(id, 'en_US'), 404);
      assert.equal(await publicStatus(id, 'zh_CN'), 200);
    });

    test('a cancelled action never runs', async () => {
      const id = await draft('Cancelled announcement');
      // Far enough ahead to be still in the future when a busy server reads it.
      const at = secondsAhead(4);
      const scheduled = await editor.post(`/api/v1/admin/investor/${id}/publish`, { langs: ['en_US'], at });
      assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
      const [pending] = await schedule.pendingFor(s.db, 'investor', String(id));
      assert.ok(pending);
      assert.equal((await editor.delete(`/api/v1/admin/schedule/${pending.id}`)).status, 200);
      const record = (await editor.get(`/api/v1/admin/investor/${id}`)).body.data;
      assert.deepEqual(
        [record.publication.en_US.state, record.publication.en_US.scheduledAt],
        ['draft', null],
      );
      // Past the time it was due, with the runner's margin of the test before.
      await sleep(Math.max(0, Date.parse(at) + 1500 - Date.now()));
      assert.equal(await publicStatus(id, 'en_US'), 404);
      assert.equal(await outcomeOf(pending.id), 'cancelled');
      assert.equal(await runsOf(id), 0);
    });

    test('a time not in the future is refused, and a read-only editor cannot schedule', async () => {
      const id = await draft('Refused times');
      for (const at of [new Date(Date.now() - 60_000).toISOString(), 'tomorrow']) {
        const answer = await editor.post(`/api/v1/admin/investor/${id}/publish`, { langs: ['en_US'], at });
        assert.equal(answer.status, 400, at);
        assert.equal(answer.body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          ['at'],
        );
      }
      assert.deepEqual(await schedule.pendingFor(s.db, 'investor', String(id)), []);
      for (const at of ['9999-12-31T23:59:59Z', new Date(Date.now() + 367 * 86_400_000).toISOString()]) {
        const answer = await editor.post(`/api/v1/admin/investor/${id}/publish`, { langs: ['en_US'], at });
        assert.equal(answer.status, 400, at);
        assert.deepEqual(
          answer.body.errors.map((error: { field: string }) => error.field),
          ['at'],
          'more than a year ahead',
        );
      }
      const reader = adminApi(s.app, (await signedInStaff(s.app, ['investor:read'])).cookie);
      const refused = await reader.post(`/api/v1/admin/investor/${id}/publish`, {
        langs: ['en_US'],
        at: secondsAhead(60),
      });
      assert.equal(refused.status, 403);
    });

    test('one pending action per language: a second on that language is refused, another language is not', async () => {
      const id = await draft('Scheduled once per language');
      const first = await editor.post(`/api/v1/admin/investor/${id}/publish`, {
        langs: ['en_US'],
        at: secondsAhead(600),
      });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      for (const [action, langs] of [
        ['publish', ['en_US']],
        ['unpublish', ['zh_CN', 'en_US']],
      ] as const) {
        const again = await editor.post(`/api/v1/admin/investor/${id}/${action}`, {
          langs,
          at: secondsAhead(900),
        });
        assert.equal(again.status, 400, `${action} ${langs}`);
        assert.deepEqual(
          again.body.errors.map((error: { field: string; message: string }) => [error.field, error.message]),
          [['langs', '该语言已有待执行的定时任务，请先取消它']],
        );
      }
      const chinese = await editor.post(`/api/v1/admin/investor/${id}/publish`, {
        langs: ['zh_CN'],
        at: secondsAhead(900),
      });
      assert.equal(chinese.status, 200, JSON.stringify(chinese.body));
      assert.equal((await schedule.pendingFor(s.db, 'investor', String(id))).length, 2);
    });

    test('an author disabled or stripped of the authority publishes nothing; a deleted one’s actions are cancelled', async () => {
      const authors = await Promise.all(
        [0, 1, 2].map(() => signedInStaff(s.app, ['investor:read', 'investor:write'])),
      );
      const ids: number[] = [];
      // Scheduled well ahead, then made due below: the setup takes seconds on a busy machine.
      const at = secondsAhead(600);
      for (const [index, author] of authors.entries()) {
        const id = await draft(`Author gone ${index}`);
        const answer = await adminApi(s.app, author.cookie).post(`/api/v1/admin/investor/${id}/publish`, {
          langs: ['en_US'],
          at,
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        ids.push(id);
      }
      const [disabled, demoted, deleted] = authors as [
        (typeof authors)[0],
        (typeof authors)[0],
        (typeof authors)[0],
      ];
      await s.db.updateTable('staff_users').set({ enabled: false }).where('id', '=', disabled.id).execute();
      await s.db.deleteFrom('staff_user_roles').where('user_id', '=', demoted.id).execute();
      const admin = adminApi(
        s.app,
        (await signedInStaff(s.app, ['staff:read', 'staff:write', 'investor:read', 'investor:write'])).cookie,
      );
      assert.equal((await admin.delete(`/api/v1/admin/staff/${deleted.id}`)).status, 200);

      const actions = await Promise.all(
        ids.map(async (id) =>
          s.db
            .selectFrom('scheduled_actions')
            .select('id')
            .where('resource', '=', 'investor')
            .where('record_key', '=', String(id))
            .executeTakeFirstOrThrow(),
        ),
      );
      await s.db
        .updateTable('scheduled_actions')
        .set({ run_at: new Date(Date.now() - 1000).toISOString() })
        .where(
          'id',
          'in',
          actions.map(({ id }) => id),
        )
        .execute();
      const deadline = Date.now() + CONTRACT_DELAY_MS;
      const outcomes = async () =>
        Promise.all(
          actions.map(async ({ id }) =>
            s.db
              .selectFrom('scheduled_actions')
              .select(['outcome', 'error'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow(),
          ),
        );
      while ((await outcomes()).some((row) => row.outcome === null) && Date.now() <= deadline)
        await sleep(100);
      assert.deepEqual(await outcomes(), [
        { outcome: 'failed', error: 'AUTHOR_MAY_NO_LONGER_WRITE' },
        { outcome: 'failed', error: 'AUTHOR_MAY_NO_LONGER_WRITE' },
        { outcome: 'cancelled', error: null },
      ]);
      for (const id of ids) assert.equal(await publicStatus(id, 'en_US'), 404, `record ${id} stays a draft`);
      const told = (
        (await watcher.get('/api/v1/notices?lang=en_US')).body.data as Array<{
          description: string;
          extra: { kind: string };
        }>
      ).filter(
        (notice) =>
          notice.extra.kind === 'scheduled-action-failed' &&
          notice.description.includes('AUTHOR_MAY_NO_LONGER_WRITE'),
      );
      assert.equal(told.length, 2, 'the dashboard readers are told of both');
    });

    test('a failing action is marked failed and told to the dashboard readers; the next one still runs', async () => {
      const id = await draft('Runs after a failure');
      // An action on a record that does not exist (deleting a record takes its actions with it).
      const broken = await schedule.add(s.db, {
        resource: 'investor',
        recordKey: '999999',
        langs: ['en_US'],
        action: 'publish',
        at: secondsAhead(1),
        author: { id: editorId, username: 'editor' },
      });
      const at = secondsAhead(1.2);
      assert.equal(
        (await editor.post(`/api/v1/admin/investor/${id}/publish`, { langs: ['en_US'], at })).status,
        200,
      );

      assert.ok(await firstPublicAt(id, 'en_US', Date.parse(at) + CONTRACT_DELAY_MS), 'the good action ran');
      const row = await s.db
        .selectFrom('scheduled_actions')
        .select(['outcome', 'error'])
        .where('id', '=', broken.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row, { outcome: 'failed', error: 'NOT_FOUND' });
      const notices = (await watcher.get('/api/v1/notices?lang=en_US')).body.data as Array<{
        title: string;
        description: string;
        extra: { kind: string };
      }>;
      const told = notices.filter(
        (notice) =>
          notice.extra.kind === 'scheduled-action-failed' && notice.description.includes('NOT_FOUND'),
      );
      assert.equal(told.length, 1, JSON.stringify(notices));
      assert.match(told[0]?.description ?? '', /publish investor 999999/);
    });
  });
}
