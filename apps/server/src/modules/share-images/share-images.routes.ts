import { DEFAULT_LANG, errorEnvelope, idParam, parseLang } from '@coresense/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { fileAnswer } from '../../lib/http.ts';
import { queryLang } from '../../plugins/language.ts';
import { SHARE_HEIGHT, SHARE_MIME, SHARE_WIDTH } from './share-image.ts';
import { SHARE_KINDS, type ShareImage } from './share-images.service.ts';

const tags = ['Share images'];
const description =
  `A ${SHARE_WIDTH}×${SHARE_HEIGHT} JPEG for Open Graph and Twitter cards. Query lang picks the texts ` +
  '(zh_CN/en_US, also zh-CN/en-US; anything else is the default); v is only there so a changed page ' +
  'gets a new address in share caches.';
const querystring = z.object({ lang: z.string().optional(), v: z.string().optional() });
const shareImage = fileAnswer('The JPEG', [SHARE_MIME]);

/** The image's language comes from the query alone, so one address always draws the same. */
const langOf = (request: FastifyRequest) => parseLang(queryLang(request) ?? '') || DEFAULT_LANG;

function send(request: FastifyRequest, reply: FastifyReply, image: ShareImage) {
  reply
    .header('etag', image.etag)
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
  reply.header('content-type', SHARE_MIME).header('content-length', image.bytes.length);
  return request.method === 'HEAD' ? reply.send() : reply.send(image.bytes);
}

/** `GET /share/site.jpg` and `GET /share/{product|news|application}/{id}.jpg`. */
export default async function shareImageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = app.services.shareImages;
  // Drawings a client may cause (cache hits are free): enough for people sharing pages and card
  // crawlers, not for a loop over every record that keeps a processor drawing.
  const drawLimit = app.createRateLimit({
    max: app.config.shareDrawsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `share-draw:${request.ip}`,
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/share/site.jpg',
    schema: {
      tags,
      summary: 'The site-wide share image',
      description,
      querystring,
      response: { 200: shareImage },
    },
    handler: async (request, reply) => send(request, reply, await images.site(langOf(request))),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/share/:kind/:file',
    schema: {
      tags,
      summary: 'The share image of a published product, article or application',
      description,
      params: z.object({
        kind: z.enum(SHARE_KINDS),
        file: z.string().regex(/^\d{1,15}\.jpg$/),
      }),
      querystring,
      response: { 200: shareImage, 404: errorEnvelope, 429: errorEnvelope },
    },
    handler: async (request, reply) => {
      const id = idParam.safeParse(request.params.file.slice(0, -'.jpg'.length));
      const mayDraw = async () => {
        const limit = await drawLimit(request);
        return limit.isAllowed || !limit.isExceeded;
      };
      const image = id.success && (await images.of(request.params.kind, id.data, langOf(request), mayDraw));
      if (!image) throw notFound();
      return send(request, reply, image);
    },
  });
}
