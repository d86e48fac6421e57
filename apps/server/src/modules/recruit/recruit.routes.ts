import { idQuery, keywordQuery, paged, pagingQuery, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

const recruitRecord = z.object({
  id: z.number(),
  position: z.string(),
  department: z.string(),
  location: z.string(),
  headcount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  detail: z.string().describe('JSON of {detail: requirements html, desc: duties html, fileList}'),
});

export default async function recruitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recruit = app.services.recruit;
  const tags = ['Recruitment'];

  app.get(
    '/recruit/list',
    {
      schema: {
        tags,
        querystring: langQuery.extend(pagingQuery.shape).extend(keywordQuery.shape),
        response: { 200: successEnvelope(paged(recruitRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await recruit.list(request.lang, request.query)),
  );

  app.get(
    '/recruit/detail',
    {
      schema: {
        tags,
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(recruitRecord) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const job = await recruit.detail(request.lang, request.query.id);
      if (!job) throw notFound();
      return ok(job);
    },
  );
}
