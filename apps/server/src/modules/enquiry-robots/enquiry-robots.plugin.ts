import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicTask } from '../../lib/periodic-task.ts';

/** How often each process looks for robot messages to post. */
const INTERVAL_MS = 5000;

/**
 * Posts the robots' due messages from every process (each message is claimed by one). Tests
 * post by calling `deliverDue` themselves, at the times they choose.
 */
async function robotSender(app: FastifyInstance) {
  if (app.config.env === 'test') return;
  const sender = new PeriodicTask({
    run: () => app.services.enquiryRobots.deliverDue(),
    report: (err) => app.log.error({ err }, 'posting robot messages failed'),
    intervalMs: INTERVAL_MS,
    firstDelayMs: INTERVAL_MS,
  });
  app.addHook('onReady', async () => {
    sender.start();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
  });
}

export default fp(robotSender, { name: 'robot-sender' });
