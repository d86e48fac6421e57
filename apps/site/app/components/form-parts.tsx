import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@coresense/shared/schemas/enquiry-rules';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type Translate, useT } from '../lib/i18n';

/* What the enquiry and job application forms share: field rules, the consent line, the receipt. */

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

/** What the visitor agrees to by sending personal data (PIPL art. 14, GDPR art. 13), with the policy. */
export function ConsentLine({ purpose }: { purpose: 'enquiry' | 'application' }) {
  const t = useT();
  return (
    <p className="form-consent">
      {t(purpose === 'application' ? 'form.consentApplication' : 'form.consentEnquiry')}{' '}
      <Link to="/privacy">{t('form.consentLink')}</Link>
      {t('form.consentEnd')}
    </p>
  );
}

interface SentReceiptProps {
  id: number;
  title: string;
  next: string;
  /** What was sent, label and value, in the order of the form. */
  copy: Array<[label: string, value: ReactNode]>;
  again: { label: string; run(): void };
}

/**
 * Shown in place of the form once the server has stored it: the reference number (the stored
 * id), what happens next and a copy of what was sent. The heading takes the focus, so a screen
 * reader reads the outcome and keyboard users continue from there.
 */
export function SentReceipt({ id, title, next, copy, again }: SentReceiptProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="form-receipt">
      <h3 ref={headingRef} tabIndex={-1}>
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
          <circle cx="11" cy="11" r="10" fill="currentColor" />
          <path d="M6.5 11.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" />
        </svg>
        {title}
      </h3>
      <p className="form-receipt-reference">
        {t('form.reference')} <strong>{id}</strong>
      </p>
      <p>{next}</p>
      <h4>{t('form.sentCopy')}</h4>
      <dl className="form-receipt-copy">
        {copy.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button-outline" onClick={again.run}>
        {again.label}
      </button>
    </div>
  );
}
