import {
  DEFAULT_LANG,
  type Lang,
  langFromAcceptLanguage,
  pageLangFromAcceptLanguage,
  parseLang,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The content language of this request (contract §1 for the API, §6 for pages). */
    lang: Lang;
  }
}

export const LOCALE_COOKIE = 'umi_locale';

export function queryLang(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined;
}

/**
 * Pages (contract §6): query `lang`, else the `umi_locale` cookie, else `Accept-Language` (English
 * when it names neither language), else Chinese.
 */
export function pageLang(request: FastifyRequest): Lang {
  const fromQuery = queryLang(request);
  const fromCookie = request.cookies?.[LOCALE_COOKIE];
  return (
    (fromQuery && parseLang(fromQuery)) ||
    (fromCookie && parseLang(fromCookie)) ||
    pageLangFromAcceptLanguage(request.headers['accept-language']) ||
    DEFAULT_LANG
  );
}

async function language(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) {
      request.lang = pageLang(request);
      return done();
    }
    const raw = queryLang(request);
    if (raw === undefined) return done();
    const lang = parseLang(raw);
    if (!lang) {
      request.lang = langFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANG;
      throw new AppError('INVALID_LANG');
    }
    request.lang = lang;
    done();
  });
}

export default fp(language, { name: 'language', dependencies: ['@fastify/cookie'] });
