import { idParam, idPath, keywordQuery, paged, pagingQuery, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE, sendJson } from '../../lib/http.ts';

const productRecord = z.object({
  id: z.number(),
  classifyId: z.number(),
  sort: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  jsonStr: z
    .string()
    .describe(
      'JSON of {name, model, category, summary, cover, images, features, specs, models, description, files, enabled}',
    ),
});

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
        response: { 200: successEnvelope(paged(productRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request, reply) => sendJson(reply, await products.listJson(request.lang, request.query)),
  );

  app.get(
    '/product/detail/:id',
    {
      schema: {
        tags,
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(productRecord) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request, reply) => {
      const product = await products.detailJson(request.lang, request.params.id);
      if (!product) throw notFound();
      return sendJson(reply, product);
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
