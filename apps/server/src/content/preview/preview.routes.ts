import {
  type Authority,
  BLOCK_TYPES,
  type BlockType,
  errorEnvelope,
  idPath,
  previewLink,
  previewRequest,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';
import type { PreviewResource } from './preview-token.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** PUBLIC_URL's origin when set, else the request's own (its Host checked by plugins/host.ts), as pages build their links. */
function originOf(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  return configured ? new URL(configured).origin : `${request.protocol}://${request.host}`;
}

/**
 * `POST /api/v1/admin/R/{id}/preview` and `/admin/blocks/{type}/preview` (contract §10):
 * `{lang}` → `{url}`, a link to the record's working copy on its public page; needs `R:write`.
 * A content type's route is registered with its CRUD (`content/admin-routes.ts`), under its tag.
 */
export function registerPreviewRoute(fastify: FastifyInstance, resource: PreviewResource, tag: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blocks = resource === 'blocks';
  app.post(
    blocks ? '/admin/blocks/:type/preview' : `/admin/${resource}/:id/preview`,
    {
      schema: {
        tags: [tag],
        security: [{ session: [] }],
        summary: `Makes a one-hour link showing the latest version of one ${blocks ? 'page block' : 'record'} on its public page`,
        params: blocks ? z.object({ type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]) }) : idPath,
        body: previewRequest,
        response: { 200: successEnvelope(previewLink), ...errors },
      },
      config: { authority: `${resource}:write` as Authority },
    },
    async (request) => {
      const params = request.params as { id?: number; type?: string };
      const key = String(params.id ?? params.type);
      const { lang } = request.body;
      const url = await app.services.preview.link(resource, key, lang, originOf(request), editorOf(request));
      if (url === undefined) throw notFound();
      return ok({ url });
    },
  );
}

/** The page blocks' preview; each content type's comes with its CRUD routes. */
export default async function previewRoutes(fastify: FastifyInstance) {
  registerPreviewRoute(fastify, 'blocks', 'Pages');
}
