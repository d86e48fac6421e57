import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import { type FormEvent, useId, useState } from 'react';
import { reportNetworkAnomaly } from '../lib/failures';
import { useLang, useT } from '../lib/i18n';
import { toast } from '../lib/notify';

type Field = 'name' | 'email' | 'phone' | 'company' | 'job' | 'product' | 'mind';

const FIELDS: Array<{
  name: Field;
  label: SiteMessageKey;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}> = [
  { name: 'name', label: 'form.name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'form.email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'form.phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'form.company', autoComplete: 'organization' },
  { name: 'job', label: 'form.job', autoComplete: 'organization-title' },
  { name: 'product', label: 'form.product' },
];

interface EnquiryFormProps {
  /** `/api/v1/contact/us/submit`, or `/api/v1/product/ask` for a product's consult form. */
  endpoint: string;
  product?: { id: number; name: string };
  onSubmitted?: () => void;
}

/** The enquiry form of specification §5, posting to the public API in the page's language. */
export function EnquiryForm({ endpoint, product, onSubmitted }: EnquiryFormProps) {
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value).trim()]),
    ) as Record<string, string>;
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      if (field.required && !values[field.name]) missing[field.name] = t('form.required');
    }
    setErrors(missing);
    const firstMissing = FIELDS.find((field) => missing[field.name]);
    if (firstMissing) {
      form.querySelector<HTMLElement>(`[name="${firstMissing.name}"]`)?.focus();
      return;
    }

    setSubmitting(true);
    try {
      const body = { ...values, ...(product ? { productId: product.id } : {}) };
      const response = await fetch(`${endpoint}?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        errors?: Array<{ field: string; message: string }>;
      } | null;
      if (response.ok && result?.success) {
        toast('success', t('form.success'));
        form.reset();
        setErrors({});
        onSubmitted?.();
        return;
      }
      if (result?.errors?.length) {
        setErrors(Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
      }
      toast('error', response.status === 429 ? t('form.rateLimited') : t('form.failure'));
    } catch {
      // fetch rejects only when no answer came at all (an error status still resolves).
      reportNetworkAnomaly(t('common.networkAnomaly'), t('common.networkAnomalyText'));
    } finally {
      setSubmitting(false);
    }
  }

  const fieldId = (name: Field) => `${formId}-${name}`;
  const errorId = (name: Field) => `${formId}-${name}-error`;
  return (
    <form className="enquiry-form" noValidate onSubmit={onSubmit}>
      <div className="form-grid">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const readOnlyProduct = field.name === 'product' && product;
          return (
            <div key={field.name} className="form-field" data-invalid={error ? true : undefined}>
              <label htmlFor={fieldId(field.name)}>
                {field.required && (
                  <span className="required-mark" aria-hidden="true">
                    *
                  </span>
                )}
                {t(field.label)}
                {!field.required && field.name !== 'product' && (
                  <span className="optional-mark"> {t('form.optional')}</span>
                )}
              </label>
              <input
                id={fieldId(field.name)}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required={field.required}
                aria-required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(field.name) : undefined}
                defaultValue={readOnlyProduct ? product.name : undefined}
                readOnly={Boolean(readOnlyProduct)}
              />
              {error && (
                <p className="field-error" id={errorId(field.name)}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="form-field form-field-wide" data-invalid={errors.mind ? true : undefined}>
          <label htmlFor={fieldId('mind')}>{t('form.mind')}</label>
          <textarea
            id={fieldId('mind')}
            name="mind"
            rows={5}
            aria-invalid={errors.mind ? true : undefined}
            aria-describedby={errors.mind ? errorId('mind') : undefined}
          />
          {errors.mind && (
            <p className="field-error" id={errorId('mind')}>
              {errors.mind}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="button button-primary" disabled={submitting}>
        {t(submitting ? 'form.submitting' : 'form.submit')}
      </button>
    </form>
  );
}
