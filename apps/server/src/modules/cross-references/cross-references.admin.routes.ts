import {
  adminCrossReference,
  adminCrossReferenceInput,
  adminCrossReferenceListQuery,
  crossReferenceImportResult,
  deletedRecord,
  errorEnvelope,
  idPath,
  paged,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, fileAnswer, langQuery, ok } from '../../lib/http.ts';
import { contentDisposition } from '../files/file-response.ts';

/** A CSV of a few thousand rows with notes in two languages. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * `/api/v1/admin/cross-references` (contract §13): competitors' part numbers and our products
 * that replace them, guarded by the products' authorities, since a reference is part of what the
 * site says about a product. Every write re-indexes the product it names and drops the caches.
 */
export default async function crossReferenceAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const references = app.services.crossReferences;
  const { common, read, write, errors } = adminRouteOptions('products', 'Admin: cross-references');
  const path = '/admin/cross-references';

  app.get(
    path,
    {
      schema: {
        ...common,
        summary:
          'Lists cross-references, paged: keyword (part number or manufacturer), manufacturer, match, productId',
        querystring: adminCrossReferenceListQuery.extend(langQuery.shape),
        response: { 200: successEnvelope(paged(adminCrossReference)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await references.list(request.lang, request.query)),
  );

  app.get(
    `${path}/manufacturers`,
    {
      schema: {
        ...common,
        summary: 'The manufacturers the cross-references name, for the list’s filter',
        response: { 200: successEnvelope(z.array(z.string())), ...errors },
      },
      config: read,
    },
    async () => ok(await references.manufacturers()),
  );

  app.get(
    `${path}/template.csv`,
    {
      schema: {
        ...common,
        summary: 'The import’s template: the header row and one example row (UTF-8 with BOM)',
        response: { 200: fileAnswer('CSV', ['text/csv']), ...errors },
      },
      config: read,
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', 'cross-references-template.csv'))
        .header('cache-control', 'no-store')
        .send(references.template(await references.templateExample())),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        ...common,
        summary: 'Reads one cross-reference',
        params: idPath,
        querystring: langQuery,
        response: { 200: successEnvelope(adminCrossReference), ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const found = await references.get(request.params.id, request.lang);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.post(
    path,
    {
      schema: {
        ...common,
        summary: 'Creates a cross-reference',
        body: adminCrossReferenceInput,
        response: { 200: successEnvelope(adminCrossReference), ...errors },
      },
      config: write,
    },
    async (request) => {
      const created = await references.create(request.body, editorOf(request));
      await app.contentChanged();
      return ok(created);
    },
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        ...common,
        summary: 'Replaces a cross-reference',
        params: idPath,
        body: adminCrossReferenceInput,
        response: { 200: successEnvelope(adminCrossReference), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const updated = await references.update(request.params.id, request.body, editorOf(request));
      if (!updated) throw notFound();
      await app.contentChanged();
      return ok(updated);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        ...common,
        summary: 'Deletes a cross-reference',
        params: idPath,
        response: { 200: successEnvelope(deletedRecord), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const { id } = request.params;
      if (!(await references.delete(id, editorOf(request)))) throw notFound();
      await app.contentChanged();
      return ok({ id });
    },
  );

  await app.register(async (csv) => {
    csv.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    csv.withTypeProvider<ZodTypeProvider>().post(
      `${path}/import`,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          ...common,
          summary: 'Imports a CSV (text/csv, UTF-8) whole or not at all',
          description:
            'A header row naming competitorPartNumber, manufacturer, productModel, partNumber, match, ' +
            'note_zh_CN and note_en_US (see template.csv). Every row is checked first: a problem is a 400 ' +
            'whose errors name `lines.<line>.<column>`, and nothing is imported. Otherwise every row is ' +
            'written in one transaction; a row naming a part the product already has updates that reference.',
          consumes: ['text/csv'],
          body: z.string().describe('The CSV file'),
          response: { 200: successEnvelope(crossReferenceImportResult), ...errors },
        },
        config: write,
      },
      async (request) => {
        const result = await references.importCsv(request.body, editorOf(request));
        await app.contentChanged();
        return ok(result);
      },
    );
  });
}
