import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A schema `z.null()` turns into under OAS 3.0, where `nullable` only widens the `type` beside it. */
const NULL_SCHEMA = { type: 'string', nullable: true, enum: [null] };

/**
 * fastify-type-provider-zod folds the null of a union with two or more other members into
 * `{anyOf: [...], nullable: true}`, and without a `type` beside it OAS 3.0.3 makes that
 * `nullable` mean nothing: strict readers then refuse the nulls the API answers. The null goes
 * back into the union as a member of its own.
 */
function withNullMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullMembers);
  if (typeof value !== 'object' || value === null) return value;
  const { nullable, ...rest } = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withNullMembers(child)]),
  );
  if (nullable !== true || rest.type !== undefined || !Array.isArray(rest.anyOf)) {
    return nullable === undefined ? rest : { ...rest, nullable };
  }
  return { ...rest, anyOf: [...rest.anyOf, NULL_SCHEMA] };
}

/** The OpenAPI document, generated from the zod schemas of the routes: `/api/docs/json`. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CoreSense website API',
        description:
          'Public content calls, enquiries, downloads and the back-office API. Every answer uses the envelope `{success, data}` or `{success: false, code, message, errors?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullMembers(jsonSchemaTransformObject(document)) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openapi, { name: 'openapi' });
