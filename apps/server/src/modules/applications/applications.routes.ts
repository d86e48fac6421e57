import { idQuery, paged, pagingQuery, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

const applicationRecord = z.object({
  id: z.number(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  jsonStr: z.string().describe('JSON of {title, summary, cover, content, relatedProductIds, enabled}'),
});

export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const applications = app.services.applications;
  const tags = ['Applications'];

  app.get(
    '/app/range/list',
    {
      schema: {
        tags,
        querystring: langQuery.extend(pagingQuery.shape),
        response: { 200: successEnvelope(paged(applicationRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await applications.list(request.lang, request.query)),
  );

  app.get(
    '/app/range/detail',
    {
      schema: {
        tags,
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(applicationRecord) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const application = await applications.detail(request.lang, request.query.id);
      if (!application) throw notFound();
      return ok(application);
    },
  );
}
