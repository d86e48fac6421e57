import { idParam, idQuery } from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { sendStoredFile } from './file-response.ts';
import type { FileService } from './files.service.ts';

const tags = ['Files'];

/** Both routes serve only what published content references; the storage key never comes from a request. */
async function servePublicFile(
  files: FileService,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  options: { disposition: 'attachment' | 'inline'; cacheControl: string },
) {
  const file = await files.findPublic(id);
  if (!file) throw notFound();
  const size = await files.storedSize(file);
  if (size === undefined) {
    request.log.warn({ fileId: file.id }, 'stored file is missing from the file store');
    throw notFound();
  }
  return sendStoredFile(request, reply, {
    file,
    size,
    read: (range) => files.read(file, range),
    ...options,
  });
}

/** `GET|HEAD /api/v1/common/download?id=N` (contract §4). */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.files;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/common/download',
    schema: {
      tags,
      summary: 'Download a file that published content references',
      description:
        'Streams the bytes as an attachment, with ETag, Last-Modified and single byte ranges (206/416).',
      querystring: idQuery,
    },
    handler: (request, reply) =>
      servePublicFile(files, request, reply, request.query.id, {
        disposition: 'attachment',
        cacheControl: 'public, max-age=300',
      }),
  });
}

/** `GET /media/:id/:name`: images for `<img>` tags, inline; the name is only for people reading the URL. */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.files;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:id/:name',
    schema: {
      tags,
      summary: 'A file that published content references, shown inline',
      params: z.object({ id: idParam, name: z.string() }),
    },
    handler: (request, reply) =>
      servePublicFile(files, request, reply, request.params.id, {
        disposition: 'inline',
        // A file id never gets other bytes, so the answer can be kept for good.
        cacheControl: 'public, max-age=31536000, immutable',
      }),
  });
}
