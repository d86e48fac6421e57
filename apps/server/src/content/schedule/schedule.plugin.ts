import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TrashPurger } from '../trash/trash.purger.ts';
import { ScheduleRunner } from './schedule.runner.ts';

/** The failure of an action whose author may no longer write the resource, as recorded and told. */
export const AUTHOR_MAY_NO_LONGER = 'AUTHOR_MAY_NO_LONGER_WRITE';

/**
 * Runs the due scheduled actions in this process (schedule.runner.ts): every process that builds
 * the app holds a database connection, so each of them looks, and the database picks who runs
 * what. It starts once the app is ready and stops before the app closes its database, waiting
 * for an action being run. The trash's 30-day purge runs beside it, in the same processes, on
 * the same terms (`trash/trash.purger.ts`).
 */
async function scheduleRunner(app: FastifyInstance) {
  const { publications, auditLog, notices, staff } = app.services;
  const runner = new ScheduleRunner({
    db: app.db,
    execute: async (trx, action) => {
      // An author disabled or stripped of the authority since scheduling no longer publishes.
      if (action.author && !(await staff.holdsNow(trx, action.author.id, `${action.resource}:write`))) {
        throw new Error(AUTHOR_MAY_NO_LONGER);
      }
      return publications.apply(trx, {
        resource: action.resource,
        recordKey: action.recordKey,
        action: action.action,
        langs: action.langs,
        actor: action.author,
        scheduled: true,
      });
    },
    audit: auditLog,
    titleOf: (trx, action) => publications.titleOf(trx, action.resource, action.recordKey),
    onFailure: (trx, action, reason) =>
      notices.scheduledActionFailed(trx, {
        action: `${action.action} ${action.resource} ${action.recordKey} (${action.langs.join(', ')})`,
        reason,
      }),
    afterRun: () => app.contentChanged(),
    report: (err, message) => app.log.error({ err }, message),
  });
  const purger = new TrashPurger({
    trash: app.services.trash,
    report: (err, message) => app.log.error({ err }, message),
  });
  app.addHook('onReady', async () => {
    runner.start();
    purger.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all([runner.stop(), purger.stop()]);
  });
}

export default fp(scheduleRunner, { name: 'schedule-runner', dependencies: ['response-cache'] });
