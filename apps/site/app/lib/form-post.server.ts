import { localizeIssues, type MessageKey, validationMessage } from '@coresense/shared/validation';
import { data, redirect } from 'react-router';
import type { FormRefusal } from '../components/form-parts';
import type { SiteRequestContext } from '../request-context';
import { validationProblems } from './selector.server';

/*
 * A form posted to its own page without scripts (README: the public forms' limit): the page's
 * action checks it as the API would and calls the same service, then answers 303 to the page's
 * thank-you state, so a reload sends nothing, or the page again with the reason and what was typed.
 */

/** The form's text fields as typed (a file field is not among them). */
export type FormValues = Record<string, string>;

interface Schema<Input> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Input }
    | { success: false; error: { issues: Parameters<typeof localizeIssues>[0] } };
}

/** The text fields of a posted form, and its files by name. */
export async function postedForm(
  request: Request,
): Promise<{ values: FormValues; files: Map<string, File> }> {
  const values: FormValues = {};
  const files = new Map<string, File>();
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') values[name] = value;
    else files.set(name, value);
  }
  return { values, files };
}

/**
 * Checks the form as the API would: `body` (the form's shape for the API, else `values`) with
 * the API's schema, and `problems` the page found itself (a missing file), together; then sends
 * it with `send`, which may refuse fields as the service does (VALIDATION_ERROR). A post over
 * the public forms' limit is refused before anything is checked.
 */
export async function submitForm<Input, Sent>(
  page: Pick<SiteRequestContext, 'lang' | 'rateLimited'>,
  form: { values: FormValues; body?: unknown; problems?: Record<string, string> },
  schema: Schema<Input>,
  send: (input: Input) => Promise<Sent>,
): Promise<{ sent: Sent } | FormRefusal> {
  const { values, body = values, problems = {} } = form;
  if (page.rateLimited) return { rateLimited: true, values };
  const parsed = schema.safeParse(body);
  if (!parsed.success || Object.keys(problems).length > 0) {
    const errors = parsed.success ? [] : localizeIssues(parsed.error.issues, page.lang);
    return {
      errors: { ...Object.fromEntries(errors.map((error) => [error.field, error.message])), ...problems },
      values,
    };
  }
  try {
    return { sent: await send(parsed.data) };
  } catch (error) {
    const refused = validationProblems(error);
    if (!refused) throw error;
    return {
      errors: Object.fromEntries(
        refused.map((problem) => [problem.field, validationMessage(problem.key as MessageKey, page.lang)]),
      ),
      values,
    };
  }
}

/**
 * The action's answer: 303 to `location(sent)` (with `headers`), or the page again with the
 * refusal as its action data, 429 over the limit and 400 for the fields.
 */
export function answerForm<Sent>(
  outcome: { sent: Sent } | FormRefusal,
  location: (sent: Sent) => string,
  headers?: HeadersInit,
) {
  if ('rateLimited' in outcome) return data(outcome, { status: 429 });
  if ('errors' in outcome) return data(outcome, { status: 400 });
  return redirect(location(outcome.sent), { status: 303, headers });
}

/** The page's address in `lang`, for the answer's redirect. */
export function pageLang(lang: SiteRequestContext['lang']): 'en-US' | 'zh-CN' {
  return lang === 'en_US' ? 'en-US' : 'zh-CN';
}
