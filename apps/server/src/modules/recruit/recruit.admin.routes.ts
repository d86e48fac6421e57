import { adminRecruit, adminRecruitInput, adminRecruitListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function recruitAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'recruit',
    noun: 'job',
    tag: 'Admin: jobs',
    listQuery: adminRecruitListQuery,
    input: adminRecruitInput,
    record: adminRecruit,
    service: app.services.recruitAdmin,
    versions: app.services.recruitAdmin,
  });
}
