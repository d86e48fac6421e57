import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { SubscriptionRepository } from './subscriptions.repository.ts';

/** How often each process looks for requests left unconfirmed. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The background side of change alerts, in every process: every hour, subscriptions never
 * confirmed within 7 days are deleted (the privacy page promises it). The delete is idempotent:
 * processes looking at once need no coordination.
 */
async function subscriptionTasks(app: FastifyInstance) {
  const purger = new PeriodicTask({
    run: () =>
      new SubscriptionRepository(app.db).purgeUnconfirmed(
        new Date(Date.now() - UNCONFIRMED_SUBSCRIPTION_DAYS * DAY_MS).toISOString(),
      ),
    report: (err) => app.log.error({ err }, 'subscriptions: deleting unconfirmed requests failed'),
    intervalMs: PURGE_INTERVAL_MS,
  });
  app.addHook('onReady', async () => {
    purger.start();
  });
  app.addHook('preClose', async () => {
    await purger.stop();
  });
}

export default fp(subscriptionTasks, { name: 'subscription-tasks' });
