import type { Lang } from '@coresense/shared/lang';
import { sampleRequestSubmission } from '@coresense/shared/schemas/enquiry';
import { localizeIssues, type MessageKey, validationMessage } from '@coresense/shared/validation';
import type { SiteRequestContext } from '../request-context';
import { validationProblems } from './selector.server';

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

export type SampleOutcome =
  | { reference: string }
  | { errors: Record<string, string>; values: Record<string, string> };

/**
 * Sends the form as the API would (the same schema and service), answering the stored request's
 * reference or each refused field's message in the page's language.
 */
export async function sendSampleRequest(
  page: Pick<SiteRequestContext, 'services' | 'lang' | 'client'>,
  values: Record<string, string>,
): Promise<SampleOutcome> {
  const lang: Lang = page.lang;
  const parsed = sampleRequestSubmission.safeParse(submissionOf(values));
  if (!parsed.success) {
    const errors = localizeIssues(parsed.error.issues, lang);
    return { errors: Object.fromEntries(errors.map((error) => [error.field, error.message])), values };
  }
  try {
    return await page.services.sampleRequests.request(parsed.data, { lang, ...page.client });
  } catch (error) {
    const problems = validationProblems(error);
    if (!problems) throw error;
    return {
      errors: Object.fromEntries(
        problems.map((problem) => [problem.field, validationMessage(problem.key as MessageKey, lang)]),
      ),
      values,
    };
  }
}
