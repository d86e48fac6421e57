import { adminSearchQuery, adminSearchResults, errorEnvelope, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/http.ts';

/** `GET /api/v1/admin/search`: the back-office header search (contract §11). */
export default async function adminSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.services.adminSearch;

  app.get(
    '/admin/search',
    {
      schema: {
        tags: ['Admin: search'],
        security: [{ session: [] }],
        summary: 'Finds records by name across the resources the user may read, at most 20',
        description:
          'Products by name and model, news and activities by title, jobs by position (in either ' +
          'language), members by name, company, contact and email, contracts by number, enquiries ' +
          'by name and email. Ignores case; only resources whose `:read` authority the user holds.',
        querystring: adminSearchQuery,
        response: { 200: successEnvelope(adminSearchResults), 400: errorEnvelope, 401: errorEnvelope },
      },
      // Any session: what it may read narrows the answer, not the call.
      config: { signedIn: true },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED');
      return ok(await search.search(request.query.q, request.lang, request.user.authorities));
    },
  );
}
