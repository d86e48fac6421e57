import { adminNews, adminNewsInput, adminNewsListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function newsAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'news',
    noun: 'news item or exhibition',
    tag: 'Admin: news and exhibitions',
    listQuery: adminNewsListQuery,
    input: adminNewsInput,
    record: adminNews,
    service: app.services.newsAdmin,
    versions: app.services.newsAdmin,
  });
}
