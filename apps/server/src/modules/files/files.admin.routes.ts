import {
  adminFile,
  adminFileDetail,
  adminFileListQuery,
  errorEnvelope,
  idPath,
  paged,
  successEnvelope,
} from '@coresense/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAdminDelete } from '../../lib/admin-delete-route.ts';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import { editorOf, fileAnswer, ok } from '../../lib/http.ts';
import { withUploadStream } from '../../lib/multipart.ts';
import { serveStoredFile } from './file-response.ts';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from './files.admin.service.ts';

const { common, read, write, errors } = adminRouteOptions('files', 'Admin: files');

/** Shown inline in the back-office; anything else is downloaded. */
const INLINE_TYPES = /^(image\/|application\/pdf$)/;

/**
 * `/api/v1/admin/files`: uploads, the file library and its previews. Multipart bodies are
 * parsed only inside this plugin, with limits of their own.
 */
export default async function fileAdminRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 11,
      headerPairs: 100,
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.filesAdmin;

  app.post(
    '/admin/files',
    {
      schema: {
        ...common,
        summary: 'Uploads one file (multipart/form-data) and answers its file reference',
        description:
          `One file part, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MiB, or ${MAX_IMAGE_BYTES / 1024 / 1024} MiB ` +
          'for a raster image (413 beyond). The type is judged by the content: PNG, JPEG, WebP, GIF, AVIF, SVG, ' +
          'PDF, ZIP and Office documents; anything else is 415. ' +
          'Raster images also get WebP variants 480, 960 and 1600 pixels wide (never wider than the original).',
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(adminFile), ...errors, 413: errorEnvelope, 415: errorEnvelope },
      },
      config: write,
    },
    async (request) =>
      withUploadStream(request, async (file) => {
        if (!file) throw invalidField('file', 'required');
        return ok(await files.upload(file, editorOf(request)));
      }),
  );

  app.get(
    '/admin/files',
    {
      schema: {
        ...common,
        summary: 'Lists uploads, newest first: keyword on the name, kind image|document',
        querystring: adminFileListQuery,
        response: { 200: successEnvelope(paged(adminFile)), ...errors },
      },
      config: read,
    },
    async (request) => ok(await files.list(request.query)),
  );

  app.get(
    '/admin/files/:id',
    {
      schema: {
        ...common,
        summary: 'Reads one file with the records that reference it',
        params: idPath,
        response: { 200: successEnvelope(adminFileDetail), ...errors, 404: errorEnvelope },
      },
      config: read,
    },
    async (request) => {
      const file = await files.get(request.params.id);
      if (!file) throw notFound();
      return ok(file);
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/admin/files/:id/content',
    schema: {
      ...common,
      summary: 'The stored bytes for staff, referenced by content or not (previews before saving)',
      params: idPath,
      response: { 200: fileAnswer('The file, of its stored type', ['*/*']), ...errors, 404: errorEnvelope },
    },
    config: read,
    handler: async (request, reply) => {
      const file = await app.services.files.findById(request.params.id);
      if (!file) throw notFound();
      return serveStoredFile(app.services.files, request, reply, file, {
        disposition: INLINE_TYPES.test(file.mime) ? 'inline' : 'attachment',
        cacheControl: 'private, no-cache',
      });
    },
  });

  registerAdminDelete(
    app,
    {
      resource: 'files',
      tag: 'Admin: files',
      path: '/admin/files',
      summary: 'Deletes a file and its variants; refused (400) while any record references them',
    },
    (id, request) => files.delete(id, editorOf(request)),
  );
}
