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
import { adminErrors, signedInRouteOptions } from '../../lib/admin-route-options.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Editor, editorOf, ok } from '../../lib/http.ts';

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
  const { common, signedIn } = signedInRouteOptions('Admin: editorial workflow');

  app.get(
    '/admin/trash',
    {
      schema: {
        ...common,
        summary:
          'Lists the deleted records of the resources the user may read, latest deleted first; each is purged 30 days after its deletion',
        querystring: pagingQuery,
        response: { 200: successEnvelope(paged(trashEntry)), ...adminErrors },
      },
      config: signedIn,
    },
    async (request) => {
      const readable = TRASHED_RESOURCES.filter((resource) => holds(request, resource, 'read'));
      if (readable.length === 0) throw new AppError('FORBIDDEN');
      return ok(await trash.list(readable, request.query, request.lang));
    },
  );

  /** A restore or a purge: one record of the trash, with its resource's write authority. */
  const recordRoute = (
    method: 'POST' | 'DELETE',
    url: string,
    summary: string,
    act: (resource: TrashedResource, id: number, editor: Editor) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      schema: {
        ...common,
        summary,
        params: trashPath,
        response: { 200: successEnvelope(trashedRecord), ...adminErrors, 404: errorEnvelope },
      },
      config: signedIn,
      handler: async (request) => {
        const { resource, id } = request.params;
        mayWrite(request, resource);
        await act(resource, id, editorOf(request));
        return ok({ resource, id });
      },
    });

  recordRoute(
    'POST',
    '/admin/trash/:resource/:id/restore',
    "Brings a deleted record back as it was, with its versions, published in no language; needs the resource's write authority",
    (resource, id, editor) => trash.restore(resource, id, editor),
  );
  recordRoute(
    'DELETE',
    '/admin/trash/:resource/:id',
    "Deletes a record in the trash for good, with its versions, at once; needs the resource's write authority",
    (resource, id, editor) => trash.purge(resource, id, editor),
  );
}
