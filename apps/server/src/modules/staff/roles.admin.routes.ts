import {
  adminRole,
  adminRoleInput,
  adminRoleListQuery,
  authorityGroup,
  errorEnvelope,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAdminCrud } from '../../content/admin-routes.ts';
import { ok } from '../../lib/http.ts';
import { authorityGroups } from './roles.admin.service.ts';

/** `/api/v1/admin/roles` and `/api/v1/admin/authorities`. */
export default async function roleAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerAdminCrud(app, {
    resource: 'roles',
    noun: 'role',
    tag: 'Admin: roles',
    listQuery: adminRoleListQuery,
    input: adminRoleInput,
    record: adminRole,
    service: app.services.rolesAdmin,
    publicContent: false,
  });

  app.get(
    '/admin/authorities',
    {
      schema: {
        tags: ['Admin: roles'],
        security: [{ session: [] }],
        summary: 'Every authority, grouped by resource (read/write), plus dashboard:read',
        response: {
          200: successEnvelope(z.array(authorityGroup)),
          401: errorEnvelope,
          403: errorEnvelope,
        },
      },
      config: { authority: 'roles:read' },
    },
    async () => ok(authorityGroups()),
  );
}
