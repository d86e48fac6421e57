import {
  errorEnvelope,
  idQuery,
  keywordQuery,
  paged,
  pagingQuery,
  type RecruitRecord,
  recruitAnswer,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { answerPage, langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

/** A job as the contract answers it: its long texts as the JSON string `detail` (§2). */
function toAnswer(job: RecruitRecord): z.input<typeof recruitAnswer> {
  return { ...job, detail: JSON.stringify(job.detail) };
}

export default async function recruitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const recruit = app.services.recruit;
  const tags = ['Recruitment'];

  app.get(
    '/recruit/list',
    {
      schema: {
        tags,
        summary: 'Open positions, paged and searched',
        querystring: langQuery.extend(pagingQuery.shape).extend(keywordQuery.shape),
        response: { 200: successEnvelope(paged(recruitAnswer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(answerPage(await recruit.list(request.lang, request.query), toAnswer)),
  );

  app.get(
    '/recruit/detail',
    {
      schema: {
        tags,
        summary: 'One open position',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(recruitAnswer), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const job = await recruit.detail(request.lang, request.query.id);
      if (!job) throw notFound();
      return ok(toAnswer(job));
    },
  );
}
