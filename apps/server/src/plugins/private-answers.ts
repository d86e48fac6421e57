import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The back-office, the session's own calls and the block editor: answers for one person. */
const PRIVATE_PREFIXES = [
  '/api/v1/admin',
  '/api/v1/sys',
  '/api/v1/account',
  '/api/login',
  '/api/v1/other/data/edit',
];

export const PRIVATE_CACHE_CONTROL = 'no-store';

function underPrivatePrefix(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The request's path as the router saw it, decoded, so `%61dmin` is judged as `admin`. */
function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function setsSessionCookie(reply: FastifyReply): boolean {
  const cookies = reply.getHeader('set-cookie');
  const list = Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)];
  return list.some((cookie) => cookie.startsWith('sid='));
}

/**
 * Whether an answer belongs to one person: any answer of a private path (its errors too, so a
 * 401 is not kept by a CDN either), any answer made for a signed-in staff member, and any
 * answer that sets or clears the session cookie.
 */
export function isPrivateAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const pattern = request.routeOptions.url;
  return (
    (pattern !== undefined && !pattern.includes('*') && underPrivatePrefix(pattern)) ||
    underPrivatePrefix(decodedPath(request)) ||
    request.user != null ||
    setsSessionCookie(reply)
  );
}

/** Whether an answer's own Cache-Control keeps it out of shared caches. */
export function isMarkedPrivate(reply: FastifyReply): boolean {
  const value = String(reply.getHeader('cache-control') ?? '');
  return /\b(?:no-store|private)\b/i.test(value);
}

/**
 * `Cache-Control: no-store` on every private answer, whatever produced it: a CDN with
 * a default lifetime would otherwise keep the inbox, the staff list or a session's user info
 * and hand them to the next visitor. Registered before the response cache, whose `onSend`
 * leaves an answer so marked out of its store.
 */
async function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswer(request, reply)) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
}

export default fp(privateAnswers, { name: 'private-answers' });
