import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Notice } from '@coresense/shared';
import { adminApi } from '../../test-support/admin-api.ts';
import { createStaff, postLogin, signedInStaff, signIn } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { useTestApp } from '../../test-support/suite.ts';
import { testBackends } from '../../test-support/test-app.ts';

const NOTICES = '/api/v1/notices';
const SWITCHES = '/api/v1/account/notifications';
/** The switches of a user who never changed them: every notice, no email. */
const ALL_ON = { accountPassword: true, systemMessages: true, todo: true, todoEmail: false };

let visitor = 0;
/** Each submission from its own address, as visitors' are. */
function fromVisitor(): string {
  visitor += 1;
  return `198.51.100.${visitor}`;
}

for (const backend of testBackends()) {
  describe(`notices and notification switches (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'] });
    const { catalogue } = s;

    const noticesOf = async (cookie: string, lang = 'en_US'): Promise<Notice[]> => {
      const answer = await adminApi(s.app, cookie).get(`${NOTICES}?lang=${lang}`);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body.data;
    };
    const userInfo = async (cookie: string) =>
      (await adminApi(s.app, cookie).get('/api/v1/sys/user/info')).body.data;

    const submit = async (url: string, payload: Record<string, unknown>) => {
      const answer = await s.app.inject({
        method: 'POST',
        url: `${url}?lang=en_US`,
        payload,
        remoteAddress: fromVisitor(),
      });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json().data.id as number;
    };
    const visitorForm = (name: string) => ({
      name,
      email: 'visitor@example.com',
      phone: '+86 510 1234 5678',
      company: 'Wuxi Instruments',
      mind: `Hello from ${name}`,
    });

    test('without a session every call answers 401', async () => {
      for (const [method, url] of [
        ['GET', NOTICES],
        ['POST', `${NOTICES}/1/read`],
        ['POST', `${NOTICES}/clear`],
        ['GET', SWITCHES],
        ['PUT', SWITCHES],
      ] as const) {
        const answer = await s.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
        assert.equal(answer.statusCode, 401, `${method} ${url}`);
        assert.equal(answer.json().code, 'UNAUTHENTICATED');
      }
    });

    test('switches are all on until switched off, are saved per user and take booleans only', async () => {
      const staff = await signedInStaff(s.app, []);
      const other = await signedInStaff(s.app, []);
      const api = adminApi(s.app, staff.cookie);
      assert.deepEqual((await api.get(SWITCHES)).body.data, ALL_ON);

      const saved = await api.put(SWITCHES, { accountPassword: false, systemMessages: true, todo: false });
      assert.equal(saved.status, 200);
      assert.deepEqual(saved.body.data, {
        accountPassword: false,
        systemMessages: true,
        todo: false,
        todoEmail: false,
      });
      assert.deepEqual((await api.get(SWITCHES)).body.data, saved.body.data);
      assert.deepEqual((await adminApi(s.app, other.cookie).get(SWITCHES)).body.data, ALL_ON);

      const bad = await api.put(SWITCHES, { accountPassword: 'yes', todo: true });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.code, 'VALIDATION_ERROR');
      assert.deepEqual(bad.body.errors.map((error: { field: string }) => error.field).sort(), [
        'accountPassword',
        'systemMessages',
      ]);
      assert.deepEqual((await api.get(SWITCHES)).body.data, saved.body.data, 'nothing saved');
    });

    test('a new enquiry of either kind tells every holder of enquiries:read whose to-do switch is on', async () => {
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      const busy = await signedInStaff(s.app, ['enquiries:read']);
      const outsider = await signedInStaff(s.app, ['products:read']);
      await adminApi(s.app, busy.cookie).put(SWITCHES, { ...ALL_ON, todo: false });

      const contactId = await submit('/api/v1/contact/us/submit', visitorForm('Han Meimei'));
      const productId = await submit('/api/v1/product/ask', {
        ...visitorForm('Li Lei'),
        productId: catalogue.products.axis3,
        product: 'CSA-3110',
      });

      const [product, contact] = await noticesOf(reader.cookie);
      assert.deepEqual(
        { ...contact, id: 0, datetime: '' },
        {
          id: 0,
          type: 'notification',
          title: 'New message from Han Meimei',
          description: 'Hello from Han Meimei',
          datetime: '',
          read: false,
          extra: {
            kind: 'enquiry-received',
            params: {
              enquiryId: contactId,
              enquiryKind: 'contact',
              name: 'Han Meimei',
              company: 'Wuxi Instruments',
              productId: null,
              about: 'Hello from Han Meimei',
            },
            link: `/admin/enquiries?open=${contactId}`,
          },
          status: 'todo',
        },
      );
      assert.match(contact!.datetime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.equal(product!.title, 'New product enquiry from Li Lei');
      assert.equal(product!.description, 'Triaxial accelerometer', 'the product as the catalogue names it');
      assert.equal(product!.extra.params.enquiryId, productId);
      const [inChinese] = await noticesOf(reader.cookie, 'zh_CN');
      assert.equal(inChinese!.title, '新的产品咨询：Li Lei');
      assert.equal(inChinese!.description, '三轴加速度计');

      assert.deepEqual(await noticesOf(busy.cookie), [], 'to-do switched off');
      assert.deepEqual(await noticesOf(outsider.cookie), [], 'may not read enquiries');
    });

    test('a new enquiry is mailed to holders of enquiries:read who switched email on, in their language, without the message', async () => {
      const mailed = await signedInStaff(s.app, ['enquiries:read']);
      const mailedInEnglish = await signedInStaff(s.app, ['enquiries:read']);
      const notMailed = await signedInStaff(s.app, ['enquiries:read']);
      const outsider = await signedInStaff(s.app, ['products:read']);
      for (const staff of [mailed, mailedInEnglish, outsider]) {
        const on = await adminApi(s.app, staff.cookie).put(SWITCHES, { ...ALL_ON, todoEmail: true });
        assert.equal(on.body.data.todoEmail, true);
      }
      const english = adminApi(s.app, mailedInEnglish.cookie);
      const layout = (await english.get('/api/v1/account/settings')).body.data;
      assert.equal(
        (await english.put('/api/v1/account/settings', { ...layout, locale: 'en-US' })).status,
        200,
      );
      // A change of the three switches of contract §11 alone keeps the email switch.
      const kept = await adminApi(s.app, mailed.cookie).put(SWITCHES, {
        accountPassword: true,
        systemMessages: true,
        todo: true,
      });
      assert.equal(kept.body.data.todoEmail, true);

      const before = await mailsTo();
      const contactId = await submit('/api/v1/contact/us/submit', visitorForm('Han Meimei'));
      const mails = (await mailsTo()).filter((mail) => !before.some((old) => old.id === mail.id));

      assert.deepEqual(
        mails.map((mail) => [mail.to_address, mail.subject]).sort(),
        [
          [`${mailed.username}@example.com`, '新的留言：Han Meimei'],
          [`${mailedInEnglish.username}@example.com`, 'New message from Han Meimei'],
        ],
        'the outsider may not read enquiries; the third switched no email on',
      );
      for (const mail of mails) {
        assert.ok(mail.body.includes(`/admin/enquiries?open=${contactId}`), 'a link to the enquiry');
        assert.ok(!mail.body.includes('Hello from'), 'the message stays behind the sign-in');
      }
      assert.ok(!mails.some((mail) => mail.to_address.startsWith(notMailed.username)));
    });

    async function mailsTo() {
      return s.db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'body'])
        .orderBy('id')
        .execute();
    }

    test('notices of enquiries are shown only while the reader still holds enquiries:read', async () => {
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      await submit('/api/v1/contact/us/submit', visitorForm('Zhao Lei'));
      const told = await noticesOf(reader.cookie);
      assert.deepEqual(
        told.map((notice) => notice.title),
        ['New message from Zhao Lei'],
      );
      await s.app.services.notices.accountEvent(reader.id, 'password-changed');
      const info = async () => (await adminApi(s.app, reader.cookie).get('/api/v1/sys/user/info')).body.data;
      assert.equal((await info()).notifyCount, 2);

      const roles = await s.db
        .selectFrom('staff_user_roles')
        .selectAll()
        .where('user_id', '=', reader.id)
        .execute();
      await s.db.deleteFrom('staff_user_roles').where('user_id', '=', reader.id).execute();
      assert.deepEqual(
        (await noticesOf(reader.cookie)).map((notice) => notice.extra.kind),
        ['password-changed'],
        'the visitor’s name and message are gone with the authority; the account’s own events stay',
      );
      assert.equal((await info()).notifyCount, 1, 'the bell counts what the list shows');

      await s.db.insertInto('staff_user_roles').values(roles).execute();
      assert.equal((await noticesOf(reader.cookie)).length, 2, 'back with the authority');
    });

    test('an enquiry is stored even when its notices cannot be written', async () => {
      const reader = await signedInStaff(s.app, ['enquiries:read']);
      await s.db.schema.alterTable('notices').renameTo('notices_away').execute();
      try {
        const id = await submit('/api/v1/contact/us/submit', visitorForm('Unlucky'));
        const stored = await s.db
          .selectFrom('enquiries')
          .where('id', '=', id)
          .select('name')
          .executeTakeFirst();
        assert.equal(stored?.name, 'Unlucky');
      } finally {
        await s.db.schema.alterTable('notices_away').renameTo('notices').execute();
      }
      assert.deepEqual(await noticesOf(reader.cookie), []);
    });

    test('opening a new enquiry settles its notice for everyone told of it', async () => {
      const handler = await signedInStaff(s.app, ['enquiries:read', 'enquiries:write']);
      const colleague = await signedInStaff(s.app, ['enquiries:read']);
      const id = await submit('/api/v1/contact/us/submit', visitorForm('Settled'));
      assert.equal((await userInfo(colleague.cookie)).unreadCount, 1);
      const marked = await adminApi(s.app, handler.cookie).post(`/api/v1/admin/enquiries/${id}/read`, {});
      assert.equal(marked.status, 200);
      const [notice] = await noticesOf(colleague.cookie);
      assert.equal(notice!.read, true);
      const { notifyCount, unreadCount } = await userInfo(colleague.cookie);
      assert.deepEqual({ notifyCount, unreadCount }, { notifyCount: 1, unreadCount: 0 });
    });

    test('a contract status change is a message to every holder of contracts:read', async () => {
      const clerk = await signedInStaff(s.app, ['contracts:read', 'contracts:write', 'members:write']);
      const watcher = await signedInStaff(s.app, ['contracts:read']);
      await adminApi(s.app, watcher.cookie).put(SWITCHES, {
        accountPassword: false,
        systemMessages: false,
        todo: false,
      });
      const outsider = await signedInStaff(s.app, ['members:read']);
      const api = adminApi(s.app, clerk.cookie);
      const memberId = (await api.post('/api/v1/admin/members', { name: 'Northwind' })).body.data.id;
      const contract = {
        memberId,
        number: 'HT-NOTICE-1',
        signingDate: '2026-06-18',
        status: 'draft',
        note: '',
        goods: [{ productId: null, model: 'Cable kit', quantity: 1, unitPrice: 0.99 }],
      };
      const id = (await api.post('/api/v1/admin/contracts', contract)).body.data.id;
      assert.deepEqual(await noticesOf(watcher.cookie), [], 'creating is not a change of status');
      await api.put(`/api/v1/admin/contracts/${id}`, { ...contract, note: 'no status change' });
      assert.deepEqual(await noticesOf(watcher.cookie), []);

      const signed = await api.put(`/api/v1/admin/contracts/${id}`, { ...contract, status: 'signed' });
      assert.equal(signed.status, 200);
      const [message] = await noticesOf(watcher.cookie);
      assert.equal(message!.type, 'message');
      assert.equal(message!.title, 'Contract HT-NOTICE-1 is now signed');
      assert.equal(message!.description, `draft → signed, by ${clerk.username}`);
      assert.deepEqual(message!.extra.params, {
        contractId: id,
        number: 'HT-NOTICE-1',
        from: 'draft',
        to: 'signed',
        by: clerk.username,
      });
      assert.equal((await noticesOf(clerk.cookie)).length, 1);
      assert.deepEqual(await noticesOf(outsider.cookie), []);
    });

    test('a sign-in from a new address is an event of the user; a known address is not', async () => {
      const staff = await createStaff(s.app);
      const from = (ip: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/login/account',
          payload: { username: staff.username, password: staff.password, type: 'account' },
          remoteAddress: ip,
        });
      const cookieOf = (answer: Awaited<ReturnType<typeof from>>) =>
        `sid=${answer.cookies.find((cookie) => cookie.name === 'sid')!.value}`;

      const first = await from('192.0.2.10');
      assert.equal(first.statusCode, 200);
      assert.deepEqual(await noticesOf(cookieOf(first)), [], "an account's first address is not news");
      await from('192.0.2.10');
      assert.deepEqual(await noticesOf(cookieOf(first)), []);

      const elsewhere = await from('203.0.113.99');
      const [event] = await noticesOf(cookieOf(elsewhere));
      assert.equal(event!.type, 'event');
      assert.equal(event!.title, 'Signed in from a new address');
      assert.equal(event!.description, 'Your account signed in from 203.0.113.99');
      assert.equal(event!.status, 'urgent');
      await from('203.0.113.99');
      assert.equal((await noticesOf(cookieOf(elsewhere))).length, 1, 'known now');

      await adminApi(s.app, cookieOf(elsewhere)).put(SWITCHES, { ...ALL_ON, accountPassword: false });
      await from('203.0.113.100');
      assert.equal((await noticesOf(cookieOf(elsewhere))).length, 1, 'switched off');
      await adminApi(s.app, cookieOf(elsewhere)).put(SWITCHES, ALL_ON);
      await from('203.0.113.100');
      assert.equal((await noticesOf(cookieOf(elsewhere))).length, 1, 'remembered while switched off');
    });

    test('a password change is an event of the user, unless switched off', async () => {
      const staff = await signedInStaff(s.app, []);
      const changed = await adminApi(s.app, staff.cookie).post('/api/v1/account/password', {
        currentPassword: staff.password,
        newPassword: 'a much longer passphrase of the notices test',
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      const [event] = await noticesOf(staff.cookie);
      assert.equal(event!.type, 'event');
      assert.equal(event!.title, 'Your password was changed');
      assert.equal(event!.extra.kind, 'password-changed');

      await adminApi(s.app, staff.cookie).put(SWITCHES, { ...ALL_ON, accountPassword: false });
      await s.app.services.notices.accountEvent(staff.id, 'password-changed');
      assert.equal((await noticesOf(staff.cookie)).length, 1);
    });

    test('system events tell holders of dashboard:read whose system-messages switch is on', async () => {
      const watcher = await signedInStaff(s.app, ['dashboard:read']);
      const quiet = await signedInStaff(s.app, ['dashboard:read']);
      const editor = await signedInStaff(s.app, ['news:write']);
      await adminApi(s.app, quiet.cookie).put(SWITCHES, { ...ALL_ON, systemMessages: false });

      await s.app.services.notices.systemEvent('mail-failed', {
        to: 'sales@example.com',
        reason: 'connection refused',
      });
      const [notice] = await noticesOf(watcher.cookie);
      assert.equal(notice!.type, 'notification');
      assert.equal(notice!.title, 'A mail could not be sent');
      assert.equal(notice!.description, 'To sales@example.com: connection refused');
      assert.deepEqual(await noticesOf(quiet.cookie), []);
      assert.deepEqual(await noticesOf(editor.cookie), []);

      // A dependency failing over and over is told once, not once a request.
      await s.app.services.notices.systemEvent('mail-failed', { to: 'x@example.com', reason: 'again' });
      assert.equal((await noticesOf(watcher.cookie)).length, 1);
    });

    test("another user's notice cannot be read or cleared; read and clear change only one's own", async () => {
      const owner = await signedInStaff(s.app, []);
      const intruder = await signedInStaff(s.app, []);
      const notices = s.app.services.notices;
      await notices.accountEvent(owner.id, 'password-changed');
      await notices.accountEvent(owner.id, 'password-changed');
      await notices.accountEvent(intruder.id, 'password-changed');
      const [latest, earlier] = await noticesOf(owner.cookie);

      const stolen = await adminApi(s.app, intruder.cookie).post(`${NOTICES}/${latest!.id}/read`, {});
      assert.equal(stolen.status, 404);
      assert.equal(stolen.body.code, 'NOT_FOUND');
      assert.equal((await adminApi(s.app, intruder.cookie).post(`${NOTICES}/999999/read`, {})).status, 404);
      assert.equal((await adminApi(s.app, intruder.cookie).post(`${NOTICES}/abc/read`, {})).status, 400);
      await adminApi(s.app, intruder.cookie).post(`${NOTICES}/clear`, { type: 'event' });
      assert.deepEqual(
        (await noticesOf(owner.cookie)).map((notice) => notice.read),
        [false, false],
      );

      const read = await adminApi(s.app, owner.cookie).post(`${NOTICES}/${earlier!.id}/read`, {});
      assert.equal(read.status, 200);
      assert.deepEqual(
        (await noticesOf(owner.cookie)).map((notice) => notice.read),
        [false, true],
      );
      assert.equal((await userInfo(owner.cookie)).unreadCount, 1);
    });

    test('clear marks every notice of one type read, and only of that type', async () => {
      const staff = await signedInStaff(s.app, ['enquiries:read', 'dashboard:read']);
      await submit('/api/v1/contact/us/submit', visitorForm('Clear one'));
      await submit('/api/v1/contact/us/submit', visitorForm('Clear two'));
      await s.app.services.notices.accountEvent(staff.id, 'password-changed');
      const api = adminApi(s.app, staff.cookie);

      const bad = await api.post(`${NOTICES}/clear`, { type: 'everything' });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.errors[0].field, 'type');

      assert.equal((await api.post(`${NOTICES}/clear`, { type: 'notification' })).status, 200);
      const after = await noticesOf(staff.cookie);
      assert.deepEqual(
        after.map((notice) => [notice.type, notice.read]),
        [
          ['event', false],
          ['notification', true],
          ['notification', true],
        ],
      );
      const { notifyCount, unreadCount } = await userInfo(staff.cookie);
      assert.deepEqual({ notifyCount, unreadCount }, { notifyCount: 3, unreadCount: 1 });
    });

    test('the list holds the last 90 days, newest first, at most 200, and the counts count exactly it', async () => {
      const staff = await signedInStaff(s.app, []);
      const row = (daysAgo: number, read: boolean) => ({
        user_id: staff.id,
        type: 'event',
        kind: 'password-changed',
        params: '{}',
        subject: null,
        status: 'urgent',
        read,
        created_at: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
      });
      // 210 recent ones (every third unread) and 5 older than 90 days, all unread.
      const recent = Array.from({ length: 210 }, (_, index) => row(index / 10, index % 3 !== 0));
      await s.db.insertInto('notices').values(recent).execute();
      await s.db
        .insertInto('notices')
        .values(Array.from({ length: 5 }, () => row(91, false)))
        .execute();

      const list = await noticesOf(staff.cookie);
      assert.equal(list.length, 200);
      const times = list.map((notice) => notice.datetime);
      assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
      const info = await userInfo(staff.cookie);
      assert.equal(info.notifyCount, list.length);
      assert.equal(info.unreadCount, list.filter((notice) => !notice.read).length);
      assert.equal(info.unreadCount, 67);
    });

    test('a failed request is told to the system watchers, without its details', async () => {
      const watcher = await signedInStaff(s.app, ['dashboard:read']);
      // A real 500 of a route: the table it reads is gone for a moment.
      await s.db.schema.alterTable('contracts').renameTo('contracts_away').execute();
      try {
        const reader = await signedInStaff(s.app, ['contracts:read']);
        const failed = await adminApi(s.app, reader.cookie).get('/api/v1/admin/contracts');
        assert.equal(failed.status, 500);
      } finally {
        await s.db.schema.alterTable('contracts_away').renameTo('contracts').execute();
      }
      const deadline = Date.now() + 5000;
      let notices: Notice[] = [];
      while (notices.length === 0 && Date.now() < deadline) {
        notices = await noticesOf(watcher.cookie);
        if (notices.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [notice] = notices;
      assert.equal(notice!.extra.kind, 'server-error');
      assert.equal(notice!.description, 'GET /api/v1/admin/contracts');
    });
  });
}

describe('signing in is never held up by a notice that cannot be written', () => {
  const [sqlite] = testBackends();
  const s = useTestApp(sqlite!);

  test('the sign-in succeeds without the table of addresses', async () => {
    const staff = await createStaff(s.app);
    await s.db.schema.dropTable('sign_in_addresses').execute();
    const answer = await postLogin(s.app, staff.username, staff.password);
    assert.equal(answer.statusCode, 200);
    assert.ok(await signIn(s.app, staff.username, staff.password));
  });
});
