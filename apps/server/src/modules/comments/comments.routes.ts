import { idQuery, paged, pagingQuery, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

const commentRecord = z.object({
  id: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  jsonStr: z.string().describe('JSON of {name, company, title, content, avatar}'),
});

export default async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const comments = app.services.comments;
  const tags = ['Customer comments'];

  app.get(
    '/customer/comment/list',
    {
      schema: {
        tags,
        querystring: langQuery.extend(pagingQuery.shape),
        response: { 200: successEnvelope(paged(commentRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await comments.list(request.lang, request.query)),
  );

  app.get(
    '/customer/comment/detail',
    {
      schema: {
        tags,
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(commentRecord) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const comment = await comments.detail(request.lang, request.query.id);
      if (!comment) throw notFound();
      return ok(comment);
    },
  );
}
