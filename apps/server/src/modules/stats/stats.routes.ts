import { errorEnvelope, pageViewBeacon } from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../lib/app-error.ts';
import type { StatsClient } from './stats.service.ts';

/** Views per client address per minute: a reader opens a few pages a minute, not hundreds. */
export const VIEW_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

/** The visitor asked not to be tracked (Do Not Track, Global Privacy Control): nothing is counted. */
export function optedOut(request: Pick<FastifyRequest, 'headers'>): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** The client a view or download is counted for, once a day (`StatsService`). */
export function statsClient(request: FastifyRequest): StatsClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** `POST /api/v1/stats/view`: the site's own page-view beacon (contract §11). */
export default async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stats = app.services.stats;

  app.post(
    '/stats/view',
    {
      schema: {
        tags: ['Statistics'],
        summary: 'Count a view of a site page',
        description:
          'Sent by the site with navigator.sendBeacon once a page has loaded. Sets no cookie and stores ' +
          'nothing about the visitor: one more view of that page, in that language, that day. Not counted ' +
          'when the request carries `DNT: 1` or `Sec-GPC: 1`. A path that is not a page of the site is 400.',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: pageViewBeacon,
        response: {
          204: z.null().describe('Counted, or not counted at the visitor’s wish'),
          400: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
      config: { rateLimit: VIEW_RATE_LIMIT },
    },
    async (request, reply) => {
      if (
        !optedOut(request) &&
        !stats.recordView(request.body.path, request.body.lang, statsClient(request))
      ) {
        throw invalidField('path', 'invalidValue');
      }
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
}
