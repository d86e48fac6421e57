import {
  adminSubscription,
  adminSubscriptionListQuery,
  paged,
  subscriptionExport,
  subscriptionExportQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminDelete } from '../../lib/admin-delete-route.ts';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { editorOf, langQuery, ok } from '../../lib/http.ts';

const TAG = 'Admin: subscriptions';
const { common, read, errors } = adminRouteOptions('subscriptions', TAG);

/** `/api/v1/admin/subscriptions`: the change-alert subscriptions (contract §9). */
export default async function subscriptionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const subscriptions = app.services.subscriptionsAdmin;

  app.get(
    '/admin/subscriptions',
    {
      schema: {
        ...common,
        summary: 'The subscriptions, newest first: keyword (in the address), status',
        description: '`lang` picks the names of the products followed.',
        querystring: adminSubscriptionListQuery.extend(langQuery.shape),
        response: { 200: successEnvelope(paged(adminSubscription)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await subscriptions.list(request.query, request.lang)),
  );

  app.get(
    '/admin/subscriptions/export',
    {
      schema: {
        ...common,
        summary: 'Everything kept of one address, for a data-protection request',
        description:
          'Its subscription (if any) and the mail to it in the outbox; an unknown address answers empty lists.',
        querystring: subscriptionExportQuery.extend(langQuery.shape),
        response: { 200: successEnvelope(subscriptionExport), ...errors },
      },
      config: read,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await subscriptions.export(request.query.email, request.lang));
    },
  );

  registerAdminDelete(
    app,
    {
      resource: 'subscriptions',
      tag: TAG,
      path: '/admin/subscriptions',
      summary: 'Deletes a subscription (it receives nothing more)',
    },
    (id, request) => subscriptions.delete(id, editorOf(request)),
  );
}
