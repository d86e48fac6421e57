import { adminInvestor, adminInvestorInput, adminInvestorListQuery } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import { registerAdminCrud } from '../../content/admin-routes.ts';

export default async function investorAdminRoutes(app: FastifyInstance) {
  registerAdminCrud(app, {
    resource: 'investor',
    noun: 'investor announcement or report',
    tag: 'Admin: investor relations',
    listQuery: adminInvestorListQuery,
    input: adminInvestorInput,
    record: adminInvestor,
    service: app.services.investorAdmin,
    versions: app.services.investorAdmin,
  });
}
