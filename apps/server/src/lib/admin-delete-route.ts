import { deletedRecord, errorEnvelope, idPath, type Resource, successEnvelope } from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRouteOptions } from './admin-route-options.ts';
import { notFound } from './app-error.ts';
import { ok } from './http.ts';

export interface AdminDeleteRoute {
  resource: Resource;
  tag: string;
  /** The records' address, e.g. `/admin/files`; the route is `<path>/:id`. */
  path: string;
  summary: string;
  description?: string;
}

/**
 * `DELETE <path>/:id` of one back-office resource, needing its write authority: `{ id }` once
 * `remove` has deleted the record, 404 when it finds no such record.
 */
export function registerAdminDelete(
  fastify: FastifyInstance,
  route: AdminDeleteRoute,
  remove: (id: number, request: FastifyRequest) => Promise<boolean>,
) {
  const { common, write, errors } = adminRouteOptions(route.resource, route.tag);
  fastify.withTypeProvider<ZodTypeProvider>().delete(
    `${route.path}/:id`,
    {
      schema: {
        ...common,
        summary: route.summary,
        ...(route.description === undefined ? {} : { description: route.description }),
        params: idPath,
        response: { 200: successEnvelope(deletedRecord), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      if (!(await remove(id, request))) throw notFound();
      return ok({ id });
    },
  );
}
