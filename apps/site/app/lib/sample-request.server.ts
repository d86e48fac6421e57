import { sampleRequestSubmission } from '@coresense/shared/schemas/enquiry';
import type { SiteRequestContext } from '../request-context';
import { type FormValues, submitForm } from './form-post.server';

const FORM_PART = /^parts\.(\d)\.(partNumber|quantity)$/;

/** The form's fields as the request's shape: its `parts.N.*` fields as the `parts` list. */
export function submissionOf(values: Record<string, string>): Record<string, unknown> {
  const parts: Array<Record<string, string>> = [];
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const match = FORM_PART.exec(name);
    if (!match) rest[name] = value;
    else parts[Number(match[1])] = { ...parts[Number(match[1])], [match[2]!]: value };
  }
  return { ...rest, parts: Array.from(parts, (part) => part ?? {}) };
}

/**
 * Sends the form as the API would (the same schema, service and limit), answering the stored
 * request's reference, or why it was refused (nothing stored).
 */
export function sendSampleRequest(
  page: Pick<SiteRequestContext, 'services' | 'lang' | 'client' | 'rateLimited'>,
  values: FormValues,
) {
  return submitForm(page, { values, body: submissionOf(values) }, sampleRequestSubmission, (input) =>
    page.services.sampleRequests.request(input, { lang: page.lang, ...page.client }),
  );
}
