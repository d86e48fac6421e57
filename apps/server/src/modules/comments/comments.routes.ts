import {
  commentAnswer,
  errorEnvelope,
  idQuery,
  paged,
  pagingQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { answerPage, langQuery, ok, PUBLIC_API_CACHE, withJsonStr } from '../../lib/http.ts';

export default async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const comments = app.services.comments;
  const tags = ['Customer comments'];

  app.get(
    '/customer/comment/list',
    {
      schema: {
        tags,
        summary: 'Published customer comments, paged',
        querystring: langQuery.extend(pagingQuery.shape),
        response: { 200: successEnvelope(paged(commentAnswer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(answerPage(await comments.list(request.lang, request.query), withJsonStr)),
  );

  app.get(
    '/customer/comment/detail',
    {
      schema: {
        tags,
        summary: 'One published customer comment',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(commentAnswer), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const comment = await comments.detail(request.lang, request.query.id);
      if (!comment) throw notFound();
      return ok(withJsonStr(comment));
    },
  );
}
