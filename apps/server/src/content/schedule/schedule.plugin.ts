import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ScheduleRunner } from './schedule.runner.ts';

/**
 * Runs the due scheduled actions in this process (schedule.runner.ts): every process that builds
 * the app holds a database connection, so each of them looks, and the database picks who runs
 * what. It starts once the app is ready and stops before the app closes its database, waiting
 * for an action being run.
 */
async function scheduleRunner(app: FastifyInstance) {
  const { publications, auditLog, notices } = app.services;
  const runner = new ScheduleRunner({
    db: app.db,
    execute: (trx, action) =>
      publications.apply(trx, {
        resource: action.resource,
        recordKey: action.recordKey,
        action: action.action,
        langs: action.langs,
        actor: action.author,
        scheduled: true,
      }),
    audit: auditLog,
    onFailure: (trx, action, reason) =>
      notices.scheduledActionFailed(trx, {
        action: `${action.action} ${action.resource} ${action.recordKey} (${action.langs.join(', ')})`,
        reason,
      }),
    afterRun: () => app.contentChanged(),
    report: (err, message) => app.log.error({ err }, message),
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}

export default fp(scheduleRunner, { name: 'schedule-runner', dependencies: ['response-cache'] });
