import {
  errorEnvelope,
  INVESTOR_TYPES,
  idQuery,
  investorAnswer,
  paged,
  pagingQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { answerPage, langQuery, ok, PUBLIC_API_CACHE, withJsonStr } from '../../lib/http.ts';

export default async function investorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const investor = app.services.investor;
  const tags = ['Investor'];

  app.get(
    '/investor/list',
    {
      schema: {
        tags,
        summary: 'Published announcements and reports, paged',
        querystring: langQuery.extend(pagingQuery.shape).extend({
          type: z.enum(INVESTOR_TYPES).optional().describe('announcement or report; absent: both'),
        }),
        response: { 200: successEnvelope(paged(investorAnswer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(answerPage(await investor.list(request.lang, request.query), withJsonStr)),
  );

  app.get(
    '/investor/detail',
    {
      schema: {
        tags,
        summary: 'One published announcement or report',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(investorAnswer), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const item = await investor.detail(request.lang, request.query.id);
      if (!item) throw notFound();
      return ok(withJsonStr(item));
    },
  );
}
