import { langToHtmlLang } from '@coresense/shared';
import { SITE_MESSAGES } from '@coresense/shared/i18n/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_PARAM } from './preview.service.ts';

/*
 * What a page request carrying a preview token gets besides its page: it is for whoever holds
 * the link, so no cache keeps it (the response cache skips it, `no-store` keeps CDNs and
 * browsers from storing it) and no search engine indexes it.
 */

/** Whether a request carries a preview token (valid or not): the response cache must not look it up or keep it. */
export function isPreviewRequest(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query !== undefined && query !== null && Object.hasOwn(query, PREVIEW_PARAM);
}

/** Headers of every answer to a preview request, whatever its status. */
export function markPreviewAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
}

/** 403 with a short page saying why, for a token that is forged, altered, expired or for another page. */
export function sendPreviewRefused(request: FastifyRequest, reply: FastifyReply) {
  const t = SITE_MESSAGES[request.lang];
  const html = `<!doctype html><html lang="${langToHtmlLang(request.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t['preview.refusedTitle']}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1 style="font-size:1.5rem">${t['preview.refusedTitle']}</h1><p>${t['preview.refused']}</p><p><a href="/index">${t['common.backHome']}</a></p></body></html>`;
  return reply.code(403).type('text/html; charset=utf-8').send(html);
}
