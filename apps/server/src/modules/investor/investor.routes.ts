import { INVESTOR_TYPES, idQuery, paged, pagingQuery, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

const investorRecord = z.object({
  id: z.number(),
  type: z.enum(INVESTOR_TYPES),
  enabled: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
  jsonStr: z.string().describe('JSON of {title, summary, content, publishDate, files}'),
});

export default async function investorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const investor = app.services.investor;
  const tags = ['Investor'];

  app.get(
    '/investor/list',
    {
      schema: {
        tags,
        querystring: langQuery.extend(pagingQuery.shape).extend({
          type: z.enum(INVESTOR_TYPES).optional().describe('announcement or report; absent: both'),
        }),
        response: { 200: successEnvelope(paged(investorRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await investor.list(request.lang, request.query)),
  );

  app.get(
    '/investor/detail',
    {
      schema: {
        tags,
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(investorRecord) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const item = await investor.detail(request.lang, request.query.id);
      if (!item) throw notFound();
      return ok(item);
    },
  );
}
