import { adminProduct, adminProductInput, adminProductListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function productAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'products',
    noun: 'product',
    tag: 'Admin: products',
    listQuery: adminProductListQuery,
    input: adminProductInput,
    record: adminProduct,
    service: app.services.productsAdmin,
    versions: app.services.productsAdmin,
  });
}
