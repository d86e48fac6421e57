import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { deliverDueMail } from './mail.outbox.ts';

/** How often each process looks for mail to send. */
const INTERVAL_MS = 5000;

/**
 * Sends the outbox's due mail through SMTP_URL from every process (each message is claimed by
 * one); without SMTP_URL, mail waits in the outbox and a warning says so once.
 */
async function mailSender(app: FastifyInstance) {
  const { smtpUrl, mailFrom = 'CoreSense <no-reply@localhost>' } = app.config;
  if (!smtpUrl) {
    app.addHook('onReady', async () => {
      if (app.config.env !== 'test')
        app.log.warn('SMTP_URL is not set: mail (password reset links) waits in the outbox unsent');
    });
    return;
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const sender = new PeriodicTask({
    run: () => deliverDueMail(app.db, transport, mailFrom),
    report: (err) => app.log.error({ err }, 'sending mail failed'),
    intervalMs: INTERVAL_MS,
    firstDelayMs: INTERVAL_MS,
    keepsProcessAlive: true,
  });
  app.addHook('onReady', async () => {
    sender.start();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
    transport.close();
  });
}

export default fp(mailSender, { name: 'mail-sender' });
