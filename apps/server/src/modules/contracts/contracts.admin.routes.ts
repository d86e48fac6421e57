import {
  adminContract,
  adminContractInput,
  adminContractListQuery,
  auditLogEntry,
  contractStatusChange,
  errorEnvelope,
  idPath,
  nextContractNumber,
  nextContractNumberQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAdminCrud } from '../../content/admin-routes.ts';
import { adminErrors, adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, fileAnswer, langQuery, ok } from '../../lib/http.ts';
import { dayIn } from '../../lib/site-day.ts';
import { contentDisposition } from '../files/file-response.ts';

const { common, read, write } = adminRouteOptions('contracts', 'Admin: contracts');
const errors = { ...adminErrors, 404: errorEnvelope };

/** `/api/v1/admin/contracts`: the CRUD, a step of the workflow, the history and the printed PDF. */
export default async function contractAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contracts = app.services.contractsAdmin;
  registerAdminCrud(app, {
    resource: 'contracts',
    noun: 'contract',
    tag: 'Admin: contracts',
    listQuery: adminContractListQuery,
    input: adminContractInput,
    record: adminContract,
    service: contracts,
    publicContent: false,
  });

  app.get(
    '/admin/contracts/next-number',
    {
      schema: {
        ...common,
        summary:
          'The number to propose for a new contract: CS-<year>-<count>, one past the highest of that year',
        querystring: nextContractNumberQuery,
        response: { 200: successEnvelope(nextContractNumber), ...errors },
      },
      config: write,
    },
    async (request) => {
      const year = request.query.year ?? Number(dayIn(app.services.stats.timeZone).slice(0, 4));
      return ok({ number: await contracts.nextNumber(year) });
    },
  );

  app.post(
    '/admin/contracts/:id/status',
    {
      schema: {
        ...common,
        summary:
          'Moves a contract one step: draft → signed → executing → completed, or cancelled before completed',
        description:
          'Any other change is 400 VALIDATION_ERROR with an `errors` entry on `status`. A PUT that changes the status is held to the same steps, and once a contract has left draft a PUT may not change its member, number, signing date or goods.',
        params: idPath,
        body: contractStatusChange,
        response: { 200: successEnvelope(adminContract), ...errors },
      },
      config: write,
    },
    async (request) => {
      const moved = await contracts.changeStatus(request.params.id, request.body.status, editorOf(request));
      if (!moved) throw notFound();
      return ok(moved);
    },
  );

  app.get(
    '/admin/contracts/:id/history',
    {
      schema: {
        ...common,
        summary: "The contract's audit entries, newest first (at most 200)",
        params: idPath,
        response: { 200: successEnvelope(z.array(auditLogEntry)), ...errors },
      },
      config: read,
    },
    async (request) => {
      const history = await contracts.history(request.params.id);
      if (!history) throw notFound();
      return ok(history);
    },
  );

  app.get(
    '/admin/contracts/:id/pdf',
    {
      schema: {
        ...common,
        summary: 'The contract as a printable A4 PDF in the language of `lang`',
        params: idPath,
        querystring: langQuery,
        response: { 200: fileAnswer('PDF', ['application/pdf']), ...errors },
      },
      config: read,
    },
    async (request, reply) => {
      const printed = await app.services.contractPrint.print(request.params.id, request.lang, {
        withMemberContact: request.user?.authorities.has('members:read') ?? false,
      });
      if (!printed) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', `${printed.number}.pdf`))
        .header('cache-control', 'no-store')
        .send(printed.pdf);
    },
  );
}
