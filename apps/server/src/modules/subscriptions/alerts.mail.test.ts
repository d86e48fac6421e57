import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startSmtpServer } from '@coresense/test-support/smtp';
import nodemailer from 'nodemailer';
import { useContentSuite } from '../../test-support/content-suite.ts';
import { testBackends } from '../../test-support/test-app.ts';
import { deliverDueMail } from '../mail/mail.outbox.ts';

const SITE = 'https://www.coresense.example';
const FROM = 'CoreSense <no-reply@coresense.example>';

/** A real SMTP server (`@coresense/test-support/smtp`) and a transport to it, refusing `refusals` messages first. */
async function smtpServer(refusals = 0) {
  const server = await startSmtpServer({ refusals });
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: server.port, ignoreTLS: true });
  return {
    received: server.received,
    transport,
    close: async () => {
      transport.close();
      await server.close();
    },
  };
}

const text = (title: string) => ({
  title,
  summary: '',
  cover: '',
  content: `<p>${title}</p>`,
  address: '',
  booth: '',
});

for (const backend of testBackends()) {
  describe(`change alerts through a real SMTP server (${backend.name})`, () => {
    const s = useContentSuite(backend, {
      fixtures: ['catalogue'],
      authorities: [
        'news:read',
        'news:write',
        'investor:read',
        'investor:write',
        'documents:read',
        'documents:write',
      ],
      config: { publicUrl: SITE },
    });
    const { editor } = s;

    /** Subscribes and, unless told not to, confirms through the link of the mail the server received. */
    async function subscriber(
      smtp: Awaited<ReturnType<typeof smtpServer>>,
      email: string,
      request: Record<string, unknown>,
      confirm = true,
    ) {
      const answer = await s.app.inject({
        method: 'POST',
        url: '/api/v1/subscription',
        payload: { email, ...request },
      });
      assert.equal(answer.statusCode, 200);
      await deliverDueMail(s.db, smtp.transport, FROM);
      const mail = smtp.received.findLast((each) => each.to === email);
      const link = mail?.message.match(
        /https:\/\/www\.coresense\.example\/api\/v1\/subscription\/confirm\?token=[\w.-]+/,
      )?.[0];
      assert.ok(link, `a confirmation link reached ${email}`);
      if (confirm)
        assert.equal((await s.app.inject({ method: 'GET', url: link.slice(SITE.length) })).statusCode, 200);
    }

    const deliverAll = async (smtp: Awaited<ReturnType<typeof smtpServer>>) => {
      while ((await deliverDueMail(s.db, smtp.transport, FROM)) > 0);
    };

    test('a first publication mails each confirmed subscriber once, in their language; edits and re-publications mail nobody', async (t) => {
      const smtp = await smtpServer();
      t.after(smtp.close);
      await subscriber(smtp, 'zh.news@example.com', { lang: 'zh_CN', topics: ['news'] });
      await subscriber(smtp, 'en.news@example.com', { lang: 'en_US', topics: ['news', 'investor'] });
      await subscriber(smtp, 'en.investor@example.com', { lang: 'en_US', topics: ['investor'] });
      await subscriber(smtp, 'unconfirmed@example.com', { lang: 'zh_CN', topics: ['news'] }, false);
      const before = smtp.received.length;
      const alerts = () => smtp.received.slice(before);

      const draft = await editor.post('/api/v1/admin/news', {
        type: 'news',
        enabled: true,
        i18n: { zh_CN: text('新一代<压力>传感器'), en_US: text('A new <pressure> sensor') },
        publish: [],
      });
      assert.equal(draft.status, 200);
      const id = draft.body.data.id;
      await deliverAll(smtp);
      assert.equal(alerts().length, 0, 'a draft tells nobody');

      assert.equal((await editor.post(`/api/v1/admin/news/${id}/publish`, { langs: ['zh_CN'] })).status, 200);
      await deliverAll(smtp);
      assert.deepEqual(
        alerts().map((mail) => mail.to),
        ['zh.news@example.com'],
        'only the confirmed subscriber in Chinese',
      );
      const [zh] = alerts();
      assert.match(zh!.message, /Subject: =\?UTF-8\?/);
      assert.match(zh!.message, new RegExp(`${SITE}/company-news/detail\\?id=${id}&lang=zh-CN`));
      assert.match(
        zh!.message,
        /List-Unsubscribe: <https:\/\/www\.coresense\.example\/api\/v1\/subscription\/unsubscribe\?token=u\.\d+\.[\w-]+>/,
      );
      assert.match(zh!.message, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      assert.match(zh!.message, /Content-Type: text\/html/);
      const html = zh!.message.slice(zh!.message.indexOf('Content-Type: text/html'));
      assert.match(html, /新一代&lt;压力&gt;传感器/);
      assert.doesNotMatch(html, /<压力>/, 'the title is escaped in the HTML part');

      // An edit, an unpublication and a re-publication in Chinese mail nobody.
      const saved = await editor.put(`/api/v1/admin/news/${id}`, {
        type: 'news',
        enabled: true,
        i18n: { zh_CN: text('新一代压力传感器（更新）'), en_US: text('A new pressure sensor') },
        publish: ['zh_CN'],
      });
      assert.equal(saved.status, 200);
      assert.equal(
        (await editor.post(`/api/v1/admin/news/${id}/unpublish`, { langs: ['zh_CN'] })).status,
        200,
      );
      assert.equal((await editor.post(`/api/v1/admin/news/${id}/publish`, { langs: ['zh_CN'] })).status, 200);
      await deliverAll(smtp);
      assert.equal(alerts().length, 1);

      // English, published for the first time, reaches the English news subscriber only.
      assert.equal((await editor.post(`/api/v1/admin/news/${id}/publish`, { langs: ['en_US'] })).status, 200);
      await deliverAll(smtp);
      assert.deepEqual(
        alerts()
          .slice(1)
          .map((mail) => mail.to),
        ['en.news@example.com'],
      );
      assert.match(alerts()[1]!.message, /Subject: News: A new pressure sensor/);

      // An investor item goes to both English investor subscribers, once each.
      const investor = await editor.post('/api/v1/admin/investor', {
        type: 'announcement',
        enabled: true,
        i18n: {
          en_US: {
            title: 'Half-year report',
            summary: '',
            content: '<p>H1</p>',
            publishDate: '2026-06-30',
            files: [],
          },
        },
      });
      assert.equal(investor.status, 200);
      await deliverAll(smtp);
      assert.deepEqual(
        alerts()
          .slice(2)
          .map((mail) => mail.to)
          .sort(),
        ['en.investor@example.com', 'en.news@example.com'],
      );
      assert.equal(
        smtp.received.filter((mail) => mail.to === 'unconfirmed@example.com').length,
        1,
        'an unconfirmed address has had its confirmation mail and nothing else',
      );
    });

    test('a new document, a new revision and a PCN reach subscribers of its products and of topic documents, once each', async (t) => {
      const smtp = await smtpServer();
      t.after(smtp.close);
      const { axis3, barometer } = s.catalogue.products;
      await subscriber(smtp, 'axis.fan@example.com', { lang: 'en_US', productIds: [axis3] });
      await subscriber(smtp, 'all.docs@example.com', { lang: 'en_US', topics: ['documents'] });
      await subscriber(smtp, 'other.product@example.com', { lang: 'en_US', productIds: [barometer] });
      await subscriber(smtp, 'unconfirmed.docs@example.com', { lang: 'en_US', topics: ['documents'] }, false);
      await subscriber(smtp, 'zh.docs@example.com', { lang: 'zh_CN', topics: ['documents'] });
      const before = smtp.received.length;
      const alerts = () => smtp.received.slice(before);
      const upload = async (name: string) =>
        (
          await s.app.services.files.store({
            name,
            mime: 'application/pdf',
            data: Buffer.from(`%PDF-1.4 ${name}`),
            createdBy: editor.id,
          })
        ).id;
      const revision = async (text: string) => ({
        revision: text,
        date: '2026-11-01',
        fileId: await upload(`csa3110-${text}.pdf`),
        i18n: { en_US: { changes: `Revision ${text}` } },
      });

      const created = await editor.post('/api/v1/admin/documents', {
        type: 'datasheet',
        number: 'CS-DS-3110',
        lang: 'en_US',
        productIds: [axis3],
        enabled: true,
        i18n: { en_US: { title: 'CSA-3110 datasheet' } },
        revision: await revision('A'),
      });
      assert.equal(created.status, 200);
      const id = created.body.data.id;
      await deliverAll(smtp);
      assert.deepEqual(
        alerts()
          .map((mail) => mail.to)
          .sort(),
        ['all.docs@example.com', 'axis.fan@example.com'],
        'subscribers of its product and of documents in its language; not the unconfirmed, not Chinese, not another product',
      );
      assert.match(alerts()[0]!.message, /Subject: Document revised: CSA-3110 datasheet \(revision A\)/);
      assert.match(alerts()[0]!.message, new RegExp(`${SITE}/documents/detail\\?id=${id}&lang=en-US`));

      const edited = await editor.put(`/api/v1/admin/documents/${id}`, {
        type: 'datasheet',
        number: 'CS-DS-3110',
        lang: 'en_US',
        productIds: [axis3],
        enabled: true,
        i18n: { en_US: { title: 'CSA-3110 datasheet (edited)' } },
      });
      assert.equal(edited.status, 200);
      await deliverAll(smtp);
      assert.equal(alerts().length, 2, 'an edit is no news');

      assert.equal(
        (await editor.post(`/api/v1/admin/documents/${id}/revisions`, await revision('B'))).status,
        200,
      );
      await deliverAll(smtp);
      assert.deepEqual(
        alerts()
          .slice(2)
          .map((mail) => mail.to)
          .sort(),
        ['all.docs@example.com', 'axis.fan@example.com'],
        'exactly one mail each for the new revision',
      );
      assert.match(alerts()[2]!.message, /\(revision B\)/);

      const notice = await editor.post('/api/v1/admin/documents', {
        type: 'pcn',
        number: 'CS-PCN-3110',
        lang: 'en_US',
        productIds: [axis3],
        enabled: true,
        i18n: { en_US: { title: 'CSA-3110 wafer fab move' } },
        revision: await revision('A'),
      });
      assert.equal(notice.status, 200);
      await deliverAll(smtp);
      const pcnMails = alerts().slice(4);
      assert.deepEqual(pcnMails.map((mail) => mail.to).sort(), [
        'all.docs@example.com',
        'axis.fan@example.com',
      ]);
      assert.match(pcnMails[0]!.message, /CSA-3110 wafer fab move/);
      assert.equal(
        smtp.received.filter((mail) => mail.to === 'unconfirmed.docs@example.com').length,
        1,
        'the unconfirmed address had its confirmation mail and nothing else',
      );
    });

    test('the outbox retries after the server refuses once, and two workers send each message once', async (t) => {
      const smtp = await smtpServer(1);
      t.after(smtp.close);
      // What earlier tests left unsent is not this test's to send.
      await s.db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date().toISOString() })
        .where('sent_at', 'is', null)
        .execute();
      await s.app.inject({
        method: 'POST',
        url: '/api/v1/subscription',
        payload: { email: 'retry@example.com', lang: 'en_US', topics: ['news'] },
      });
      const now = Date.now();
      assert.equal(await deliverDueMail(s.db, smtp.transport, FROM, now), 0, 'refused');
      const kept = await s.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'retry@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(kept.attempts, 1);
      assert.match(kept.last_error, /try later/);
      assert.equal(await deliverDueMail(s.db, smtp.transport, FROM, now + 61_000), 1, 'sent on the retry');

      // Twenty-five messages due, two delivering loops on one database: each message arrives once.
      const mails = Array.from({ length: 25 }, (_, index) => ({
        to_address: `worker${index}@example.com`,
        subject: `message ${index}`,
        body: 'x',
        created_at: new Date(now).toISOString(),
        next_attempt_at: new Date(now).toISOString(),
      }));
      await s.db.insertInto('mail_outbox').values(mails).execute();
      const loop = async () => {
        let sent = 0;
        for (let pass = 0; pass < 5; pass += 1)
          sent += await deliverDueMail(s.db, smtp.transport, FROM, now + 120_000);
        return sent;
      };
      const [first, second] = await Promise.all([loop(), loop()]);
      assert.equal(first + second, 25);
      const workers = smtp.received.filter((mail) => mail.to.startsWith('worker'));
      assert.equal(workers.length, 25);
      assert.equal(new Set(workers.map((mail) => mail.to)).size, 25, 'no message twice');
    });
  });
}
