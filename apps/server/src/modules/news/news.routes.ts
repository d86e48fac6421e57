import {
  errorEnvelope,
  idQuery,
  keywordQuery,
  NEWS_TYPES,
  newsDetail,
  newsItem,
  paged,
  pagingQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

export default async function newsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const news = app.services.news;
  const tags = ['News'];

  app.get(
    '/news/list',
    {
      schema: {
        tags,
        summary: 'Published news or exhibitions, newest first, paged',
        querystring: langQuery
          .extend(pagingQuery.shape)
          .extend(keywordQuery.shape)
          .extend({
            type: z.enum(NEWS_TYPES).default('news').describe('news (default) or activity (exhibitions)'),
          }),
        response: { 200: successEnvelope(paged(newsItem)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await news.list(request.lang, request.query)),
  );

  app.get(
    '/news/detail',
    {
      schema: {
        tags,
        summary: 'One published article, with its neighbours',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(newsDetail), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const item = await news.detail(request.lang, request.query.id);
      if (!item) throw notFound();
      return ok(item);
    },
  );
}
