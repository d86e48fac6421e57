import { errorEnvelope, layoutSettings, layoutSettingsInput, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.ts';

/** `/api/v1/account/settings`: the signed-in user's settings-drawer choices. */
export default async function layoutSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.layoutSettings;
  const schema = {
    tags: ['Account'],
    security: [{ session: [] }],
  };

  app.get(
    '/account/settings',
    {
      schema: {
        ...schema,
        summary: "The signed-in user's layout settings (settings drawer) and back-office language",
        response: { 200: successEnvelope(layoutSettings), 401: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.get(request.user!.id));
    },
  );

  app.put(
    '/account/settings',
    {
      schema: {
        ...schema,
        summary: 'Replaces the layout settings; any value outside the listed ones answers 400',
        body: layoutSettingsInput,
        response: { 200: successEnvelope(layoutSettings), 400: errorEnvelope, 401: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.save(request.user!.id, request.body));
    },
  );
}
