import {
  adminProductCategory,
  adminProductCategoryInput,
  adminProductCategoryListQuery,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function productCategoryAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'product-categories',
    noun: 'product category',
    tag: 'Admin: product categories',
    listQuery: adminProductCategoryListQuery,
    input: adminProductCategoryInput,
    record: adminProductCategory,
    service: app.services.productCategoriesAdmin,
    versions: app.services.productCategoriesAdmin,
  });
}
