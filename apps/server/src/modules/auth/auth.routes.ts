import {
  currentUser,
  ERROR_MESSAGES,
  errorEnvelope,
  loginRequest,
  loginResult,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, locked } from '../../lib/app-error.ts';
import { langQuery, ok } from '../../lib/http.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './auth.plugin.ts';
import type { SessionUser } from './auth.service.ts';

/** A session begun or ended, in the audit log, as the act of the user it belongs to. */
function auditSession(request: FastifyRequest, user: SessionUser, action: 'sign-in' | 'sign-out') {
  const { id, username } = user;
  return request.server.services.auditLog.record({
    actor: { id, username },
    ip: request.ip,
    action,
    resource: 'session',
    resourceId: id,
    title: username,
    changes: {},
  });
}

/**
 * Sets the cookie of a session just started (ending any session the browser held before) and
 * records the sign-in; shared by the password sign-in and the sign-in through a bound provider.
 */
export async function beginSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; user: SessionUser },
  /** The language the sign-in page was shown in, kept as the user's at their first sign-in. */
  locale?: string,
): Promise<void> {
  const { auth, notices, layoutSettings } = request.server.services;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await auth.logout(previous);
  setSessionCookie(request, reply, session.token);
  const { id } = session.user;
  await notices.signedIn(id, request.ip);
  await layoutSettings.recordSignIn(id, { locale, acceptLanguage: request.headers['accept-language'] });
  await auditSession(request, session.user, 'sign-in');
}

const loginFailure = errorEnvelope.extend({
  status: z.literal('error'),
  type: z.string(),
});

/** Sign-in, sign-out and the current user; registered under `/api` (the sign-in is not in `/api/v1`). */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = app.services.auth;
  const auditLog = app.services.auditLog;
  const tags = ['Auth'];

  app.post(
    '/login/account',
    {
      schema: {
        tags,
        summary: 'Sign in with a username and password; sets the HttpOnly session cookie `sid`',
        querystring: langQuery,
        body: loginRequest,
        response: {
          200: loginResult,
          400: errorEnvelope,
          401: loginFailure.describe(
            'INVALID_CREDENTIALS: unknown user, wrong password or disabled; MFA_REQUIRED: the password was right, but two-factor sign-in is on and `otp` is missing, wrong, expired or used',
          ),
          429: errorEnvelope.describe(
            'RATE_LIMITED: too many attempts from this address or for this username, or too many wrong codes for this account (then a recovery code still signs in); see Retry-After',
          ),
        },
      },
      config: {
        rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' },
        checkOrigin: true,
      },
    },
    async (request, reply) => {
      const { username, password, type, otp, locale } = request.body;
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const result = await auth.login(username, password, client, otp);
      reply.header('cache-control', 'no-store');
      if (result.outcome !== 'ok') {
        // Nobody is signed in yet: the entry names the username that was tried.
        await auditLog.record({
          actor: null,
          ip: request.ip,
          action: 'sign-in-failed',
          resource: 'session',
          resourceId: '',
          title: username.slice(0, 200),
          changes: { reason: result.outcome },
        });
      }
      if (result.outcome === 'throttled') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new AppError('RATE_LIMITED');
      }
      if (result.outcome === 'mfa-locked') throw locked('secondFactorLocked', result.retryAfterSeconds);
      if (result.outcome === 'invalid' || result.outcome === 'mfa-required') {
        const code = result.outcome === 'invalid' ? 'INVALID_CREDENTIALS' : 'MFA_REQUIRED';
        return reply.code(401).send({
          status: 'error',
          type,
          success: false,
          code,
          message: ERROR_MESSAGES[request.lang][code],
        });
      }
      // The only moment besides a change when the plain password is at hand to rate.
      await app.services.account.notePasswordStrength(result.user.id, password);
      await beginSession(request, reply, result, locale);
      return { status: 'ok' as const, type, currentAuthority: [...result.user.authorities].sort() };
    },
  );

  app.post(
    '/login/outLogin',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session on the server and clears the cookie',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.logout(token);
      if (request.user) await auditSession(request, request.user, 'sign-out');
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/v1/sys/user/info',
    {
      schema: {
        tags,
        summary:
          'The signed-in staff member; notifyCount counts the notices GET /api/v1/notices lists, unreadCount the unread ones',
        security: [{ session: [] }],
        response: { 200: successEnvelope(currentUser), 401: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ ...(await auth.currentUser(request.user!)), timeZone: app.services.stats.timeZone });
    },
  );
}
