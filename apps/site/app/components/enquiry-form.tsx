import { ENQUIRY_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import { type FormEvent, useId, useState } from 'react';
import { reportNetworkAnomaly } from '../lib/failures';
import { useLang, useT } from '../lib/i18n';
import { toast } from '../lib/notify';
import {
  ConsentLine,
  FieldLabel,
  type FieldSpec,
  fieldProblem,
  RequiredLegend,
  SentReceipt,
} from './form-parts';

type Field = keyof typeof ENQUIRY_LIMITS;

const FIELDS: Array<FieldSpec<Field>> = [
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
  { name: 'company', label: 'form.company', maxLength: ENQUIRY_LIMITS.company, autoComplete: 'organization' },
  { name: 'job', label: 'form.job', maxLength: ENQUIRY_LIMITS.job, autoComplete: 'organization-title' },
  { name: 'product', label: 'form.product', maxLength: ENQUIRY_LIMITS.product },
  { name: 'mind', label: 'form.mind', maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

interface EnquiryFormProps {
  /** `/api/v1/contact/us/submit`, or `/api/v1/product/ask` for a product's consult form. */
  endpoint: string;
  product?: { id: number; name: string };
}

interface Sent {
  id: number;
  values: Record<string, string>;
}

/** The enquiry form of specification §5, posting to the public API in the page's language. */
export function EnquiryForm({ endpoint, product }: EnquiryFormProps) {
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value).trim()]),
    ) as Record<string, string>;
    const problems: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = fieldProblem(field, values[field.name] ?? '', t);
      if (problem) problems[field.name] = problem;
    }
    setErrors(problems);
    const firstProblem = FIELDS.find((field) => problems[field.name]);
    if (firstProblem) {
      form.querySelector<HTMLElement>(`[name="${firstProblem.name}"]`)?.focus();
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
        data?: { id: number };
        errors?: Array<{ field: string; message: string }>;
      } | null;
      if (response.ok && result?.success && result.data) {
        toast('success', t('form.success'));
        setErrors({});
        setSent({ id: result.data.id, values });
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

  if (sent) {
    return (
      <SentReceipt
        id={sent.id}
        title={t('form.sentTitle')}
        next={t('form.sentNext')}
        copy={FIELDS.filter((field) => sent.values[field.name]).map((field) => [
          t(field.label),
          sent.values[field.name],
        ])}
        again={{ label: t('form.sendAnother'), run: () => setSent(undefined) }}
      />
    );
  }

  const fieldId = (name: Field) => `${formId}-${name}`;
  const errorId = (name: Field) => `${formId}-${name}-error`;
  return (
    // Sent before the page hydrates, the form still posts to the API rather than putting the
    // visitor's details in the page's address.
    <form
      className="enquiry-form"
      method="post"
      action={`${endpoint}?lang=${lang}`}
      noValidate
      onSubmit={onSubmit}
    >
      <RequiredLegend />
      {product && <input type="hidden" name="productId" value={product.id} />}
      <div className="form-grid">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const readOnlyProduct = field.name === 'product' && product;
          const control = {
            id: fieldId(field.name),
            name: field.name,
            maxLength: field.maxLength,
            required: field.required,
            'aria-required': field.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId(field.name) : undefined,
          };
          return (
            <div
              key={field.name}
              className={field.multiline ? 'form-field form-field-wide' : 'form-field'}
              data-invalid={error ? true : undefined}
            >
              <FieldLabel htmlFor={fieldId(field.name)} field={field} />
              {field.multiline ? (
                <textarea {...control} rows={5} />
              ) : (
                <input
                  {...control}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  defaultValue={readOnlyProduct ? product.name : undefined}
                  readOnly={Boolean(readOnlyProduct)}
                />
              )}
              {error && (
                <p className="field-error" id={errorId(field.name)}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <ConsentLine purpose="enquiry" />
      <button type="submit" className="button button-primary" disabled={submitting}>
        {t(submitting ? 'form.submitting' : 'form.submit')}
      </button>
    </form>
  );
}
