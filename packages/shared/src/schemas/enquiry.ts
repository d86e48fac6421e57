import { z } from 'zod';
import { EMAIL_PATTERN, ENQUIRY_LIMITS as MAX, PHONE_PATTERN } from './enquiry-rules.ts';

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

export const ENQUIRY_KINDS = ['contact', 'product', 'job'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'read', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const submissionResult = z.object({ id: z.number().int() });
