import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import { EMAIL_PATTERN, ENQUIRY_LIMITS, PHONE_PATTERN } from '@coresense/shared/schemas/enquiry-rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reportNetworkAnomaly } from '../lib/failures';
import { type Translate, useT } from '../lib/i18n';
import { toast } from '../lib/notify';
import { PRIVACY_ALERTS_ANCHOR } from '../lib/privacy-anchors';

/* What the site's forms share: field rules, the consent line, the receipt. */

export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: SiteMessageKey;
  required?: boolean;
  /** Longest text the server takes (contract §3); the input stops there. */
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A wide field spans both columns; a textarea always does. */
  multiline?: boolean;
}

/**
 * A form posted without scripts and refused by the page's action (lib/form-post.server.ts): each
 * refused field's message in the page's language, or the public forms' limit; and what was typed.
 */
export type FormRefusal =
  | { errors: Record<string, string>; values: Record<string, string> }
  | { rateLimited: true; values: Record<string, string> };

/** The contact rows both forms open with: name, email and phone, all required. */
export const CONTACT_FIELDS: Array<FieldSpec<'name' | 'email' | 'phone'>> = [
  { name: 'name', label: 'form.name', required: true, maxLength: ENQUIRY_LIMITS.name, autoComplete: 'name' },
  {
    name: 'email',
    label: 'form.email',
    required: true,
    type: 'email',
    maxLength: ENQUIRY_LIMITS.email,
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: 'form.phone',
    required: true,
    type: 'tel',
    maxLength: ENQUIRY_LIMITS.phone,
    autoComplete: 'tel',
  },
];

/**
 * The browser's check of one value, by the same rules the server applies, so a visitor learns
 * what to fix before sending; undefined when the value is fine.
 */
export function fieldProblem(field: FieldSpec, value: string, t: Translate): string | undefined {
  if (!value) return field.required ? t('form.required') : undefined;
  if ([...value].length > field.maxLength) return t('form.tooLong', { max: field.maxLength });
  if (field.type === 'email' && !EMAIL_PATTERN.test(value)) return t('form.invalidEmail');
  if (field.type === 'tel' && !PHONE_PATTERN.test(value)) return t('form.invalidPhone');
  return undefined;
}

interface Submission<Name extends string> {
  url: string;
  init: { headers: Record<string, string>; body: BodyInit };
  onSent(id: number): void;
  /** What a 413 answer means for the fields (the server's body limit, which sends no field list). */
  tooLarge?: Partial<Record<Name, string>>;
}

/**
 * The sending both forms share: the browser's findings shown with the first bad field focused,
 * then the post, the contract's envelope read back, its `errors` put beside their fields and the
 * a failure toasted (success is the receipt the caller shows).
 */
export function useFormSubmission<Name extends string>(refused?: FormRefusal) {
  const t = useT();
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>(
    refused && 'errors' in refused ? (refused.errors as Partial<Record<Name, string>>) : {},
  );
  const [submitting, setSubmitting] = useState(false);

  /**
   * Checks the text fields (and takes `more` findings, e.g. on a file) and shows the problems;
   * true when there are none, else the first bad field, in the form's order, has the focus.
   */
  function check(
    form: HTMLFormElement,
    fields: Array<FieldSpec<Name>>,
    values: Partial<Record<Name, string>>,
    more: Partial<Record<Name, string>> = {},
  ): boolean {
    const problems: Partial<Record<Name, string>> = {};
    for (const field of fields) {
      const problem = fieldProblem(field, values[field.name] ?? '', t);
      if (problem) problems[field.name] = problem;
    }
    Object.assign(problems, more);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return !first;
  }

  async function send({ url, init, onSent, tooLarge }: Submission<Name>) {
    setSubmitting(true);
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'same-origin', ...init });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        data?: { id: number };
        errors?: Array<{ field: string; message: string }>;
      } | null;
      if (response.ok && result?.success && result.data) {
        // The receipt that takes the form's place says so, where the visitor is looking: a
        // toast on top would cover the page's heading.
        setErrors({});
        onSent(result.data.id);
        return;
      }
      if (response.status === 413 && tooLarge) setErrors(tooLarge);
      else if (result?.errors?.length) {
        setErrors(
          Object.fromEntries(result.errors.map((error) => [error.field, error.message])) as Partial<
            Record<Name, string>
          >,
        );
      }
      toast('error', response.status === 429 ? t('form.rateLimited') : t('form.failure'));
    } catch {
      // fetch rejects only when no answer came at all (an error status still resolves).
      reportNetworkAnomaly(t('common.networkAnomaly'), t('common.networkAnomalyText'));
    } finally {
      setSubmitting(false);
    }
  }

  return { errors, submitting, check, send };
}

interface TextFieldProps {
  field: FieldSpec;
  /** The form's `useId()`, prefixing the field's and its error's ids. */
  formId: string;
  error?: string;
  /** What the visitor had typed, when the server shows the form again with its errors. */
  defaultValue?: string;
}

/** One text row: its label, the input (or textarea when multiline) and its error, tied by ids. */
export function TextField({ field, formId, error, defaultValue }: TextFieldProps) {
  const id = `${formId}-${field.name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    name: field.name,
    maxLength: field.maxLength,
    required: field.required,
    'aria-required': field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    defaultValue,
  };
  return (
    <div
      className={field.multiline ? 'form-field form-field-wide' : 'form-field'}
      data-invalid={error ? true : undefined}
    >
      <FieldLabel htmlFor={id} field={field} />
      {field.multiline ? (
        <textarea {...control} rows={5} />
      ) : (
        <input {...control} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Why a form posted without scripts came back (the page's action data): over the public forms'
 * limit, or fields to correct, which are marked beside them.
 */
export function RefusalNotice({ refused }: { refused?: FormRefusal }) {
  const t = useT();
  if (!refused) return null;
  return (
    <p className="form-notice form-notice-warning" role="alert">
      {t('rateLimited' in refused ? 'form.rateLimited' : 'sample.fix')}
    </p>
  );
}

/** The submit button, which says so while the form is on its way. */
export function SubmitButton({ submitting }: { submitting: boolean }) {
  const t = useT();
  return (
    <button type="submit" className="button button-primary" disabled={submitting}>
      {t(submitting ? 'form.submitting' : 'form.submit')}
    </button>
  );
}

/** A label that says, before anything is sent, whether the field must be filled in. */
export function FieldLabel({ htmlFor, field }: { htmlFor: string; field: FieldSpec }) {
  const t = useT();
  return (
    <label htmlFor={htmlFor}>
      {field.required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
      {t(field.label)}
      {!field.required && <span className="optional-mark"> {t('form.optional')}</span>}
    </label>
  );
}

/** "* marks a required field", above the fields. */
export function RequiredLegend() {
  const t = useT();
  return (
    <p className="form-legend">
      <span className="required-mark">*</span>
      {t('form.requiredLegend')}
    </p>
  );
}

const CONSENT = {
  enquiry: 'form.consentEnquiry',
  application: 'form.consentApplication',
  alerts: 'form.consentAlerts',
} as const;

/**
 * What the visitor agrees to by sending personal data (PIPL art. 14, GDPR art. 13), with the
 * policy: for alerts, its section on them.
 */
export function ConsentLine({ purpose }: { purpose: keyof typeof CONSENT }) {
  const t = useT();
  return (
    <p className="form-consent">
      {t(CONSENT[purpose])}{' '}
      <Link to={purpose === 'alerts' ? `/privacy#${PRIVACY_ALERTS_ANCHOR}` : '/privacy'}>
        {t('form.consentLink')}
      </Link>
      {t('form.consentEnd')}
    </p>
  );
}

interface SentReceiptProps {
  /** What the visitor quotes to us (`submissionReference`). */
  reference: string;
  title: string;
  next: string;
  /** What was sent, label and value, in the order of the form (none after a post without scripts). */
  copy: Array<[label: string, value: ReactNode]>;
  /** The form again: in place (`run`), or, after a post without scripts, the page's address. */
  again: { label: string; run(): void } | { label: string; to: string };
}

/**
 * Shown in place of the form once the server has stored it, as the page's status: the reference,
 * what happens next and a copy of what was sent. The heading takes the focus, so a screen reader
 * reads the outcome and keyboard users continue from there.
 */
export function SentReceipt({ reference, title, next, copy, again }: SentReceiptProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="form-receipt" role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
          <circle cx="11" cy="11" r="10" fill="currentColor" />
          <path d="M6.5 11.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" />
        </svg>
        {title}
      </h3>
      <p className="form-receipt-reference">
        {t('form.reference')} <strong>{reference}</strong>
      </p>
      <p>{next}</p>
      {copy.length > 0 && (
        <>
          <h4>{t('form.sentCopy')}</h4>
          <dl className="form-receipt-copy">
            {copy.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {'to' in again ? (
        <Link to={again.to} className="button button-outline">
          {again.label}
        </Link>
      ) : (
        <button type="button" className="button button-outline" onClick={again.run}>
          {again.label}
        </button>
      )}
    </div>
  );
}
