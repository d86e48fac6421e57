import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = deliverDueMail(app.db, transport, mailFrom)
      .catch((err) => app.log.error({ err }, 'sending mail failed'))
      .finally(() => {
        if (timer) timer.refresh();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, INTERVAL_MS);
  });
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
    transport.close();
  });
}

export default fp(mailSender, { name: 'mail-sender' });
