import { type Authority, errorEnvelope, successEnvelope, translationStatus } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';

/**
 * `GET /api/v1/admin/translations` (contract §10): for each bilingual resource the user may
 * read, how many records are written and public in each language, and which lack a language.
 */
export default async function translationAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  /** Every resource that keeps versions, in the order of contract §10. */
  const sources = services.publishedContent;

  app.get(
    '/admin/translations',
    {
      schema: {
        tags: ['Admin: editorial workflow'],
        summary:
          'Translation status of each bilingual resource the user may read: records written and public per language, and those lacking one',
        security: [{ session: [] }],
        response: {
          200: successEnvelope(z.array(translationStatus)),
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const authorities = request.user?.authorities ?? new Set<string>();
      const readable = sources.filter((source) => authorities.has(`${source.resource}:read` as Authority));
      if (readable.length === 0) throw new AppError('FORBIDDEN');
      return ok(await Promise.all(readable.map((source) => source.translations())));
    },
  );
}
