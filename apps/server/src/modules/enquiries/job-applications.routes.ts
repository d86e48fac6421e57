import {
  CV_MAX_BYTES,
  errorEnvelope,
  jobApplicationSubmission,
  localizeIssues,
  submissionResult,
  successEnvelope,
  validationMessage,
} from '@coresense/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { langQuery, ok } from '../../lib/http.ts';
import { readMultipartForm } from '../../lib/multipart.ts';
import { errorEnvelope as envelopeOf } from '../../plugins/errors.ts';

/** Text fields a form sends, each far below this many bytes (the message: 5000 characters). */
const FIELD_BYTES = 32 * 1024;

/** The bounds of an application's body, here and on the job page that takes it without scripts. */
export const JOB_APPLICATION_LIMITS = {
  fileSize: CV_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: FIELD_BYTES,
  parts: 11,
  headerPairs: 100,
};

/**
 * The multipart parts, for the OpenAPI document only: the parts are read as a stream in the
 * handler (the body Fastify sees is empty) and checked there with `jobApplicationSubmission`.
 */
const documentedParts = z
  .object({
    jobId: z.string().describe('The published position applied for'),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string().optional(),
    cv: z.string().meta({ format: 'binary' }).describe('The CV file: PDF, DOC or DOCX'),
  })
  .nullish();

/**
 * `POST /api/v1/recruit/apply`: a job application with its CV, as multipart/form-data. Multipart
 * bodies are parsed only inside this plugin, with limits of their own.
 */
export default async function jobApplicationRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: JOB_APPLICATION_LIMITS });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/recruit/apply',
    {
      schema: {
        tags: ['Enquiries'],
        summary: 'Apply for a published position with a CV (multipart/form-data)',
        description:
          'Text parts `jobId`, `name`, `email`, `phone` (rules of the contact form) and `message` (≤ 5000), ' +
          `and one file part \`cv\`: PDF, DOC or DOCX judged by its content, at most ${CV_MAX_BYTES / 1024 / 1024} MiB ` +
          '(413 beyond). A bad field or CV is 400 VALIDATION_ERROR with one `errors` entry per field; another ' +
          'body type is 415. The application is stored, and shown in the back-office inbox as kind `job`, ' +
          'before success is answered. The CV is never publicly downloadable.',
        consumes: ['multipart/form-data'],
        body: documentedParts,
        querystring: langQuery,
        response: {
          200: successEnvelope(submissionResult),
          400: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
      // One allowance per address with the contact form and product enquiries.
      config: { rateLimitGroup: 'public-forms' },
      // Another body type is refused before the (documentation-only) body schema looks at it.
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipartForm(request);
      const cv = files.find((file) => file.field === 'cv' && file.data.length > 0);
      const parsed = jobApplicationSubmission.safeParse(fields);
      if (!parsed.success || !cv) {
        const errors = parsed.success ? [] : localizeIssues(parsed.error.issues, request.lang);
        if (!cv) errors.push({ field: 'cv', message: validationMessage('required', request.lang) });
        return reply.code(400).send({ ...envelopeOf(request, 'VALIDATION_ERROR'), errors });
      }
      const meta = { lang: request.lang, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      return ok(await app.services.jobApplications.apply(parsed.data, cv, meta));
    },
  );
}
