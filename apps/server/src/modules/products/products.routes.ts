import {
  compareAnswer,
  errorEnvelope,
  idParam,
  idPath,
  keywordQuery,
  type ProductDataFilter,
  paged,
  pagingQuery,
  parameterFacet,
  productAnswer,
  productListDataQuery,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField, notFound } from '../../lib/app-error.ts';
import { answerPage, fileAnswer, langQuery, ok, PUBLIC_API_CACHE, withJsonStr } from '../../lib/http.ts';
import { contentDisposition } from '../files/file-response.ts';
import { productCsv } from './product-export.ts';

const categoryOption = z.object({ label: z.string(), value: z.number(), count: z.number() });

/**
 * The list's product-data query (contract §8): `status`, `sort`, and any number of `p.<key>`
 * filters, which zod cannot name in advance and so lets through for the service to check.
 */
const parameterFilterQuery = z
  .unknown()
  .describe('p.<key>: min..max for a number, comma-separated values for an enum or boolean');
const productDataQuery = productListDataQuery.extend(keywordQuery.shape).catchall(parameterFilterQuery);

/** The product-data filters of a parsed query; a `p.<key>` given twice is unreadable. */
function dataFilter(query: z.output<typeof productDataQuery>): ProductDataFilter {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith('p.')) continue;
    if (typeof value !== 'string') throw invalidField(name, 'invalidValue');
    filters[name.slice(2)] = value;
  }
  return {
    keyword: query.keyword,
    filters,
    status: query.status === undefined ? undefined : query.status.split(','),
    sort: query.sort,
  };
}

/** `ids=1,2[,3[,4]]`: two to four distinct positive integers. */
const compareIds = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15}){1,3}$/, 'invalidValue')
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.every((id) => id > 0) && new Set(ids).size === ids.length, 'invalidValue')
  .describe('2 to 4 distinct product ids, comma-separated');

export default async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const products = app.services.products;
  const tags = ['Products'];

  app.get(
    '/product/class/options',
    {
      schema: {
        tags,
        summary: 'The product categories, each with its count of published products',
        description: 'Counts respect every product-data filter and keyword of the list, but not classifyId.',
        querystring: langQuery
          .extend(productDataQuery.omit({ sort: true }).shape)
          .catchall(parameterFilterQuery),
        response: { 200: successEnvelope(z.array(categoryOption)), 400: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const { sort: _sort, ...filter } = dataFilter(request.query);
      return ok(await products.categoryOptions(request.lang, filter));
    },
  );

  app.get(
    '/product/parameters',
    {
      schema: {
        tags,
        summary: 'The parameters the product list can be filtered by, with their values',
        querystring: langQuery.extend({ classifyId: idParam.optional() }),
        response: { 200: successEnvelope(z.array(parameterFacet)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await products.parameters(request.lang, request.query.classifyId)),
  );

  app.get(
    '/product/compare',
    {
      schema: {
        tags,
        summary: 'Published products side by side, parameter by parameter',
        querystring: langQuery.extend({ ids: compareIds }),
        response: { 200: successEnvelope(compareAnswer), 400: errorEnvelope, 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await products.compare(request.lang, request.query.ids)),
  );

  app.get(
    '/product/list',
    {
      schema: {
        tags,
        summary: 'Published products, paged, filtered and searched',
        description:
          'Also takes p.<key> filters (contract §8): min..max for a number (either end optional, SI prefixes p n µ u m k M G), comma-separated values for an enum or boolean. An unknown key, an unreadable value or status, or a sort by an unknown key: 400 VALIDATION_ERROR.',
        querystring: langQuery
          .extend(pagingQuery.shape)
          .extend(productDataQuery.shape)
          .extend({ classifyId: idParam.optional() })
          .catchall(parameterFilterQuery),
        response: { 200: successEnvelope(paged(productAnswer)), 400: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const { classifyId, pageNum, pageSize } = request.query;
      const page = await products.list(request.lang, {
        classifyId,
        pageNum,
        pageSize,
        ...dataFilter(request.query),
      });
      return ok(answerPage(page, withJsonStr));
    },
  );

  app.get(
    '/product/export.csv',
    {
      schema: {
        tags,
        summary: 'The filtered product list as CSV (UTF-8 with BOM), one row per product',
        description:
          'Takes the filters of GET /product/list (contract §8), without paging. Columns: model, name, status, then per parameter its min, max (in the canonical unit) and text, headed by label and unit in the language of `lang`. Streamed; a bad filter answers 400 VALIDATION_ERROR before any byte of CSV.',
        querystring: langQuery
          .extend(productDataQuery.shape)
          .extend({ classifyId: idParam.optional() })
          .catchall(parameterFilterQuery),
        response: { 200: fileAnswer('CSV', ['text/csv']), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const exported = await products.export(request.lang, {
        classifyId: request.query.classifyId,
        ...dataFilter(request.query),
      });
      // A stream is not kept by this server's response cache (it keeps whole bodies); a CDN may.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'coresense-products.csv'))
        .header('cache-control', PUBLIC_API_CACHE.cacheControl)
        .send(productCsv(request.lang, exported));
    },
  );

  app.get(
    '/product/detail/:id',
    {
      schema: {
        tags,
        summary: 'One published product',
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(productAnswer), 404: errorEnvelope },
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
        summary: 'The texts of the products page',
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
