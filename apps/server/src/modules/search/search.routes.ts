import {
  errorEnvelope,
  siteSearchPage,
  siteSearchQuery,
  siteSuggestion,
  siteSuggestQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';
import { optedOut } from '../stats/stats.routes.ts';

/** `GET /api/v1/search` and `/search/suggest` (contract §9 "Search"). */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.services.search;
  const tags = ['Search'];

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search the published site',
        description:
          'Published products (with their part numbers and models, and the competitors’ part numbers they ' +
          'replace: such a hit’s summary says "Replaces LIS3DH (drop-in)"), applications, news, activities, ' +
          'investor items, jobs and documents in the request’s language. An exact part number or model ' +
          'ranks first, then title matches, then the rest. Part numbers match ignoring case, spaces and ' +
          'hyphens; Chinese by substring; an English plural finds its singular. Each first page is ' +
          'counted for the dashboard by its text alone, unless the request carries `DNT: 1` or ' +
          '`Sec-GPC: 1`; answers are therefore never cached.',
        querystring: langQuery.extend(siteSearchQuery.shape),
        response: { 200: successEnvelope(siteSearchPage), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await search.search(request.lang, request.query, !optedOut(request)));
    },
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        summary: 'Up to eight hits for a search being typed',
        querystring: langQuery.extend(siteSuggestQuery.shape),
        response: { 200: successEnvelope(z.array(siteSuggestion).max(8)), 400: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await search.suggest(request.lang, request.query.q)),
  );
}
