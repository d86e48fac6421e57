import {
  adminProductParameter,
  adminProductParameterInput,
  adminProductParameterListQuery,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function productParameterAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'product-parameters',
    noun: 'product parameter',
    tag: 'Admin: product parameters',
    listQuery: adminProductParameterListQuery,
    input: adminProductParameterInput,
    record: adminProductParameter,
    service: app.services.productParametersAdmin,
  });
}
