import {
  auditLogEntry,
  auditLogListQuery,
  errorEnvelope,
  idPath,
  paged,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';

const { common, read, errors } = adminRouteOptions('audit-log', 'Admin: audit log');

/** `/api/v1/admin/audit-log`: who changed what, read only. */
export default async function auditLogAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auditLog = app.services.auditLog;

  app.get(
    '/admin/audit-log',
    {
      schema: {
        ...common,
        summary: 'Lists entries, newest first: filters resource, userId, action, dateFrom/dateTo, keyword',
        description: 'keyword matches the username, the record id and the recorded changes.',
        querystring: auditLogListQuery,
        response: { 200: successEnvelope(paged(auditLogEntry)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await auditLog.list(request.query)),
  );

  app.get(
    '/admin/audit-log/:id',
    {
      schema: {
        ...common,
        summary: 'Reads one entry',
        params: idPath,
        response: { 200: successEnvelope(auditLogEntry), ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const entry = await auditLog.get(request.params.id);
      if (!entry) throw notFound();
      return ok(entry);
    },
  );
}
