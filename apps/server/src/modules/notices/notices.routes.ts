import {
  clearNoticesRequest,
  errorEnvelope,
  idPath,
  notice,
  notificationSwitches,
  notificationSwitchesInput,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRouteOptions } from '../../lib/admin-route-options.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { langQuery, ok } from '../../lib/http.ts';

const { common, signedIn, errors } = signedInRouteOptions('Notices');

/** The route's `signedIn` guard has already answered 401 without a session. */
function userOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user.id;
}

/** The signed-in user's notices and notification switches (contract §11); never cached. */
export default async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notices = app.services.notices;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/notices',
    {
      schema: {
        ...common,
        summary: "The user's notices of the last 90 days, newest first, at most 200",
        description:
          '`title` and `description` are in the language of `lang`; `extra.kind` and `extra.params` let a client word them in its own.',
        querystring: langQuery,
        response: { 200: successEnvelope(z.array(notice)), ...errors },
      },
      config: signedIn,
    },
    async (request) =>
      ok(await notices.list(userOf(request), request.user?.authorities ?? new Set(), request.lang)),
  );

  app.post(
    '/notices/:id/read',
    {
      schema: {
        ...common,
        summary: 'Marks one of your notices read; another user’s answers 404 and stays as it is',
        params: idPath,
        response: { 200: successEnvelope(z.null()), ...errors, 404: errorEnvelope },
      },
      config: signedIn,
    },
    async (request) => {
      if (!(await notices.markRead(userOf(request), request.params.id))) throw notFound();
      return ok(null);
    },
  );

  app.post(
    '/notices/clear',
    {
      schema: {
        ...common,
        summary: 'Marks every notice of one type read',
        body: clearNoticesRequest,
        response: { 200: successEnvelope(z.null()), ...errors },
      },
      config: signedIn,
    },
    async (request) => {
      await notices.clear(userOf(request), request.body.type);
      return ok(null);
    },
  );

  app.get(
    '/account/notifications',
    {
      schema: {
        ...common,
        summary: 'Your notification switches; each is on until switched off',
        response: { 200: successEnvelope(notificationSwitches), ...errors },
      },
      config: signedIn,
    },
    async (request) => ok(await notices.switches(userOf(request))),
  );

  app.put(
    '/account/notifications',
    {
      schema: {
        ...common,
        summary:
          'Sets your notification switches; a switched-off kind creates no notices for you, and `todoEmail` (kept when absent) also mails you new enquiries',
        body: notificationSwitchesInput,
        response: { 200: successEnvelope(notificationSwitches), ...errors },
      },
      config: signedIn,
    },
    async (request) => ok(await notices.saveSwitches(userOf(request), request.body)),
  );
}
