import {
  contactSubmission,
  errorEnvelope,
  productEnquirySubmission,
  submissionResult,
  successEnvelope,
} from '@coresense/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, ok } from '../../lib/http.ts';
import type { SubmissionMeta } from './enquiries.service.ts';

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

function submissionMeta(request: FastifyRequest): SubmissionMeta {
  return { lang: request.lang, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

const responses = {
  200: successEnvelope(submissionResult),
  400: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  429: errorEnvelope,
};

export default async function enquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const enquiries = app.services.enquiries;
  const tags = ['Enquiries'];
  // Both forms draw on one allowance per client address (the `public-forms` limit).
  const config = { rateLimitGroup: 'public-forms' } as const;

  // A request without a body (or with a JSON array or scalar) is an empty form: each required
  // field is reported missing, rather than one error about the body as a whole.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) request.body = {};
  });

  app.post(
    '/contact/us/submit',
    {
      schema: {
        tags,
        summary: 'Send the contact form',
        consumes: BODY_TYPES,
        querystring: langQuery,
        body: contactSubmission,
        response: responses,
      },
      config,
    },
    async (request) => ok(await enquiries.submit('contact', request.body, submissionMeta(request))),
  );

  app.post(
    '/product/ask',
    {
      schema: {
        tags,
        summary: 'Ask about a product',
        consumes: BODY_TYPES,
        querystring: langQuery,
        body: productEnquirySubmission,
        response: responses,
      },
      config,
    },
    async (request) => ok(await enquiries.submit('product', request.body, submissionMeta(request))),
  );
}
