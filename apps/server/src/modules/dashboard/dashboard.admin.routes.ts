import {
  analysisQuery,
  dashboardAnalysis,
  dashboardMonitor,
  dashboardWorkplace,
  errorEnvelope,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isClusterWorker, workerIpc } from '../../cluster/ipc.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';
import type { ProcessFigures } from './dashboard.service.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
const config = { authority: 'dashboard:read' } as const;
const common = { tags: ['Admin: dashboards'], security: [{ session: [] }] };

/** `/api/v1/admin/dashboard/{analysis,monitor,workplace}` (contract §11). */
export default async function dashboardAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = app.services.dashboard;
  const worker = isClusterWorker(app.config);

  // A worker of WORKERS=N reports its own figures whenever the primary gathers them for a monitor.
  if (worker) {
    const ipc = workerIpc();
    const stop = ipc.onMessage((message) => {
      if (message.coresense !== 'metrics-collect') return;
      ipc.notify({ coresense: 'metrics-report', round: message.round, snapshot: app.metrics.snapshot() });
    });
    app.addHook('onClose', async () => stop());
  }

  const processFigures = async (): Promise<ProcessFigures> => {
    if (!worker) {
      return {
        uptimeSeconds: process.uptime(),
        snapshots: [app.metrics.snapshot()],
        otherMemory: { rss: 0, heapUsed: 0 },
      };
    }
    const { metrics } = await workerIpc().request({ coresense: 'metrics' });
    if (!metrics) throw new AppError('UNAVAILABLE');
    return { uptimeSeconds: metrics.uptimeSeconds, snapshots: metrics.workers, otherMemory: metrics.primary };
  };

  app.get(
    '/admin/dashboard/analysis',
    {
      schema: {
        ...common,
        summary: 'Enquiries, page views, downloads and top products per day of a range, and content counts',
        description:
          'Days are calendar days in SITE_TIME_ZONE; `from` and `to` are inclusive (default: the last 30 days, ' +
          'at most 366). Every figure but `content` (published records now) covers the range.',
        querystring: analysisQuery,
        response: { 200: successEnvelope(dashboardAnalysis), ...errors },
      },
      config,
    },
    async (request) => ok(await dashboard.analysis(request.query, request.lang)),
  );

  app.get(
    '/admin/dashboard/monitor',
    {
      schema: {
        ...common,
        summary: 'Uptime, memory, requests, errors, p95 latency and cache hits of the last 5 minutes',
        description: 'Over every process of the server (each worker of WORKERS=N).',
        response: { 200: successEnvelope(dashboardMonitor), ...errors, 503: errorEnvelope },
      },
      config,
    },
    async () => ok(await dashboard.monitor(await processFigures())),
  );

  app.get(
    '/admin/dashboard/workplace',
    {
      schema: {
        ...common,
        summary: 'The signed-in user’s to-dos, recent activity and drafts',
        description:
          'Recent activity is the user’s own audit entries, or everyone’s for holders of audit-log:read; ' +
          'drafts are the records whose latest version, whoever saved it (`author`), is not published in some ' +
          'language it is written in, newest first; to-dos (switched-off records among them) and drafts cover only resources the user may read.',
        response: { 200: successEnvelope(dashboardWorkplace), ...errors },
      },
      config,
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHENTICATED');
      return ok(await dashboard.workplace(user, request.lang));
    },
  );
}
