import {
  type Authority,
  deletedRecord,
  errorEnvelope,
  paged,
  SCHEDULED_RESOURCES,
  type ScheduledResource,
  scheduledAction,
  scheduledActionPath,
  scheduledActionsQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

function holds(request: FastifyRequest, resource: ScheduledResource, access: 'read' | 'write'): boolean {
  return request.user?.authorities.has(`${resource}:${access}` as Authority) ?? false;
}

/**
 * The schedule of publishing actions (contract §10): `GET /api/v1/admin/schedule` lists the
 * pending ones on the resources the user may read (`R:read`, `blocks:read`), `DELETE
 * /api/v1/admin/schedule/{id}` cancels one (its resource's `R:write`). The actions themselves
 * are made by the publish and unpublish routes and run by the schedule runner.
 */
export default async function scheduleAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { schedule } = app.services;
  const common = { tags: ['Admin: editorial workflow'], security: [{ session: [] }] };

  app.get(
    '/admin/schedule',
    {
      schema: {
        ...common,
        summary:
          'Lists the pending scheduled publish and unpublish actions on the resources the user may read, soonest first',
        querystring: scheduledActionsQuery,
        response: { 200: successEnvelope(paged(scheduledAction)), ...errors },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const readable = SCHEDULED_RESOURCES.filter(
        (resource) =>
          holds(request, resource, 'read') &&
          (!request.query.resource || request.query.resource === resource),
      );
      // A record of a resource the user may not read is as forbidden as that resource's whole list.
      if (readable.length === 0) throw new AppError('FORBIDDEN');
      return ok(await schedule.list(readable, request.query, request.lang));
    },
  );

  app.delete(
    '/admin/schedule/:id',
    {
      schema: {
        ...common,
        summary: "Cancels a pending scheduled action; needs its resource's write authority",
        params: scheduledActionPath,
        response: { 200: successEnvelope(deletedRecord), ...errors, 404: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const { id } = request.params;
      await schedule.cancel(id, editorOf(request), (resource) => holds(request, resource, 'write'));
      return ok({ id });
    },
  );
}
