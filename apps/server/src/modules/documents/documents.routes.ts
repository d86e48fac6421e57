import {
  documentListQuery,
  documentRecord,
  errorEnvelope,
  idQuery,
  paged,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { langQuery, ok, PUBLIC_API_CACHE } from '../../lib/http.ts';

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const documents = app.services.documents;
  const tags = ['Documents'];

  app.get(
    '/document/list',
    {
      schema: {
        tags,
        summary: 'Published documents, newest first, by type, product and a keyword in the title or number',
        querystring: langQuery.extend(documentListQuery.shape),
        response: { 200: successEnvelope(paged(documentRecord)) },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => ok(await documents.list(request.lang, request.query)),
  );

  app.get(
    '/document/detail',
    {
      schema: {
        tags,
        summary: 'One published document with its earlier revisions',
        querystring: langQuery.extend(idQuery.shape),
        response: { 200: successEnvelope(documentRecord), 404: errorEnvelope },
      },
      config: { cache: PUBLIC_API_CACHE },
    },
    async (request) => {
      const document = await documents.detail(request.lang, request.query.id);
      if (!document) throw notFound();
      return ok(document);
    },
  );
}
