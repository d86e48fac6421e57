import { errorEnvelope, passwordReset, passwordResetRequest, successEnvelope } from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, ok } from '../../lib/http.ts';

/** Host names that only ever name the machine they are typed on. */
const LOOPBACK = /^(localhost|[\w-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * The origin a mailed link may name: PUBLIC_URL; without it, the request's own origin only when
 * that is a loopback address (a developer's or a demo's machine). Any other Host is whatever the
 * asker typed: a link built from it would carry the victim's token to the asker's server.
 */
export function resetLinkOrigin(publicUrl: string | undefined, request: FastifyRequest): string | undefined {
  if (publicUrl) return new URL(publicUrl).origin;
  return LOOPBACK.test(request.hostname) ? `${request.protocol}://${request.host}` : undefined;
}

/**
 * "Forgot password" (contract §11's backup email put to use), beside the sign-in under `/api/login`:
 * no session, limited per client address as the sign-in is, and answered without `Cache-Control`.
 */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resets = app.services.passwordReset;
  const tags = ['Auth'];
  const config = {
    rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' },
    checkOrigin: true,
  };

  app.post(
    '/login/forgot-password',
    {
      schema: {
        tags,
        summary:
          'Mails a one-time link (30 minutes) to set a new password to the account’s email and backup email',
        description:
          'The same answer whether or not `account` names an enabled account with an address, so it tells nobody which accounts exist. At most 3 links per account in 30 minutes.',
        querystring: langQuery,
        body: passwordResetRequest,
        response: { 200: successEnvelope(z.object({})), 400: errorEnvelope },
      },
      config,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = resetLinkOrigin(app.config.publicUrl, request);
      if (origin) await resets.request(request.body.account, { origin, lang: request.lang, ip: request.ip });
      else request.log.warn('a password reset link was asked for, but PUBLIC_URL is not set: none is mailed');
      return ok({});
    },
  );

  app.post(
    '/login/reset-password',
    {
      schema: {
        tags,
        summary:
          'Sets a new password with a mailed link’s token; ends every session and removes the bindings',
        description:
          '400 VALIDATION_ERROR on `token` for a link unknown, expired or used, on `newPassword` for a weak one (the rules of the password change).',
        querystring: langQuery,
        body: passwordReset,
        response: { 200: successEnvelope(z.object({})), 400: errorEnvelope },
      },
      config,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await resets.reset(request.body.token, request.body.newPassword, {
        lang: request.lang,
        ip: request.ip,
      });
      return ok({});
    },
  );
}
