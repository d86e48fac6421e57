import {
  DEFAULT_LANG,
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorEnvelope,
  localizeIssues,
  parseLang,
  validationMessage,
} from '@coresense/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own error codes that are the client's fault, with the contract code they become. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'RATE_LIMITED',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function errorEnvelope(request: FastifyRequest, code: ErrorCode, error?: AppError): ErrorEnvelope {
  const message = error?.messageKey
    ? validationMessage(error.messageKey, request.lang)
    : ERROR_MESSAGES[request.lang][code];
  const envelope: ErrorEnvelope = { success: false, code, message };
  if (error?.fieldProblems.length) {
    envelope.errors = error.fieldProblems.map(({ field, key }) => ({
      field,
      message: validationMessage(key, request.lang),
    }));
  }
  return envelope;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, error?: AppError) {
  return reply
    .code(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(request, code, error));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook. Bad escapes and
 * long parameters reach their routes (app.ts), which leaves a request target it cannot read at all,
 * such as `http:///x`. No page can be told from it, so it gets the envelope, in the language its
 * query asks for, with the security headers no hook adds here.
 */
export function sendRouterError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const queryStart = request.url.indexOf('?');
  const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
  request.lang = parseLang(query.get('lang') ?? '') || DEFAULT_LANG;
  reply.headers(request.server.securityHeaders);
  return sendError(request, reply, 'VALIDATION_ERROR');
}

function classify(error: FastifyError): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code]!;
  if (error.statusCode && error.statusCode < 500 && STATUS_CODES[error.statusCode]) {
    return STATUS_CODES[error.statusCode]!;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'VALIDATION_ERROR';
  return 'INTERNAL';
}

/**
 * One place turns every failure into the contract's envelope. Server faults are logged with
 * the request id and answered without their detail: no stack, SQL or path reaches a client.
 */
async function errors(app: FastifyInstance) {
  // While the server shuts down, new requests are turned away so a load balancer retries elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    sendError(request, reply, 'UNAVAILABLE');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(
        (v) =>
          ({
            ...v.params,
            code: v.keyword,
            message: v.message,
            path: v.instancePath.split('/').filter(Boolean),
          }) as z.core.$ZodIssue,
      );
      const envelope: ErrorEnvelope = {
        ...errorEnvelope(request, 'VALIDATION_ERROR'),
        errors: localizeIssues(issues, request.lang),
      };
      return reply.code(400).send(envelope);
    }
    const code = classify(error);
    if (code === 'INTERNAL') {
      request.log.error({ err: error }, 'request failed');
      // Told to whoever watches the system; not awaited, so the answer is not held up.
      void app.services.notices.systemEvent('server-error', {
        method: request.method,
        route: request.routeOptions.url ?? '',
      });
    } else if (code === 'UNAVAILABLE') {
      request.log.warn({ err: error }, 'service unavailable');
    }
    if (code === 'RATE_LIMITED' && !reply.hasHeader('retry-after')) {
      const retryAfter = error instanceof AppError ? error.retryAfterSeconds : undefined;
      reply.header('retry-after', String(retryAfter ?? 60));
    }
    return sendError(request, reply, code, error instanceof AppError ? error : undefined);
  });
}

export default fp(errors, { name: 'errors', dependencies: ['language'] });
