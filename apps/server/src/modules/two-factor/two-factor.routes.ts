import {
  errorEnvelope,
  mfaDisableInput,
  mfaEnabled,
  mfaEnableInput,
  mfaSetup,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, ok } from '../../lib/http.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

/** The signed-in user, as a check of their password typed again needs them. */
export function checkerOf(request: FastifyRequest) {
  return { userId: request.user!.id, sessionId: request.sessionId, ip: request.ip };
}

/** Two-factor sign-in of the signed-in user (contract §11); registered under `/api/v1`. */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const twoFactor = app.services.twoFactor;
  const auditLog = app.services.auditLog;
  const tags = ['Account'];
  const config = { signedIn: true };
  const security = [{ session: [] }];

  // Secrets and recovery codes must never be kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function audit(user: { id: number; username: string }, ip: string, action: string) {
    await auditLog.record({
      actor: { id: user.id, username: user.username },
      ip,
      action,
      resource: 'account',
      resourceId: user.id,
      title: user.username,
      changes: {},
    });
  }

  app.post(
    '/account/mfa/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: a new TOTP secret, pending until confirmed',
        security,
        querystring: langQuery,
        response: { 200: successEnvelope(mfaSetup), 400: errorEnvelope, 401: errorEnvelope },
      },
      config,
    },
    async (request) => ok(await twoFactor.setup(request.user!)),
  );

  app.post(
    '/account/mfa/enable',
    {
      schema: {
        tags,
        summary:
          "Confirm the pending secret with a current code and the user's password; answers ten one-time recovery codes, once",
        description:
          'A wrong password is 400 on `password`; after 5 wrong passwords in 15 minutes for the account the session is ended and the check answers 429 until then.',
        security,
        querystring: langQuery,
        body: mfaEnableInput,
        response: { 200: successEnvelope(mfaEnabled), ...errors },
      },
      config,
    },
    async (request) => {
      const result = await twoFactor.enable(checkerOf(request), request.body);
      await audit(request.user!, request.ip, 'mfa-enabled');
      return ok(result);
    },
  );

  app.post(
    '/account/mfa/disable',
    {
      schema: {
        tags,
        summary: "Turn two-factor sign-in off; needs the user's password",
        description:
          'After 5 wrong passwords in 15 minutes for the account the session is ended and the check answers 429 until then.',
        security,
        querystring: langQuery,
        body: mfaDisableInput,
        response: { 200: successEnvelope(z.null()), ...errors },
      },
      config,
    },
    async (request) => {
      await twoFactor.disable(checkerOf(request), request.body.password);
      await audit(request.user!, request.ip, 'mfa-disabled');
      return ok(null);
    },
  );
}
