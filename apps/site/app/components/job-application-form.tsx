import { CV_EXTENSIONS, CV_MAX_BYTES, ENQUIRY_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
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

type TextField = 'name' | 'email' | 'phone' | 'message';
type Field = TextField | 'cv';

const FIELDS: Array<FieldSpec<TextField>> = [
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
  { name: 'message', label: 'recruit.message', maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

const CV_FIELD: FieldSpec<'cv'> = { name: 'cv', label: 'recruit.cv', required: true, maxLength: 0 };
const CV_ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface Sent {
  id: number;
  values: Record<TextField, string>;
  cv: string;
}

/**
 * The online application of a job page: contact details, a note and a CV, posted as multipart
 * to `/api/v1/recruit/apply`. The browser checks the CV's name and size; the server checks
 * its content.
 */
export function JobApplicationForm({ job }: { job: { id: number; position: string } }) {
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<Sent>();

  function cvProblem(file: File | undefined): string | undefined {
    if (!file || file.size === 0) return t('form.required');
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(CV_EXTENSIONS as readonly string[]).includes(extension)) return t('recruit.cvType');
    if (file.size > CV_MAX_BYTES) return t('recruit.cvSize');
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      FIELDS.map((field) => [field.name, String(data.get(field.name) ?? '').trim()]),
    ) as Record<TextField, string>;
    const cv = data.get('cv');
    const file = cv instanceof File ? cv : undefined;
    const problems: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const problem = fieldProblem(field, values[field.name], t);
      if (problem) problems[field.name] = problem;
    }
    const badCv = cvProblem(file);
    if (badCv) problems.cv = badCv;
    setErrors(problems);
    const first = [...FIELDS.map((field) => field.name), 'cv' as const].find((name) => problems[name]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }

    const body = new FormData();
    body.set('jobId', String(job.id));
    for (const field of FIELDS) body.set(field.name, values[field.name]);
    body.set('cv', file!);
    setSubmitting(true);
    try {
      const response = await fetch(`/api/v1/recruit/apply?lang=${lang}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        body,
      });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        data?: { id: number };
        errors?: Array<{ field: string; message: string }>;
      } | null;
      if (response.ok && result?.success && result.data) {
        toast('success', t('form.success'));
        setErrors({});
        setSent({ id: result.data.id, values, cv: file!.name });
        return;
      }
      if (response.status === 413) setErrors({ cv: t('recruit.cvSize') });
      else if (result?.errors?.length) {
        setErrors(Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
      }
      toast('error', response.status === 429 ? t('form.rateLimited') : t('form.failure'));
    } catch {
      reportNetworkAnomaly(t('common.networkAnomaly'), t('common.networkAnomalyText'));
    } finally {
      setSubmitting(false);
    }
  }

  if (sent) {
    return (
      <SentReceipt
        id={sent.id}
        title={t('recruit.sentTitle')}
        next={t('recruit.sentNext')}
        copy={[
          [t('recruit.sentPosition'), job.position],
          ...FIELDS.filter((field) => sent.values[field.name]).map(
            (field) => [t(field.label), sent.values[field.name]] as [string, string],
          ),
          [t('recruit.cv'), sent.cv],
        ]}
        again={{ label: t('recruit.applyAgain'), run: () => setSent(undefined) }}
      />
    );
  }

  const fieldId = (name: Field) => `${formId}-${name}`;
  const errorId = (name: Field) => `${formId}-${name}-error`;
  const hintId = `${formId}-cv-hint`;
  const control = (name: Field, required?: boolean) => ({
    id: fieldId(name),
    name,
    required,
    'aria-required': required,
    'aria-invalid': errors[name] ? true : undefined,
  });
  const error = (name: Field) =>
    errors[name] && (
      <p className="field-error" id={errorId(name)}>
        {errors[name]}
      </p>
    );
  return (
    // Sent before the page hydrates, the form still posts to the API rather than putting the
    // applicant's details in the page's address.
    <form
      className="enquiry-form job-application-form"
      method="post"
      encType="multipart/form-data"
      action={`/api/v1/recruit/apply?lang=${lang}`}
      noValidate
      onSubmit={onSubmit}
    >
      <RequiredLegend />
      <div className="form-grid">
        {FIELDS.map((field) => (
          <div
            key={field.name}
            className={field.multiline ? 'form-field form-field-wide' : 'form-field'}
            data-invalid={errors[field.name] ? true : undefined}
          >
            <FieldLabel htmlFor={fieldId(field.name)} field={field} />
            {field.multiline ? (
              <textarea
                {...control(field.name)}
                maxLength={field.maxLength}
                rows={5}
                aria-describedby={errors[field.name] ? errorId(field.name) : undefined}
              />
            ) : (
              <input
                {...control(field.name, field.required)}
                type={field.type ?? 'text'}
                maxLength={field.maxLength}
                autoComplete={field.autoComplete}
                aria-describedby={errors[field.name] ? errorId(field.name) : undefined}
              />
            )}
            {error(field.name)}
          </div>
        ))}
        <div className="form-field form-field-wide" data-invalid={errors.cv ? true : undefined}>
          <FieldLabel htmlFor={fieldId('cv')} field={CV_FIELD} />
          <input
            {...control('cv', true)}
            type="file"
            accept={CV_ACCEPT}
            aria-describedby={errors.cv ? `${errorId('cv')} ${hintId}` : hintId}
          />
          <p className="field-hint" id={hintId}>
            {t('recruit.cvHint')}
          </p>
          {error('cv')}
        </div>
      </div>
      <ConsentLine purpose="application" />
      <button type="submit" className="button button-primary" disabled={submitting}>
        {t(submitting ? 'form.submitting' : 'form.submit')}
      </button>
    </form>
  );
}
