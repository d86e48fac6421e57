import {
  errorEnvelope,
  type FieldError,
  type Lang,
  subscriptionRequest,
  subscriptionTokenQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { fileAnswer, langQuery, ok } from '../../lib/http.ts';
import { type SubscriptionPage, subscriptionPage } from './subscription-pages.ts';

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
const tags = ['Change alerts'];
const empty = z.object({});
const htmlPage = fileAnswer('A small HTML page in the subscription’s language', ['text/html']);

/**
 * Whether the request is a form the browser sent by itself (no script ran): it then gets a page
 * to read rather than the JSON a script reads.
 */
function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return (
    type.startsWith('application/x-www-form-urlencoded') &&
    accept.includes('text/html') &&
    !accept.includes('application/json')
  );
}

/** The form's own page to return to, read before validation drops the field. */
const backPaths = new WeakMap<FastifyRequest, string>();

/** A path of this site, never another address. */
function rememberBackPath(request: FastifyRequest): void {
  const back = (request.body as { back?: unknown } | undefined)?.back;
  if (typeof back === 'string' && /^\/(?![/\\])/.test(back) && back.length <= 500)
    backPaths.set(request, back);
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/** `/api/v1/subscription…`: the request for alerts, its confirmation link and the unsubscribe link. */
export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const subscriptions = app.services.subscriptions;

  app.post(
    '/subscription',
    {
      schema: {
        tags,
        summary: 'Asks for change alerts by email; a confirmation email is sent (double opt-in)',
        description:
          'The same answer whether or not the address is already subscribed. A form a browser sends without scripts (form-encoded, accepting HTML) is answered with a page instead, which links back to the path in its `back` field.',
        consumes: BODY_TYPES,
        querystring: langQuery,
        body: subscriptionRequest,
        response: {
          200: successEnvelope(empty),
          400: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: { rateLimitGroup: 'public-forms' },
      preValidation: async (request) => rememberBackPath(request),
      // The envelope, success or failure, as a page for a form sent without scripts.
      onSend: async (request, reply, payload) => {
        if (!isPlainFormPost(request) || typeof payload !== 'string') return payload;
        const answer = JSON.parse(payload) as { success: boolean; errors?: FieldError[]; message?: string };
        const page: SubscriptionPage = answer.success ? 'requested' : 'refused';
        const errors = answer.errors ?? (answer.message ? [{ field: '', message: answer.message }] : []);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        return subscriptionPage(request.lang, page, { back: backPaths.get(request), errors });
      },
    },
    async (request) => {
      await subscriptions.subscribe(request.body, `${request.protocol}://${request.host}`);
      return ok({});
    },
  );

  /** A link of a subscription's mail: `act` on its token, answered by a page in the subscription's language. */
  const tokenLink = (
    path: string,
    summary: string,
    act: (token: string) => Promise<{ lang: Lang } | undefined>,
    outcome: 'confirmed' | 'unsubscribed',
  ) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          description: 'Answers a page in the subscription’s language; an unknown or altered token is 404.',
          querystring: subscriptionTokenQuery.extend(langQuery.shape),
          response: { 200: htmlPage, 400: errorEnvelope, 404: htmlPage },
        },
      },
      async (request, reply) => {
        const done = await act(request.query.token);
        if (!done) return sendPage(reply, 404, subscriptionPage(request.lang, 'invalid'));
        return sendPage(reply, 200, subscriptionPage(done.lang, outcome));
      },
    );
  tokenLink(
    '/subscription/confirm',
    'Confirms a subscription (the link of its confirmation email)',
    (token) => subscriptions.confirm(token),
    'confirmed',
  );
  tokenLink(
    '/subscription/unsubscribe',
    'Unsubscribes (the link in every alert): the subscription is deleted',
    (token) => subscriptions.unsubscribe(token),
    'unsubscribed',
  );

  await app.register(async (oneClick) => {
    // RFC 8058 lets the mail client send its `List-Unsubscribe=One-Click` body as multipart too;
    // what it says is fixed, so it is read and dropped.
    oneClick.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, _b, done) => done(null, {}),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/subscription/unsubscribe',
      {
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058), as mail clients send it from List-Unsubscribe-Post',
          consumes: [...BODY_TYPES, 'multipart/form-data'],
          querystring: subscriptionTokenQuery.extend(langQuery.shape),
          response: {
            200: successEnvelope(empty),
            400: errorEnvelope,
            404: errorEnvelope,
            413: errorEnvelope,
            415: errorEnvelope,
          },
        },
      },
      async (request) => {
        if (!(await subscriptions.unsubscribe(request.query.token))) throw notFound();
        return ok({});
      },
    );
  });
}
