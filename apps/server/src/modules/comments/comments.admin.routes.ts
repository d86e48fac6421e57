import { adminComment, adminCommentInput, adminCommentListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function commentAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'comments',
    noun: 'customer comment',
    tag: 'Admin: customer comments',
    listQuery: adminCommentListQuery,
    input: adminCommentInput,
    record: adminComment,
    service: app.services.commentsAdmin,
    versions: app.services.commentsAdmin,
  });
}
