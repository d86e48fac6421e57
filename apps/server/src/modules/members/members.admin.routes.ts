import { adminMember, adminMemberInput, adminMemberListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

/** `/api/v1/admin/members`. */
export default async function memberAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'members',
    noun: 'member',
    tag: 'Admin: members',
    listQuery: adminMemberListQuery,
    input: adminMemberInput,
    record: adminMember,
    service: app.services.membersAdmin,
    publicContent: false,
  });
}
