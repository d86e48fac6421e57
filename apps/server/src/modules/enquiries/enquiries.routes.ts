import {
  contactSubmission,
  errorEnvelope,
  productEnquirySubmission,
  sampleRequestResult,
  sampleRequestSubmission,
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

  app.post(
    '/sample/request',
    {
      schema: {
        tags,
        summary: 'Request samples of up to five parts (contract §13)',
        description:
          'Each part an orderable part number of a published product (compared ignoring case), not obsolete, ' +
          '1–10 pieces; a refused part is reported on `parts.N.partNumber` or `parts.N.quantity`. A form-encoded ' +
          'body names the parts `parts.N.partNumber` and `parts.N.quantity`. Stored in the inbox as kind ' +
          '`sample` before the reference is answered.',
        consumes: BODY_TYPES,
        querystring: langQuery,
        body: sampleRequestSubmission,
        response: { ...responses, 200: successEnvelope(sampleRequestResult) },
      },
      config,
      preValidation: async (request) => {
        request.body = withFormParts(request.body as Record<string, unknown>) as typeof request.body;
      },
    },
    async (request) => ok(await app.services.sampleRequests.request(request.body, submissionMeta(request))),
  );
}

const FORM_PART = /^parts\.(\d)\.(partNumber|quantity)$/;

/** A form's `parts.N.partNumber` and `parts.N.quantity` fields as the `parts` list JSON sends. */
function withFormParts(body: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(body.parts)) return body;
  const parts: Array<Record<string, unknown>> = [];
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const match = FORM_PART.exec(name);
    if (!match) {
      rest[name] = value;
      continue;
    }
    const index = Number(match[1]);
    parts[index] = { ...parts[index], [match[2]!]: value };
  }
  return parts.length > 0 ? { ...rest, parts: Array.from(parts, (part) => part ?? {}) } : body;
}
