import { adminApplication, adminApplicationInput, adminApplicationListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function applicationAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'applications',
    noun: 'application',
    tag: 'Admin: applications',
    listQuery: adminApplicationListQuery,
    input: adminApplicationInput,
    record: adminApplication,
    service: app.services.applicationsAdmin,
    versions: app.services.applicationsAdmin,
  });
}
