import { crossReferenceAnswer, crossReferenceQuery, errorEnvelope, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

/** `GET /api/v1/product/cross-reference` (contract §13). */
export default async function crossReferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const references = app.services.crossReferences;

  app.get(
    '/product/cross-reference',
    {
      schema: {
        tags: ['Products'],
        summary: 'Our products that replace a competitor’s part number',
        description:
          'Matches the competitor’s part number ignoring case, spaces and hyphens: exact matches first, ' +
          'then those starting with `q`, then those holding it (at most 100). Only published products.',
        querystring: langQuery.extend(crossReferenceQuery.shape),
        response: { 200: successEnvelope(crossReferenceAnswer), 400: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await references.lookup(request.lang, request.query.q)),
  );
}
