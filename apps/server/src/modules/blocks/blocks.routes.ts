import { BLOCK_TYPES, contactBlock, errorEnvelope, isBlockType, successEnvelope } from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

const jsonString = (description: string) => successEnvelope(z.string().describe(description));

export default async function blockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blocks = app.services.blocks;
  const tags = ['Pages'];
  const options = (summary: string, response: z.ZodType) => ({
    schema: { tags, summary, querystring: langQuery, response: { 200: response } },
    config: { cache: PUBLIC_API_CACHE },
  });

  app.get(
    '/home/data',
    options(
      'The home page',
      jsonString(
        'JSON of {banners: [{title, subtitle, image, link}], advantages: [{title, description, icon}] (the `advantages` block’s list), highlightProductIds, highlightApplicationIds}',
      ),
    ),
    async (request) => ok(JSON.stringify(await blocks.homeData(request.lang))),
  );

  app.get(
    '/about/us/data',
    options(
      'The about page',
      jsonString(
        'JSON of {introduction, history: [{time, title, description}] newest first, subsidiaries, …}',
      ),
    ),
    async (request) => ok(await blocks.dataString('about', request.lang)),
  );

  app.get(
    '/contact/us/info',
    options('The contact details', successEnvelope(contactBlock.partial())),
    async (request) => ok(await blocks.data('contact', request.lang)),
  );

  app.get(
    '/other/data/data',
    {
      schema: {
        tags,
        summary: 'One content block, by type',
        querystring: langQuery.extend({
          type: z
            .string()
            .min(1)
            .max(50)
            .describe(`One of ${BLOCK_TYPES.join(', ')}`),
        }),
        response: { 200: jsonString('JSON of the named content block'), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      if (!isBlockType(request.query.type)) throw notFound();
      return ok(await blocks.dataString(request.query.type, request.lang));
    },
  );
}
