import type { Authority } from '@coresense/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { SESSION_TTL_MS, type SessionUser } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; null for visitors and for API calls that never look. */
    user: SessionUser | null;
    /** The stored id of the signed-in member's session (its token's digest), beside `user`. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Needs a session whose roles grant this authority: 401 without a session, 403 without it. */
    authority?: Authority;
    /** Needs a session, whatever its authorities. */
    signedIn?: boolean;
    /** Checks the origin of unsafe requests even without a session cookie (the sign-in itself). */
    checkOrigin?: boolean;
  }
}

export const SESSION_COOKIE = 'sid';
const ADMIN_PREFIX = '/api/v1/admin';
/** Requests that change something: refused when another site's page sends them. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether the cookie may only travel over HTTPS: when this request came over it, or when the
 * public origin is https. Behind a TLS proxy without TRUST_PROXY the request itself looks like
 * plain HTTP, yet visitors only ever reach the site over https.
 */
function secureCookie(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl?.startsWith('https:') === true;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookie(request),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookie(request),
  });
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Browsers name the page that sent a request in `Origin` (or at least `Referer`); another
 * site's page must not act with our cookie. Clients that send neither are not browsers.
 */
function fromAllowedOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  const origin = originOf(source);
  if (origin === undefined) return false;
  const own = originOf(`${request.protocol}://${request.host}`);
  return origin === own || (publicUrl !== undefined && origin === originOf(publicUrl));
}

/**
 * The matched route's pattern, so that a percent-encoded path the router decodes cannot slip
 * past a prefix check. Requests that match no route, or only the site's catch-all page route,
 * are judged by their decoded path.
 */
function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern;
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isAdminPath(path: string): boolean {
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/** Whether only a signed-in member may call the path: anything under `/api/v1/admin`, or a route that says so. */
export function needsSession(path: string, config: FastifyContextConfig): boolean {
  return isAdminPath(path) || config.signedIn === true || config.authority !== undefined;
}

/**
 * Sessions, access control and CSRF protection, in one place for every route: anything under
 * `/api/v1/admin` needs a session, and a route's `config.authority` is checked here.
 */
async function auth(app: FastifyInstance) {
  const sessions = app.services.auth;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const token = request.cookies[SESSION_COOKIE];
    const path = routePath(request);

    if (
      UNSAFE_METHODS.has(request.method) &&
      (token !== undefined || config.checkOrigin) &&
      !fromAllowedOrigin(request, app.config.publicUrl)
    ) {
      throw new AppError('FORBIDDEN');
    }

    // Cached public answers are the same for everyone, and pages do not use the session; an
    // admin path is always checked, even when only the site's cached catch-all matched it.
    if (token && path.startsWith('/api/') && (!config.cache || isAdminPath(path))) {
      const session = await sessions.loadSession(token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
        if (session.renewed) setSessionCookie(request, reply, token);
      }
    }

    if (!needsSession(path, config)) return;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (config.authority !== undefined && !request.user.authorities.has(config.authority)) {
      throw new AppError('FORBIDDEN');
    }
  });
}

export default fp(auth, { name: 'auth', dependencies: ['@fastify/cookie', 'errors'] });
