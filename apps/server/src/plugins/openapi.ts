import { errorEnvelope } from '@coresense/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { needsSession, UNSAFE_METHODS } from '../modules/auth/auth.plugin.ts';

/** Methods whose body Fastify reads when one is sent, so a body too large or of another type is refused. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures every route of its kind answers in the envelope (contract §1), whatever its
 * handler does: the route's own schema adds the rest (404, 409…) and may override these.
 */
function commonErrorStatuses(route: RouteOptions): number[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const config = route.config ?? {};
  const statuses: number[] = [];
  // Any API call refuses a bad `lang` (plugins/language.ts); any route refuses input its schema rejects.
  if (route.url.startsWith('/api/') || schema.querystring || schema.params || schema.body || schema.headers) {
    statuses.push(400);
  }
  if (needsSession(route.url, config)) statuses.push(401);
  // Without the route's authority, or an unsafe request sent by another site's page (auth.plugin.ts).
  if (config.authority !== undefined || methods.some((method) => UNSAFE_METHODS.has(method))) {
    statuses.push(403);
  }
  if (methods.some((method) => BODY_METHODS.has(method))) statuses.push(413, 415);
  if (config.rateLimit || config.rateLimitGroup) statuses.push(429);
  return statuses;
}

/**
 * Declares those failures and who may call on every route the document shows, so the document
 * lists every answer a client can get (and the serializer checks each against the envelope).
 * Public routes say so with an empty `security`; signed-in ones name the session cookie.
 */
function declareCommonAnswers(route: RouteOptions) {
  const schema: FastifySchema & { hide?: boolean; security?: unknown } = route.schema ?? {};
  if (schema.hide) return;
  const errors = Object.fromEntries(commonErrorStatuses(route).map((status) => [status, errorEnvelope]));
  route.schema = {
    security: needsSession(route.url, route.config ?? {}) ? [{ session: [] }] : [],
    ...schema,
    response: { ...errors, ...(schema.response as object | undefined) },
  };
}

/**
 * A name for each operation that client generators turn into a function name: the method, then
 * the path after `/api` (and its version), parameters as `By…`: `GET /api/v1/admin/news/{id}/versions`
 * is `getAdminNewsByIdVersions`. A method and a path name one operation, so the names are unique.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(\/v\d+)?\//, '')
    .replace(/\{([^}]+)\}/g, 'by-$1')
    .split(/[/_.-]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function withOperationIds<D extends { paths?: object }>(document: D): D {
  const paths = Object.entries(document.paths ?? {}).map(([path, operations]) => [
    path,
    Object.fromEntries(
      Object.entries(operations as Record<string, object>).map(([method, operation]) => [
        method,
        { operationId: operationIdOf(method, path), ...operation },
      ]),
    ),
  ]);
  return { ...document, paths: Object.fromEntries(paths) };
}

/** A schema `z.null()` turns into under OAS 3.0, where `nullable` only widens the `type` beside it. */
const NULL_SCHEMA = { type: 'string', nullable: true, enum: [null] };

/**
 * fastify-type-provider-zod folds the null of a union with two or more other members into
 * `{anyOf: [...], nullable: true}`, and without a `type` beside it OAS 3.0.3 makes that
 * `nullable` mean nothing: strict readers then refuse the nulls the API answers. The null goes
 * back into the union as a member of its own. A nullable `enum` must list null among its values
 * too (OAS 3.0.3: `nullable` does not widen an `enum`).
 */
function withNullMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullMembers);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withNullMembers(child)]),
  );
  if (nullable === true && Array.isArray(rest.enum) && !rest.enum.includes(null)) {
    return { ...rest, nullable, enum: [...rest.enum, null] };
  }
  if (nullable !== true || rest.type !== undefined || !Array.isArray(rest.anyOf)) {
    return nullable === undefined ? rest : { ...rest, nullable };
  }
  return { ...rest, anyOf: [...rest.anyOf, NULL_SCHEMA] };
}

/** The OpenAPI document, generated from the zod schemas of the routes: `/api/docs/json`. */
async function openapi(app: FastifyInstance) {
  app.addHook('onRoute', declareCommonAnswers);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CoreSense website API',
        description:
          'Public content calls, enquiries, downloads and the back-office API. Every answer uses the envelope `{success, data}` or `{success: false, code, message, errors?}`.',
        version: '1.0.0',
      },
      // The pages and the API share one origin, whichever it is.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withOperationIds(
        withNullMembers(jsonSchemaTransformObject(document)) as ReturnType<typeof jsonSchemaTransformObject>,
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openapi, { name: 'openapi' });
