import {
  applicationAnswer,
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

export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const applications = app.services.applications;
  const tags = ['Applications'];

  app.get(
    '/app/range/list',
    {
      schema: {
        tags,
        summary: 'Published applications, paged',
        querystring: langQuery.extend(pagingQuery.shape),
        response: { 200: successEnvelope(paged(applicationAnswer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(answerPage(await applications.list(request.lang, request.query), withJsonStr)),
  );

  app.get(
    '/app/range/detail',
    {
      schema: {
        tags,
        summary: 'One published application',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(applicationAnswer), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const application = await applications.detail(request.lang, request.query.id);
      if (!application) throw notFound();
      return ok(withJsonStr(application));
    },
  );
}
