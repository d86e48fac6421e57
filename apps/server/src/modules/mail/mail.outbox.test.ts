import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { testBackends } from '../../test-support/test-app.ts';
import { deliverDueMail, enqueueMail } from './mail.outbox.ts';

const FROM = 'CoreSense <no-reply@coresense.example>';
const UNSUBSCRIBE = '<https://www.coresense.example/api/v1/subscription/unsubscribe?token=abc>';

/** An SMTP server on a free local port that keeps what it is sent, and refuses the first message. */
async function smtpServer() {
  const received: string[] = [];
  let refusals = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
        }
        received.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

for (const backend of testBackends()) {
  describe(`the mail outbox through a real SMTP server (${backend.name})`, () => {
    test('a message with its HTML part and headers arrives whole and once; a refusal is tried again later', async (t) => {
      const { database, destroy } = await backend.open();
      t.after(destroy);
      const smtp = await smtpServer();
      t.after(smtp.close);
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true });
      t.after(() => transport.close());
      const { db } = database;

      await enqueueMail(db, [
        {
          to: 'engineer@example.com',
          subject: 'CSA-3110 datasheet revised',
          body: 'Revision C of the CSA-3110 datasheet is out.',
          html: '<p>Revision <strong>C</strong> of the CSA-3110 datasheet is out.</p>',
          headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
      ]);
      const now = Date.now();
      assert.equal(await deliverDueMail(db, transport, FROM, now), 0, 'refused by the server');
      const kept = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      assert.equal(kept.attempts, 1);
      assert.match(kept.last_error, /try later/);
      assert.equal(await deliverDueMail(db, transport, FROM, now + 1000), 0, 'not due again yet');

      assert.equal(await deliverDueMail(db, transport, FROM, now + 61_000), 1, 'tried again a minute on');
      assert.equal(smtp.received.length, 1);
      // Long header lines arrive folded (RFC 5322): unfolded, each header is one line again.
      const message = smtp.received[0]!.replace(/\r?\n[ \t]+/g, ' ');
      assert.match(message, /^Subject: CSA-3110 datasheet revised$/m);
      assert.match(message, /^To: engineer@example\.com$/m);
      assert.ok(message.includes(`List-Unsubscribe: ${UNSUBSCRIBE}`), message);
      assert.match(message, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      assert.match(message, /multipart\/alternative/);
      assert.match(message, /Content-Type: text\/plain[\s\S]*Revision C of the CSA-3110 datasheet is out\./);
      assert.match(message, /Content-Type: text\/html[\s\S]*<strong>C<\/strong>/);

      assert.equal(await deliverDueMail(db, transport, FROM, now + 3_600_000), 0, 'sent once');
      assert.equal(smtp.received.length, 1);
    });
  });
}
