/*
 * The field rules of contract §3 as plain values, without zod: the server's schemas and the
 * site's forms (which check in the browser before sending) read the same patterns and limits.
 */

/** zod's own email pattern (`z.regexes.email`), so the browser refuses exactly what the server does. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** 5–30 characters of digits, spaces and `+ - ( )`. */
export const PHONE_PATTERN = /^[\d +\-()]{5,30}$/;

/** Longest text each enquiry field takes. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 200,
  job: 100,
  product: 200,
  mind: 5000,
} as const;

/** A sample request (contract §13): up to five parts, each 1–10 pieces, and its own fields' lengths. */
export const SAMPLE_LIMITS = {
  parts: 5,
  quantity: 10,
  partNumber: 64,
  country: 100,
  application: 2000,
} as const;

/** A job application's CV: PDF, DOC or DOCX (judged by content on the server), at most 10 MiB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** The letter a receipt's reference starts with, one per form, so staff know where it came from. */
const REFERENCE_PREFIXES = { contact: 'C', product: 'P', job: 'J', sample: 'S' } as const;

/**
 * The reference a visitor is given for a stored submission: its kind's letter and its id (drawn
 * at random by the server, so it tells nothing of volumes), e.g. `P-1843029174`.
 */
export function submissionReference(kind: keyof typeof REFERENCE_PREFIXES, id: number): string {
  return `${REFERENCE_PREFIXES[kind]}-${id}`;
}
