import { adminContract, adminContractInput, adminContractListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

/** `/api/v1/admin/contracts`. */
export default async function contractAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'contracts',
    noun: 'contract',
    tag: 'Admin: contracts',
    listQuery: adminContractListQuery,
    input: adminContractInput,
    record: adminContract,
    service: app.services.contractsAdmin,
    publicContent: false,
  });
}
