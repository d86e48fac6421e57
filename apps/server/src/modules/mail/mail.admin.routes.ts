import { errorEnvelope, idPath, successEnvelope } from '@coresense/shared';
import { outboxListQuery, outboxMessage, outboxPage } from '@coresense/shared/schemas/admin/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';

const { common, read, write, errors } = adminRouteOptions('subscriptions', 'Admin: mail outbox');

/** `/api/v1/admin/outbox`: the mail outbox (contract §9). */
export default async function mailOutboxAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const outbox = app.services.mailOutboxAdmin;

  app.get(
    '/admin/outbox',
    {
      schema: {
        ...common,
        summary: 'Lists the outbox’s messages, newest first; filter `state` (waiting, sent, failed)',
        description:
          '`failed`: every try used up. `smtpConfigured` is false when the server has no SMTP_URL, so nothing is sent.',
        querystring: outboxListQuery,
        response: { 200: successEnvelope(outboxPage), ...errors },
      },
      config: read,
    },
    async (request) => ok(await outbox.list(request.query)),
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      schema: {
        ...common,
        summary: 'Tries a waiting or failed message again now, with all its tries again',
        description: 'A message already sent is 400.',
        params: idPath,
        response: { 200: successEnvelope(outboxMessage), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const message = await outbox.resend(request.params.id, editorOf(request));
      if (!message) throw notFound();
      return ok(message);
    },
  );
}
