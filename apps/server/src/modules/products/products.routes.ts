import {
  idParam,
  idPath,
  keywordQuery,
  paged,
  pagingQuery,
  productAnswer,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { answerPage, langQuery, ok, PUBLIC_API_CACHE, withJsonStr } from '../../lib/http.ts';

const categoryOption = z.object({ label: z.string(), value: z.number(), count: z.number() });

export default async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const products = app.services.products;
  const tags = ['Products'];

  app.get(
    '/product/class/options',
    {
      schema: { tags, querystring: langQuery, response: { 200: successEnvelope(z.array(categoryOption)) } },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await products.categoryOptions(request.lang)),
  );

  app.get(
    '/product/list',
    {
      schema: {
        tags,
        querystring: langQuery
          .extend(pagingQuery.shape)
          .extend(keywordQuery.shape)
          .extend({ classifyId: idParam.optional() }),
        response: { 200: successEnvelope(paged(productAnswer)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(answerPage(await products.list(request.lang, request.query), withJsonStr)),
  );

  app.get(
    '/product/detail/:id',
    {
      schema: {
        tags,
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(productAnswer) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const product = await products.detail(request.lang, request.params.id);
      if (!product) throw notFound();
      return ok(withJsonStr(product));
    },
  );

  app.get(
    '/product/page/config',
    {
      schema: {
        tags,
        querystring: langQuery,
        response: {
          200: successEnvelope(z.string().describe('JSON of {title, subtitle, banner, description}')),
        },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await products.pageConfig(request.lang)),
  );
}
