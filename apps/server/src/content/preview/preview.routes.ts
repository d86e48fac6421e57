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
import { PREVIEW_RESOURCES, type PreviewResource } from './preview-token.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

const TAGS: Record<PreviewResource, string> = {
  products: 'Admin: products',
  'product-categories': 'Admin: product categories',
  applications: 'Admin: applications',
  news: 'Admin: news and exhibitions',
  investor: 'Admin: investor relations',
  recruit: 'Admin: jobs',
  comments: 'Admin: customer comments',
  blocks: 'Pages',
};

/** PUBLIC_URL's origin when set, else the request's own (its Host checked by plugins/host.ts), as pages build their links. */
function originOf(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  return configured ? new URL(configured).origin : `${request.protocol}://${request.host}`;
}

/**
 * `POST /api/v1/admin/R/{id}/preview` and `/admin/blocks/{type}/preview` (contract §10):
 * `{lang}` → `{url}`, a link to the record's working copy on its public page; needs `R:write`.
 */
export default async function previewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blockPath = z.object({ type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]) });
  for (const resource of PREVIEW_RESOURCES) {
    const blocks = resource === 'blocks';
    app.post(
      blocks ? '/admin/blocks/:type/preview' : `/admin/${resource}/:id/preview`,
      {
        schema: {
          tags: [TAGS[resource]],
          security: [{ session: [] }],
          summary: `Makes a one-hour link showing the latest version of one ${blocks ? 'page block' : 'record'} on its public page`,
          params: blocks ? blockPath : idPath,
          body: previewRequest,
          response: { 200: successEnvelope(previewLink), ...errors },
        },
        config: { authority: `${resource}:write` as Authority },
      },
      async (request) => {
        const params = request.params as { id?: number; type?: string };
        const key = String(params.id ?? params.type);
        const { lang } = request.body;
        const url = await app.services.preview.link(
          resource,
          key,
          lang,
          originOf(request),
          editorOf(request),
        );
        if (url === undefined) throw notFound();
        return ok({ url });
      },
    );
  }
}
