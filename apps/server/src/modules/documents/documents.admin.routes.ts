import {
  adminDocument,
  adminDocumentInput,
  adminDocumentListQuery,
  adminRevisionInput,
  errorEnvelope,
  idPath,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminCrud } from '../../content/admin-routes.ts';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { notFound } from '../../lib/app-error.ts';
import { editorOf, ok } from '../../lib/http.ts';

const TAG = 'Admin: documents';

export default async function documentAdminRoutes(fastify: FastifyInstance) {
  registerAdminCrud(fastify, {
    resource: 'documents',
    noun: 'document',
    tag: TAG,
    listQuery: adminDocumentListQuery,
    input: adminDocumentInput,
    record: adminDocument,
    service: fastify.services.documentsAdmin,
    versions: fastify.services.documentsAdmin,
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { common, write, errors } = adminRouteOptions('documents', TAG);
  app.post(
    '/admin/documents/:id/revisions',
    {
      schema: {
        ...common,
        summary:
          'Adds a revision, the new latest: public at once wherever the document is, every earlier file still downloadable',
        params: idPath,
        body: adminRevisionInput,
        response: { 200: successEnvelope(adminDocument), ...errors, 404: errorEnvelope },
      },
      config: write,
    },
    async (request) => {
      const document = await app.services.documentRevisions.add(
        request.params.id,
        request.body,
        editorOf(request),
      );
      if (!document) throw notFound();
      await app.contentChanged();
      return ok(document);
    },
  );
}
