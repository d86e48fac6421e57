import { z } from 'zod';

/** Whitespace-only counts as empty (contract §3). */
const trimmed = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().optional(),
);
const required = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') }).max(max),
  );
const optional = (max: number) => trimmed.pipe(z.string().max(max).optional());

export const contactSubmission = z.object({
  name: required(100),
  email: required(254).pipe(z.email('invalidEmail')),
  phone: required(30).pipe(z.string().regex(/^[\d +\-()]{5,30}$/, 'invalidPhone')),
  company: optional(200),
  job: optional(100),
  product: optional(200),
  mind: optional(5000),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

export const productEnquirySubmission = contactSubmission.extend({
  productId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().positive('unknownProduct').optional(),
  ),
});
export type ProductEnquirySubmission = z.infer<typeof productEnquirySubmission>;

export const ENQUIRY_KINDS = ['contact', 'product'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_STATUSES = ['new', 'read', 'handled'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const submissionResult = z.object({ id: z.number().int() });
