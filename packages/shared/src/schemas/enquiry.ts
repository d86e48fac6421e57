import { z } from 'zod';
import { EMAIL_PATTERN, ENQUIRY_LIMITS as MAX, PHONE_PATTERN, SAMPLE_LIMITS } from './enquiry-rules.ts';

/** Whitespace-only, like an absent or null field, counts as empty (contract §3). */
const blankToUndefined = (value: unknown) =>
  value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : value;

const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);
const optional = (max: number) => z.preprocess(blankToUndefined, z.string().max(max).optional());

/** A product id as JSON number or form text; anything that is not a positive integer is refused. */
const productId = z.preprocess((value) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^\d{1,15}$/.test(given) ? Number(given) : given;
}, z.number('invalidValue').int('invalidValue').positive('unknownProduct').optional());

export const contactSubmission = z.object({
  name: required(z.string().max(MAX.name)),
  email: required(z.email({ pattern: EMAIL_PATTERN }).max(MAX.email)),
  phone: required(z.string().max(MAX.phone).regex(PHONE_PATTERN, 'invalidPhone')),
  company: optional(MAX.company),
  job: optional(MAX.job),
  product: optional(MAX.product),
  mind: optional(MAX.mind),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

export const productEnquirySubmission = contactSubmission.extend({ productId });
export type ProductEnquirySubmission = z.infer<typeof productEnquirySubmission>;

/** A job application (`POST /api/v1/recruit/apply`, multipart): these fields and a `cv` file part. */
export const jobApplicationSubmission = z.object({
  jobId: z.preprocess((value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' && /^\d{1,15}$/.test(given) ? Number(given) : given;
  }, z.number('required').int('invalidValue').positive('unknownReference')),
  name: contactSubmission.shape.name,
  email: contactSubmission.shape.email,
  phone: contactSubmission.shape.phone,
  message: optional(MAX.mind),
});
export type JobApplicationSubmission = z.infer<typeof jobApplicationSubmission>;

/** A number as JSON or form text; anything else is left for the schema to refuse. */
const wholeNumber = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && /^-?\d{1,15}$/.test(given) ? Number(given) : given;
};

/** One part of a sample request: an orderable part number and how many pieces. */
export const samplePart = z.object({
  partNumber: required(z.string().max(SAMPLE_LIMITS.partNumber)),
  quantity: z.preprocess(
    wholeNumber,
    z.number('required').int('invalidValue').min(1, 'tooSmall').max(SAMPLE_LIMITS.quantity, 'tooLarge'),
  ),
});
export type SamplePart = z.infer<typeof samplePart>;

/** `POST /api/v1/sample/request` (contract §13). */
export const sampleRequestSubmission = z.object({
  name: contactSubmission.shape.name,
  email: contactSubmission.shape.email,
  phone: z.preprocess(
    blankToUndefined,
    z.string().max(MAX.phone).regex(PHONE_PATTERN, 'invalidPhone').optional(),
  ),
  company: required(z.string().max(MAX.company)),
  country: required(z.string().max(SAMPLE_LIMITS.country)),
  application: required(z.string().max(SAMPLE_LIMITS.application)),
  parts: z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(samplePart).min(1, 'required').max(SAMPLE_LIMITS.parts, 'tooManyParts'),
  ),
  mind: optional(MAX.mind),
});
export type SampleRequestSubmission = z.infer<typeof sampleRequestSubmission>;

export const sampleRequestResult = z.object({
  reference: z.string().describe('What the requester quotes to us: `S-` and the stored id'),
});

export const ENQUIRY_KINDS = ['contact', 'product', 'job', 'sample'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** `read` and `handled` for enquiries; a sample request moves through `approved`, `shipped`, `declined`. */
export const ENQUIRY_STATUSES = ['new', 'read', 'handled', 'approved', 'shipped', 'declined'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Where a sample request may go from each status (contract §13): approved, then shipped with
 * its tracking note; declined, with the reason, before it ships. Nothing else moves it.
 */
export const SAMPLE_MOVES: Readonly<Partial<Record<EnquiryStatus, readonly EnquiryStatus[]>>> = {
  new: ['approved', 'declined'],
  approved: ['shipped', 'declined'],
};

export const submissionResult = z.object({ id: z.number().int() });
