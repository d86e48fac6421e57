import { errorEnvelope, fileSlug, idParam, idQuery, publicFileUrl } from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREVIEW_PARAM } from '../../content/preview/preview.service.ts';
import { markPreviewAnswer } from '../../content/preview/preview-page.ts';
import { fileAnswer } from '../../lib/http.ts';
import { statsClient } from '../stats/stats.routes.ts';
import { serveStoredFile } from './file-response.ts';
import type { FileRow } from './files.repository.ts';

const tags = ['Files'];
const storedFile = fileAnswer('The file, of its stored type', ['*/*']);

/** A preview page's own links to files carry its token (content/preview/preview-files.ts). */
const previewToken = z
  .string()
  .max(2000)
  .optional()
  .describe(
    'A preview link’s token: also serves an unpublished file that the previewed working copy mentions and that belongs to its record.',
  );

/**
 * The file a public route may serve: one that published content references, else, for a
 * preview page's link, one that the previewed working copy mentions and its record owns
 * (another record's upload stays with it). A preview's answer is `no-store` and `noindex`, like its page.
 */
async function servableFile(
  app: FastifyInstance,
  reply: FastifyReply,
  id: number,
  token: string | undefined,
): Promise<{ file: FileRow | undefined; previewing: boolean }> {
  const published = await app.services.files.findPublic(id);
  if (published || token === undefined) return { file: published, previewing: false };
  markPreviewAnswer(reply);
  const file = await app.services.files.findById(id);
  const shown = file !== undefined && (await app.services.preview.showsFile(token, file));
  return { file: shown ? file : undefined, previewing: true };
}

/** `GET|HEAD /api/v1/common/download?id=N` (contract §4). */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.files;
  const stats = app.services.stats;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/common/download',
    schema: {
      tags,
      summary: 'Download a file that published content references',
      description:
        'Streams the bytes as an attachment, with ETag, Last-Modified and single byte ranges (206/416).',
      querystring: idQuery.extend({ [PREVIEW_PARAM]: previewToken }),
      response: { 200: storedFile, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const { file, previewing } = await servableFile(app, reply, request.query.id, request.query.preview);
      const answer = await serveStoredFile(files, request, reply, file, {
        disposition: 'attachment',
        cacheControl: previewing ? 'no-store' : 'public, max-age=300',
      });
      if (file && !previewing && isNewDownload(request, reply))
        stats.recordDownload(file.id, statsClient(request));
      return answer;
    },
  });
}

/**
 * A download the dashboard counts: a GET answered with the file from its first byte. A viewer
 * that fetches a PDF in ranges counts once; HEAD, 304 and later ranges do not count.
 */
function isNewDownload(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET') return false;
  if (reply.statusCode === 200) return true;
  return reply.statusCode === 206 && String(reply.getHeader('content-range')).startsWith('bytes 0-');
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
      querystring: z.object({ [PREVIEW_PARAM]: previewToken }),
      response: { 200: storedFile, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const { file, previewing } = await servableFile(app, reply, request.params.id, request.query.preview);
      return serveStoredFile(files, request, reply, file, {
        disposition: 'inline',
        // A file id never gets other bytes, so the answer can be kept for good.
        cacheControl: previewing ? 'no-store' : 'public, max-age=31536000, immutable',
      });
    },
  });
}

/**
 * `GET /files/:id/:slug`: the crawlable address of a published file (robots.txt keeps crawlers
 * out of `/api/`), opened in the browser with the download's rules otherwise. Another spelling of
 * the name is sent to the one address, so search engines index each file once.
 */
export async function publicFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = app.services.files;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/:id/:slug',
    schema: {
      tags,
      summary: 'A file that published content references, opened in the browser',
      description:
        'Inline, with ETag, Last-Modified and single byte ranges like the download; a slug other than ' +
        'the one of the file name answers 301 to the canonical address.',
      params: z.object({ id: idParam, slug: z.string() }),
      response: { 200: storedFile, 404: errorEnvelope },
    },
    handler: async (request, reply) => {
      const file = await files.findPublic(request.params.id);
      if (file && request.params.slug !== fileSlug(file.name)) {
        return reply.header('cache-control', 'public, max-age=300').redirect(publicFileUrl(file), 301);
      }
      return serveStoredFile(files, request, reply, file, {
        disposition: 'inline',
        cacheControl: 'public, max-age=300',
      });
    },
  });
}
