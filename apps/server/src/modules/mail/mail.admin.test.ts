import assert from 'node:assert/strict';
import { describe, type TestContext, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { assertRouteGuards } from '../../test-support/route-guards.ts';
import { afterTest, buildTestApp, testBackends } from '../../test-support/test-app.ts';
import { enqueueMail, MAX_ATTEMPTS } from './mail.outbox.ts';

const OUTBOX = '/api/v1/admin/outbox';

for (const backend of testBackends()) {
  describe(`the mail outbox in the back-office (${backend.name})`, () => {
    /** Three messages: one waiting after a failed try, one given up, one sent. */
    async function withMail(t: TestContext, config: { smtpUrl?: string } = {}) {
      const { app } = await buildTestApp(backend, { config, cleanup: afterTest(t) });
      const { db } = app;
      await enqueueMail(
        db,
        ['waiting', 'failed', 'sent'].map((name) => ({
          to: `${name}@example.com`,
          subject: `Subject ${name}`,
          body: 'Body',
        })),
      );
      const ids = Object.fromEntries(
        (await db.selectFrom('mail_outbox').select(['id', 'to_address']).execute()).map((row) => [
          row.to_address.split('@')[0]!,
          row.id,
        ]),
      ) as Record<'waiting' | 'failed' | 'sent', number>;
      await db
        .updateTable('mail_outbox')
        .set({ attempts: 1, last_error: 'connection refused' })
        .where('id', '=', ids.waiting)
        .execute();
      await db
        .updateTable('mail_outbox')
        .set({ attempts: MAX_ATTEMPTS, last_error: '550 mailbox unavailable' })
        .where('id', '=', ids.failed)
        .execute();
      await db
        .updateTable('mail_outbox')
        .set({ attempts: 1, sent_at: new Date().toISOString() })
        .where('id', '=', ids.sent)
        .execute();
      return { app, ids };
    }

    test('lists every message newest first with its state, filtered by state, and says mail waits without SMTP_URL', async (t) => {
      const { app, ids } = await withMail(t);
      const { cookie } = await signedInStaff(app, ['subscriptions:read']);
      const api = adminApi(app, cookie);
      const all = await api.get(OUTBOX);
      assert.equal(all.status, 200);
      assert.equal(all.body.data.smtpConfigured, false);
      assert.equal(all.body.data.total, 3);
      assert.deepEqual(
        all.body.data.list.map((row: { id: number; state: string }) => [row.id, row.state]),
        [
          [ids.sent, 'sent'],
          [ids.failed, 'failed'],
          [ids.waiting, 'waiting'],
        ],
      );
      const failed = all.body.data.list[1];
      assert.equal(failed.to, 'failed@example.com');
      assert.equal(failed.subject, 'Subject failed');
      assert.equal(failed.attempts, MAX_ATTEMPTS);
      assert.equal(failed.lastError, '550 mailbox unavailable');
      assert.equal(failed.sentAt, null);
      assert.match(failed.createdAt, /^\d{4}-\d{2}-\d{2}T.*Z$/);
      assert.match(all.body.data.list[0].sentAt, /Z$/);

      for (const state of ['waiting', 'failed', 'sent'] as const) {
        const only = await api.get(`${OUTBOX}?state=${state}`);
        assert.equal(only.body.data.total, 1, state);
        assert.equal(only.body.data.list[0].id, ids[state], state);
      }
      const paged = await api.get(`${OUTBOX}?pageSize=2&pageNum=2`);
      assert.deepEqual(
        paged.body.data.list.map((row: { id: number }) => row.id),
        [ids.waiting],
      );
      assert.equal(paged.body.data.total, 3);
      assert.equal((await api.get(`${OUTBOX}?state=lost`)).status, 400);
    });

    test('says so when the server sends mail', async (t) => {
      const { app } = await withMail(t, { smtpUrl: 'smtp://127.0.0.1:1' });
      const { cookie } = await signedInStaff(app, ['subscriptions:read']);
      assert.equal((await adminApi(app, cookie).get(OUTBOX)).body.data.smtpConfigured, true);
    });

    test('resend puts a failed or waiting message back to be tried now with every try again, audited; a sent one is 400', async (t) => {
      const { app, ids } = await withMail(t);
      const { cookie, username } = await signedInStaff(app, ['subscriptions:read', 'subscriptions:write']);
      const api = adminApi(app, cookie);
      const before = Date.now();
      for (const id of [ids.failed, ids.waiting]) {
        const answer = await api.post(`${OUTBOX}/${id}/resend`, {});
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.data.state, 'waiting');
        assert.equal(answer.body.data.attempts, 0);
        assert.ok(Date.parse(answer.body.data.nextAttemptAt) <= Date.now());
        assert.ok(Date.parse(answer.body.data.nextAttemptAt) >= before - 1000);
      }
      const [entry] = await app.db
        .selectFrom('audit_log')
        .select(['username', 'action', 'title', 'changes'])
        .where('resource', '=', 'subscriptions')
        .where('resource_id', '=', String(ids.failed))
        .execute();
      assert.equal(entry?.username, username);
      assert.equal(entry?.action, 'resend-mail');
      assert.equal(entry?.title, 'Subject failed');
      assert.deepEqual(JSON.parse(entry!.changes).state, { from: 'failed', to: 'waiting' });

      const sent = await api.post(`${OUTBOX}/${ids.sent}/resend`, {});
      assert.equal(sent.status, 400);
      assert.equal(sent.body.errors[0].field, 'id');
      assert.equal((await api.post(`${OUTBOX}/999999/resend`, {})).status, 404);
      assert.equal((await api.get(`${OUTBOX}?state=failed`)).body.data.total, 0);
    });

    test('reading takes subscriptions:read and resending subscriptions:write', async (t) => {
      const { app, ids } = await withMail(t);
      await assertRouteGuards(app, [
        { method: 'GET', url: OUTBOX, authority: 'subscriptions:read', allowed: 200 },
        {
          method: 'POST',
          url: `${OUTBOX}/${ids.failed}/resend`,
          authority: 'subscriptions:write',
          payload: {},
          allowed: 200,
        },
      ]);
    });
  });
}
