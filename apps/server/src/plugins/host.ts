import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

/** A DNS name or IPv4 address: dot-separated labels of letters, digits, `-` and `_`. */
const HOST_NAME =
  /^(?=.{1,253}\.?$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;
const PORT = /^[0-9]{1,5}$/;

/**
 * Whether a Host (or a trusted X-Forwarded-Host) is a host name or IP literal with an optional
 * valid port, and nothing else: no path, query, fragment, space or user part can ride along
 * into the URLs pages are rendered from.
 */
export function isValidHost(host: string): boolean {
  const bracket = host.startsWith('[') ? host.indexOf(']') : -1;
  let name: string;
  let port: string | undefined;
  if (bracket !== -1) {
    name = host.slice(1, bracket);
    const rest = host.slice(bracket + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    port = rest === '' ? undefined : rest.slice(1);
    if (!isIPv6(name)) return false;
  } else {
    const colon = host.lastIndexOf(':');
    name = colon === -1 ? host : host.slice(0, colon);
    port = colon === -1 ? undefined : host.slice(colon + 1);
    if (!HOST_NAME.test(name)) return false;
  }
  return port === undefined || (PORT.test(port) && Number(port) >= 1 && Number(port) <= 65535);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Refuses requests whose Host, or whose scheme and host as a trusted proxy forwards them, could
 * not name an origin: 400 before any cache, renderer or link sees them (the contract's envelope
 * for the API, a plain page otherwise). A request without Host (HTTP/1.0, a health check) is
 * let through; pages then need PUBLIC_URL.
 */
async function host(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const { host: requestHost, protocol } = request;
    if ((requestHost === '' || isValidHost(requestHost)) && (protocol === 'http' || protocol === 'https')) {
      return done();
    }
    request.log.info({ host: requestHost, protocol }, 'refused a request with a malformed host');
    if (isApiPath(request.url)) return sendError(request, reply, 'VALIDATION_ERROR');
    reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the Host header is not valid.');
  });
}

export default fp(host, { name: 'host', dependencies: ['errors'] });
