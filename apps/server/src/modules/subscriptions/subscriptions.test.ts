import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { adminApi, auditEntries } from '../../test-support/admin-api.ts';
import { signedInStaff } from '../../test-support/auth.ts';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { SubscriptionLinks } from './subscription-links.ts';
import { SubscriptionRepository } from './subscriptions.repository.ts';

const SITE = 'https://www.coresense.example';

/** The links of the mails queued to `to`, newest mail last. */
async function linksTo(db: Kysely<Database>, to: string, path: string) {
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['body', 'html'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
  return mails.flatMap((mail) =>
    [...mail.body.matchAll(new RegExp(`${SITE}${path}\\?token=[\\w.-]+`, 'g'))].map((m) => m[0]),
  );
}

for (const backend of testBackends()) {
  describe(`change alert subscriptions (${backend.name})`, () => {
    const s = useContentSuite(backend, { fixtures: ['catalogue'], config: { publicUrl: SITE } });
    const post = (payload: unknown, query = '') =>
      s.app.inject({ method: 'POST', url: `/api/v1/subscription${query}`, payload: payload as object });
    const pathOf = (link: string) => link.slice(SITE.length);

    test('bad requests are refused field by field, in the language asked, and store nothing', async () => {
      const cases: Array<[unknown, string[]]> = [
        [{ email: 'not-an-address', lang: 'en_US', topics: ['news'] }, ['email']],
        [{ email: 'a@example.com', lang: 'fr_FR', topics: ['news'] }, ['lang']],
        [{ email: 'a@example.com', lang: 'en_US' }, ['topics']],
        [{ email: 'a@example.com', lang: 'en_US', topics: [], productIds: [] }, ['topics']],
        [{ email: 'a@example.com', lang: 'en_US', topics: ['weather'] }, ['topics.0']],
        [{ email: 'a@example.com', lang: 'en_US', productIds: ['x'] }, ['productIds.0']],
      ];
      for (const [payload, fields] of cases) {
        const answer = await post(payload, '?lang=en_US');
        assert.equal(answer.statusCode, 400, JSON.stringify(payload));
        const body = answer.json();
        assert.equal(body.code, 'VALIDATION_ERROR');
        assert.deepEqual(
          body.errors.map((error: { field: string }) => error.field),
          fields,
          JSON.stringify(payload),
        );
      }
      const nothing = await post({ email: 'a@example.com', lang: 'en_US' }, '?lang=en_US');
      assert.equal(nothing.json().errors[0].message, 'Choose at least one product or topic.');
      const unknown = await post({ email: 'a@example.com', lang: 'en_US', productIds: [987654] });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json().errors[0].field, 'productIds');
      const hidden = await post({
        email: 'a@example.com',
        lang: 'en_US',
        productIds: [s.catalogue.products.draft],
      });
      assert.equal(hidden.json().errors[0].field, 'productIds', 'an unpublished product cannot be followed');
      assert.equal((await s.db.selectFrom('subscriptions').selectAll().execute()).length, 0);
      assert.equal((await s.db.selectFrom('mail_outbox').selectAll().execute()).length, 0);
    });

    test('the same answer for a new and a known address; a confirmation mail in the language asked', async () => {
      const email = 'Known.Engineer@Example.com';
      const first = await post({
        email,
        lang: 'en_US',
        topics: ['news'],
        productIds: [s.catalogue.products.axis3],
      });
      const second = await post({ email, lang: 'en_US', topics: ['investor'] });
      assert.equal(first.statusCode, 200);
      assert.equal(first.body, second.body);
      assert.deepEqual(first.json(), { success: true, data: {} });
      const rows = await s.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('email', '=', 'known.engineer@example.com')
        .execute();
      assert.equal(rows.length, 1, 'one subscription per address, whatever its case');
      assert.equal(rows[0]!.confirmed_at, null);
      const mails = await s.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'known.engineer@example.com')
        .execute();
      assert.equal(mails.length, 2);
      assert.equal(mails[1]!.subject, 'Confirm your CoreSense alerts');
      assert.match(mails[1]!.body, /Company news and exhibitions/);
      assert.match(
        mails[1]!.body,
        /Investor relations announcements/,
        'the second request adds to the first',
      );
      assert.match(mails[1]!.html, /<table role="presentation"/);
      assert.match(mails[1]!.html, /#0b5cd5/);
    });

    test('confirming through the link; the page is in the subscription’s language; a link followed twice answers the same', async () => {
      const email = 'zh.reader@example.com';
      await post({ email, lang: 'zh-CN', topics: ['news'] });
      const [confirm] = await linksTo(s.db, email, '/api/v1/subscription/confirm');
      assert.ok(confirm);
      const page = await s.app.inject({ method: 'GET', url: pathOf(confirm) });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /text\/html/);
      assert.match(page.body, /<html lang="zh-CN">/);
      assert.match(page.body, /订阅已确认/);
      assert.doesNotMatch(page.body, /<script/i);
      const row = await new SubscriptionRepository(s.db).findByEmail(email);
      assert.ok(row?.confirmed_at);
      assert.equal(row.pending, null);
      const topics = await new SubscriptionRepository(s.db).topicsOf([row.id]);
      assert.deepEqual(topics.get(row.id), ['news']);
      const again = await s.app.inject({ method: 'GET', url: pathOf(confirm) });
      assert.equal(again.statusCode, 200);

      // Confirmed and asking for nothing new: no mail; asking for more: a new confirmation.
      const before = (await linksTo(s.db, email, '/api/v1/subscription/confirm')).length;
      await post({ email, lang: 'zh_CN', topics: ['news'] });
      assert.equal((await linksTo(s.db, email, '/api/v1/subscription/confirm')).length, before);
      await post({ email, lang: 'zh_CN', topics: ['documents'] });
      assert.equal((await linksTo(s.db, email, '/api/v1/subscription/confirm')).length, before + 1);
    });

    test('an altered or unknown token is 404 and changes nothing', async () => {
      const email = 'careful@example.com';
      await post({ email, lang: 'en_US', topics: ['investor'] });
      const [confirm] = await linksTo(s.db, email, '/api/v1/subscription/confirm');
      const token = new URL(confirm!).searchParams.get('token')!;
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      const [prefix, id] = token.split('.');
      const forged = [
        `${token.slice(0, -1)}${last}`,
        `${prefix}.${Number(id) + 1}.${token.split('.')[2]}`,
        `u.${id}.${token.split('.')[2]}`,
        `${token}=`,
        'c.1.AAAA',
        'nonsense',
      ];
      for (const bad of forged) {
        const answer = await s.app.inject({
          method: 'GET',
          url: `/api/v1/subscription/confirm?token=${encodeURIComponent(bad)}`,
        });
        assert.equal(answer.statusCode, 404, bad);
        const unsubscribe = await s.app.inject({
          method: 'POST',
          url: `/api/v1/subscription/unsubscribe?token=${encodeURIComponent(bad)}`,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        assert.equal(unsubscribe.statusCode, 404, bad);
      }
      const row = await new SubscriptionRepository(s.db).findByEmail(email);
      assert.equal(row?.confirmed_at, null, 'still unconfirmed');
      assert.ok(row?.pending);
    });

    test('unsubscribing by the link and by the one-click POST deletes the subscription', async () => {
      const unsubscribeLink = async (email: string) => {
        await post({ email, lang: 'en_US', topics: ['news'] });
        const [confirm] = await linksTo(s.db, email, '/api/v1/subscription/confirm');
        assert.equal((await s.app.inject({ method: 'GET', url: pathOf(confirm!) })).statusCode, 200);
        const row = await new SubscriptionRepository(s.db).findByEmail(email);
        const links = new SubscriptionLinks(s.db, SITE);
        return links.unsubscribe(row!, await links.key());
      };
      const byLink = await unsubscribeLink('by.link@example.com');
      const page = await s.app.inject({ method: 'GET', url: pathOf(byLink) });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /You are unsubscribed/);
      assert.equal(await new SubscriptionRepository(s.db).findByEmail('by.link@example.com'), undefined);
      assert.equal((await s.app.inject({ method: 'GET', url: pathOf(byLink) })).statusCode, 404, 'gone');

      const oneClick = await unsubscribeLink('one.click@example.com');
      const answer = await s.app.inject({
        method: 'POST',
        url: pathOf(oneClick),
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(answer.statusCode, 200);
      assert.equal(await new SubscriptionRepository(s.db).findByEmail('one.click@example.com'), undefined);
    });

    test('a form sent without scripts gets a page back, and its errors on a page', async () => {
      const form = (body: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/v1/subscription?lang=en_US',
          payload: body,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          },
        });
      const sent = await form(
        `email=form%40example.com&lang=en_US&topics=news&topics=investor&back=%2Fcompany-news`,
      );
      assert.equal(sent.statusCode, 200);
      assert.match(sent.body, /Please check your inbox/);
      assert.match(sent.body, /href="\/company-news"/);
      const refused = await form('email=%3Cscript%3E&lang=en_US&topics=news&back=%2F%2Fevil.example');
      assert.equal(refused.statusCode, 400);
      assert.match(refused.body, /Please enter a valid email address/);
      assert.doesNotMatch(refused.body, /evil\.example/, 'only a path of this site is linked back to');
    });

    test('the back-office lists, searches, exports and deletes subscriptions, audited', async () => {
      await post({
        email: 'listed@example.com',
        lang: 'en_US',
        topics: ['documents'],
        productIds: [s.catalogue.products.axis3],
      });
      const reader = await signedInStaff(s.app, ['subscriptions:read']);
      const writer = await signedInStaff(s.app, ['subscriptions:read', 'subscriptions:write']);
      const anonymous = adminApi(s.app);
      assert.equal((await anonymous.get('/api/v1/admin/subscriptions')).status, 401);
      const readOnly = adminApi(s.app, reader.cookie);
      const list = await readOnly.get('/api/v1/admin/subscriptions?keyword=LISTED&lang=en_US');
      assert.equal(list.status, 200);
      assert.equal(list.body.data.total, 1);
      const [item] = list.body.data.list;
      assert.equal(item.email, 'listed@example.com');
      assert.equal(item.status, 'pending');
      assert.deepEqual(item.pending.topics, ['documents']);
      assert.deepEqual(
        item.pending.products.map((product: { id: number }) => product.id),
        [s.catalogue.products.axis3],
        'the products asked for are named before the request is confirmed',
      );
      assert.ok(item.pending.products[0].name);
      const exported = await readOnly.get('/api/v1/admin/subscriptions/export?email=Listed@example.com');
      assert.equal(exported.status, 200);
      assert.equal(exported.body.data.subscriptions.length, 1);
      assert.equal(exported.body.data.mails[0].subject, 'Confirm your CoreSense alerts');
      assert.equal((await readOnly.delete(`/api/v1/admin/subscriptions/${item.id}`)).status, 403);
      const deleted = await adminApi(s.app, writer.cookie).delete(`/api/v1/admin/subscriptions/${item.id}`);
      assert.equal(deleted.status, 200);
      assert.equal(
        (await adminApi(s.app, writer.cookie).delete(`/api/v1/admin/subscriptions/${item.id}`)).status,
        404,
      );
      const [audit] = await auditEntries(s.app, 'subscriptions', item.id);
      assert.equal(audit?.action, 'delete');
      assert.equal(audit?.username, writer.username);
      assert.equal(audit?.changes.email, 'listed@example.com');
    });

    test('requests left unconfirmed past 7 days are deleted; confirmed subscriptions stay', async () => {
      const repository = new SubscriptionRepository(s.db);
      await post({ email: 'stale@example.com', lang: 'en_US', topics: ['news'] });
      const stale = await repository.findByEmail('stale@example.com');
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
      await s.db
        .updateTable('subscriptions')
        .set({ updated_at: eightDaysAgo, created_at: eightDaysAgo })
        .where('id', '=', stale!.id)
        .execute();
      const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
      const deleted = await repository.purgeUnconfirmed(sixDaysAgo);
      assert.ok(deleted >= 1);
      assert.equal(await repository.findByEmail('stale@example.com'), undefined);
      assert.ok(await repository.findByEmail('zh.reader@example.com'), 'a confirmed one stays');
    });
  });
}
