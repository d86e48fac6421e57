import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adminApi } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signIn } from '../../test-support/auth.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { deliverDueMail, pendingMail } from '../mail/mail.outbox.ts';
import { SignInProviderRepository } from '../sign-in-providers/sign-in-providers.repository.ts';

/*
 * UX review minor 23: the backup email saved in the security settings is what "forgot password"
 * mails a one-time link to. The mail goes through the outbox; these tests read the link there.
 */

const NEUTRAL = { success: true, data: {} };

for (const backend of testBackends()) {
  describe(`forgot password (${backend.name})`, () => {
    const s = useTestApp(backend);
    const ask = (account: string, remoteAddress = '192.0.2.10') =>
      s.app.inject({
        method: 'POST',
        url: '/api/login/forgot-password?lang=en_US',
        payload: { account },
        remoteAddress,
      });
    const reset = (token: string, newPassword: string) =>
      s.app.inject({ method: 'POST', url: '/api/login/reset-password', payload: { token, newPassword } });
    /** The token of the newest link mailed to `to`. */
    const mailedToken = async (to: string) => {
      const mail = (await pendingMail(s.db)).filter((each) => each.to === to).at(-1);
      assert.ok(mail, `a mail to ${to}`);
      const token = /\/user\/reset-password\?token=([\w-]+)/.exec(mail.body)?.[1];
      assert.ok(token, mail.body);
      return token;
    };

    test('a link mailed to the email and backup email sets a new password once, ends every session, removes bindings', async () => {
      const staff = await createStaff(s.app, { username: 'forgetful' });
      const cookie = await signIn(s.app, staff.username, staff.password);
      const me = adminApi(s.app, cookie);
      assert.equal(
        (await me.put('/api/v1/account/security', { backupEmail: 'backup@forgetful.example' })).status,
        200,
      );
      await new SignInProviderRepository(s.db).bind(
        staff.id,
        'dingtalk',
        'subject-1',
        'Forgetful on DingTalk',
      );

      // By the backup email, in any case: the same neutral answer as for nobody.
      const asked = await ask('BACKUP@forgetful.example');
      assert.equal(asked.statusCode, 200, asked.body);
      assert.deepEqual(asked.json(), NEUTRAL);
      assert.equal(asked.headers['cache-control'], 'no-store');
      const mails = (await pendingMail(s.db)).filter((mail) => mail.body.includes('reset-password'));
      assert.deepEqual(mails.map((mail) => mail.to).sort(), [
        'backup@forgetful.example',
        'forgetful@example.com',
      ]);
      assert.match(mails[0]!.subject, /Reset your CoreSense back-office password/);
      const token = await mailedToken('backup@forgetful.example');
      const stored = await s.db.selectFrom('password_reset_tokens').select('token_hash').execute();
      assert.ok(
        stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)),
        'only hashes',
      );

      const weak = await reset(token, 'password1');
      assert.equal(weak.statusCode, 400);
      assert.deepEqual(
        weak.json().errors.map((error: { field: string }) => error.field),
        ['newPassword'],
      );

      const done = await reset(token, 'a brand new passphrase 42');
      assert.equal(done.statusCode, 200, done.body);
      assert.equal((await me.get('/api/v1/sys/user/info')).status, 401, 'every session ended');
      assert.equal(
        (await postLogin(s.app, staff.username, staff.password)).statusCode,
        401,
        'the old password is gone',
      );
      assert.equal((await postLogin(s.app, staff.username, 'a brand new passphrase 42')).statusCode, 200);
      assert.deepEqual(
        await s.db
          .selectFrom('staff_identities')
          .select('provider')
          .where('user_id', '=', staff.id)
          .execute(),
        [],
        'bindings removed, as a password change removes them',
      );
      const again = await reset(token, 'another new passphrase 43');
      assert.equal(again.statusCode, 400, 'a link works once');
      assert.deepEqual(
        again.json().errors.map((error: { field: string }) => error.field),
        ['token'],
      );
      const notices = await s.db
        .selectFrom('notices')
        .select('kind')
        .where('user_id', '=', staff.id)
        .execute();
      assert.ok(
        notices.some((notice) => notice.kind === 'password-changed'),
        JSON.stringify(notices),
      );
      assert.ok(
        (await pendingMail(s.db)).some((mail) => /密码已重置/.test(mail.subject)),
        'told by mail too',
      );
    });

    test('nobody learns which accounts exist; a disabled account gets no link; links expire; asking is limited', async () => {
      const before = (await pendingMail(s.db)).length;
      for (const account of ['nobody-at-all', 'nobody@example.com']) {
        const answer = await ask(account, '192.0.2.20');
        assert.equal(answer.statusCode, 200);
        assert.deepEqual(answer.json(), NEUTRAL);
      }
      const disabled = await createStaff(s.app, { username: 'gone', enabled: false });
      assert.deepEqual((await ask(disabled.username, '192.0.2.20')).json(), NEUTRAL);
      assert.equal((await pendingMail(s.db)).length, before, 'no mail for no account');

      const staff = await createStaff(s.app, { username: 'late' });
      await ask(staff.username, '192.0.2.21');
      const token = await mailedToken('late@example.com');
      await s.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', staff.id)
        .execute();
      assert.equal(
        (await reset(token, 'a brand new passphrase 42')).statusCode,
        400,
        'expired after 30 minutes',
      );
      assert.equal((await reset('made-up-token', 'a brand new passphrase 42')).statusCode, 400);

      // Three links per account in 30 minutes, from whatever addresses.
      for (const address of ['192.0.2.31', '192.0.2.32', '192.0.2.33']) await ask(staff.username, address);
      const links = await s.db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .where('user_id', '=', staff.id)
        .execute();
      assert.equal(links.length, 3);
    });

    test('the outbox hands mail to the SMTP transport once and keeps a failure to try again', async () => {
      const sent: string[] = [];
      const delivered = await deliverDueMail(
        s.db,
        { sendMail: async (mail: { to?: unknown }) => sent.push(String(mail.to)) } as never,
        'CoreSense <no-reply@example.com>',
      );
      assert.ok(delivered > 0 && delivered === sent.length);
      assert.equal(await deliverDueMail(s.db, { sendMail: async () => sent.push('again') } as never, 'x'), 0);
    });
  });

  describe(`forgot password links name the site's own origin (${backend.name})`, () => {
    const hosted = useTestApp(backend, { config: { publicUrl: 'https://www.coresense.example' } });
    const bare = useTestApp(backend);
    const askAs = (app: typeof hosted.app, host: string, account: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login/forgot-password',
        headers: { host },
        payload: { account },
      });

    test('a Host the asker chose never reaches the mail: PUBLIC_URL, or nothing but a loopback address', async () => {
      const staff = await createStaff(hosted.app, { username: 'poisoned' });
      assert.equal((await askAs(hosted.app, 'evil.example', staff.username)).statusCode, 200);
      const [mail] = await pendingMail(hosted.db);
      assert.match(mail?.body ?? '', /https:\/\/www\.coresense\.example\/user\/reset-password\?token=/);
      assert.doesNotMatch(mail?.body ?? '', /evil\.example/);

      // Without PUBLIC_URL no origin can be trusted but the machine's own: nothing is mailed.
      const other = await createStaff(bare.app, { username: 'unhosted' });
      const refused = await askAs(bare.app, 'evil.example', other.username);
      assert.deepEqual(refused.json(), NEUTRAL, 'the same answer as ever');
      assert.deepEqual(await pendingMail(bare.db), []);
      assert.equal((await askAs(bare.app, 'localhost:3000', other.username)).statusCode, 200);
      assert.match(
        (await pendingMail(bare.db))[0]?.body ?? '',
        /http:\/\/localhost:3000\/user\/reset-password/,
      );
    });
  });

  describe(`forgot password is rate-limited like sign-in (${backend.name})`, () => {
    const s = useTestApp(backend, { config: { loginRateLimit: 3 } });
    test('the fourth request a minute from one address is refused', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++) {
        const answer = await s.app.inject({
          method: 'POST',
          url: '/api/login/forgot-password',
          payload: { account: 'someone' },
          remoteAddress: '198.51.100.7',
        });
        statuses.push(answer.statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 200, 429]);
    });
  });
}
