import {
  accountBinding,
  bindingStart,
  errorEnvelope,
  loginProvider,
  reauthentication,
  signInProvider,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { langQuery, ok } from '../../lib/http.ts';
import { beginSession } from '../auth/auth.routes.ts';
import { checkerOf } from '../two-factor/two-factor.routes.ts';
import type { OidcPurpose } from './sign-in-providers.service.ts';

const STATE_COOKIE = 'oidc_state';
const CALLBACK_PREFIX = '/api/v1/oidc';
/** Where the browser lands after a binding, and after a sign-in or its failure. */
const BINDING_PAGE = '/admin/account/settings/binding';
const SIGNED_IN_PAGE = '/admin';
const LOGIN_PAGE = '/user/login';

const providerParams = z.object({ provider: signInProvider });

function origin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

const callbackUrl = (request: FastifyRequest, provider: string) =>
  `${origin(request)}${CALLBACK_PREFIX}/${provider}/callback`;

/** The state travels with the browser that started the flow, only back to the callback. */
function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string) {
  reply.setCookie(STATE_COOKIE, state, {
    httpOnly: true,
    // Lax: the provider sends the browser back by a top-level navigation from its own site.
    sameSite: 'lax',
    path: CALLBACK_PREFIX,
    secure: request.protocol === 'https' || request.server.config.publicUrl?.startsWith('https:') === true,
    maxAge: 600,
  });
}

/**
 * Account binding and sign-in with OpenID Connect providers (contract §11); registered under
 * `/api`. The callback serves both flows and sends the browser on to a back-office page.
 */
export default async function signInProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const providers = app.services.signInProviders;
  const auditLog = app.services.auditLog;
  const tags = ['Account'];
  const security = [{ session: [] }];
  const throttled = { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function start(
    request: FastifyRequest,
    provider: z.infer<typeof signInProvider>,
    purpose: OidcPurpose,
  ) {
    if (!providers.isConfigured(provider)) throw invalidField('provider', 'providerNotConfigured');
    try {
      return await providers.start(
        provider,
        purpose,
        request.user?.id ?? null,
        callbackUrl(request, provider),
      );
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.warn({ err: error, provider }, 'OpenID Connect provider unreachable');
      throw new AppError('UNAVAILABLE');
    }
  }

  async function audit(request: FastifyRequest, action: string, provider: string) {
    const { id, username } = request.user!;
    await auditLog.record({
      actor: { id, username },
      ip: request.ip,
      action,
      resource: 'account',
      resourceId: id,
      title: username,
      changes: { provider },
    });
  }

  app.get(
    '/v1/account/bindings',
    {
      schema: {
        tags,
        summary:
          'The third-party accounts (DingTalk, WeCom, Feishu) and whether each is configured and bound',
        security,
        querystring: langQuery,
        response: { 200: successEnvelope(z.array(accountBinding)), 401: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request) => ok(await providers.bindings(request.user!.id, request.lang)),
  );

  app.post(
    '/v1/account/bindings/:provider',
    {
      schema: {
        tags,
        summary:
          "Start binding: answers the provider's sign-in page; it sends the browser back to the callback",
        description:
          'A bound account signs in without password or code, so binding asks for the password again, and ' +
          'with two-factor sign-in on for a code (current or recovery), each throttled per account as at ' +
          'sign-in. The user gets a notice once the account is bound.',
        security,
        params: providerParams,
        querystring: langQuery,
        body: reauthentication,
        response: {
          200: successEnvelope(bindingStart),
          400: errorEnvelope.describe(
            'VALIDATION_ERROR on `provider` (not configured), `password` (wrong) or `code` (missing or wrong)',
          ),
          401: errorEnvelope,
          429: errorEnvelope.describe('RATE_LIMITED: too many wrong passwords or codes for this account'),
          503: errorEnvelope,
        },
      },
      config: { signedIn: true, ...throttled },
    },
    async (request, reply) => {
      // Refused before the password is checked: a binding that cannot happen spends no guess.
      if (!providers.isConfigured(request.params.provider)) {
        throw invalidField('provider', 'providerNotConfigured');
      }
      await app.services.twoFactor.reauthenticate(checkerOf(request), request.body);
      const { authorizationUrl, state } = await start(request, request.params.provider, 'bind');
      setStateCookie(request, reply, state);
      return ok({ authorizationUrl });
    },
  );

  app.delete(
    '/v1/account/bindings/:provider',
    {
      schema: {
        tags,
        summary: 'Unbind the account at this provider',
        security,
        params: providerParams,
        querystring: langQuery,
        response: { 200: successEnvelope(z.null()), 401: errorEnvelope },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const { provider } = request.params;
      if (await providers.unbind(request.user!.id, provider))
        await audit(request, 'account-unbound', provider);
      return ok(null);
    },
  );

  app.get(
    '/login/providers',
    {
      schema: {
        tags: ['Auth'],
        summary: 'The providers the sign-in page offers: the configured ones',
        querystring: langQuery,
        response: { 200: successEnvelope(z.array(loginProvider)) },
      },
    },
    async (request) => ok(providers.configuredProviders(request.lang)),
  );

  app.get(
    '/login/oidc/:provider',
    {
      schema: {
        tags: ['Auth'],
        summary: "Sign in with a bound provider: sends the browser to the provider's sign-in page",
        params: providerParams,
        querystring: langQuery,
        response: { 302: z.null(), 400: errorEnvelope, 503: errorEnvelope },
      },
      config: throttled,
    },
    async (request, reply) => {
      const { authorizationUrl, state } = await start(request, request.params.provider, 'sign-in');
      setStateCookie(request, reply, state);
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/v1/oidc/:provider/callback',
    {
      schema: {
        tags: ['Auth'],
        summary:
          'Where the provider sends the browser back: binds or signs in, then redirects to the binding tab, the back-office or the sign-in page (`?oidcError=state|failed|not-bound|taken|disabled`)',
        params: providerParams,
        response: { 302: z.null() },
      },
      config: throttled,
    },
    async (request, reply) => {
      const { provider } = request.params;
      const url = new URL(request.url, callbackUrl(request, provider));
      const current = new URL(callbackUrl(request, provider));
      current.search = url.search;
      const result = await providers.finish(
        provider,
        current,
        request.cookies[STATE_COOKIE],
        request.user?.id ?? null,
      );
      reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PREFIX });
      if (result.outcome === 'bound') {
        await audit(request, 'account-bound', provider);
        await app.services.notices.accountEvent(request.user!.id, 'account-bound', {
          provider,
          account: result.account,
        });
        return reply.redirect(`${BINDING_PAGE}?bound=${provider}`, 302);
      }
      if (result.outcome === 'signed-in') {
        // The provider's sign-in is the proof here, in place of password and code: the account was
        // bound by its owner while signed in with both, and such providers enforce their own checks.
        const session = await app.services.auth.startSession(result.user, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        await beginSession(request, reply, session);
        return reply.redirect(SIGNED_IN_PAGE, 302);
      }
      const page = result.purpose === 'bind' ? BINDING_PAGE : LOGIN_PAGE;
      return reply.redirect(`${page}?oidcError=${result.reason}`, 302);
    },
  );
}
