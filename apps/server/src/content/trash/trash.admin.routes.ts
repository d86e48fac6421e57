import {
  type Authority,
  errorEnvelope,
  paged,
  pagingQuery,
  successEnvelope,
  TRASHED_RESOURCES,
  type TrashedResource,
  trashEntry,
  trashPath,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };
const trashedRecord = z.object({ resource: z.enum(TRASHED_RESOURCES), id: z.number().int() });

function holds(request: FastifyRequest, resource: TrashedResource, access: 'read' | 'write'): boolean {
  return request.user?.authorities.has(`${resource}:${access}` as Authority) ?? false;
}

function mayWrite(request: FastifyRequest, resource: TrashedResource): void {
  if (!holds(request, resource, 'write')) throw new AppError('FORBIDDEN');
}

/**
 * The trash (contract §10): `DELETE /api/v1/admin/R/{id}` of a bilingual resource puts a record
 * there (`registerAdminCrud`); these routes list it over the resources the user may read, bring
 * a record back and purge one at once, each with the resource's `R:write`.
 */
export default async function trashAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { trash } = app.services;
  const common = { tags: ['Admin: editorial workflow'], security: [{ session: [] }] };

  app.get(
    '/admin/trash',
    {
      schema: {
        ...common,
        summary:
          'Lists the deleted records of the resources the user may read, latest deleted first; each is purged 30 days after its deletion',
        querystring: pagingQuery,
        response: { 200: successEnvelope(paged(trashEntry)), ...errors },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const readable = TRASHED_RESOURCES.filter((resource) => holds(request, resource, 'read'));
      if (readable.length === 0) throw new AppError('FORBIDDEN');
      return ok(await trash.list(readable, request.query, request.lang));
    },
  );

  app.post(
    '/admin/trash/:resource/:id/restore',
    {
      schema: {
        ...common,
        summary:
          "Brings a deleted record back as it was, with its versions, published in no language; needs the resource's write authority",
        params: trashPath,
        response: { 200: successEnvelope(trashedRecord), ...errors, 404: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const { resource, id } = request.params;
      mayWrite(request, resource);
      await trash.restore(resource, id, editorOf(request));
      return ok({ resource, id });
    },
  );

  app.delete(
    '/admin/trash/:resource/:id',
    {
      schema: {
        ...common,
        summary:
          "Deletes a record in the trash for good, with its versions, at once; needs the resource's write authority",
        params: trashPath,
        response: { 200: successEnvelope(trashedRecord), ...errors, 404: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const { resource, id } = request.params;
      mayWrite(request, resource);
      await trash.purge(resource, id, editorOf(request));
      return ok({ resource, id });
    },
  );
}
