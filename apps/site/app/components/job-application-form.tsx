import {
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  ENQUIRY_LIMITS,
  submissionReference,
} from '@coresense/shared/schemas/enquiry-rules';
import { type FormEvent, useId, useState } from 'react';
import { useLang, useT } from '../lib/i18n';
import {
  CONTACT_FIELDS,
  ConsentLine,
  FieldLabel,
  type FieldSpec,
  type FormRefusal,
  RefusalNotice,
  RequiredLegend,
  SentReceipt,
  SubmitButton,
  TextField,
  useFormSubmission,
} from './form-parts';

type TextName = 'name' | 'email' | 'phone' | 'message';
type Field = TextName | 'cv';

const FIELDS: Array<FieldSpec<TextName>> = [
  ...CONTACT_FIELDS,
  { name: 'message', label: 'recruit.message', maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

const CV_FIELD: FieldSpec<'cv'> = { name: 'cv', label: 'recruit.cv', required: true, maxLength: 0 };
const CV_ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface Sent {
  id: number;
  values: Record<TextName, string>;
  cv: string;
}

interface JobApplicationFormProps {
  job: { id: number; position: string };
  /** Why the job page's action refused the form posted without scripts. */
  refused?: FormRefusal;
}

/**
 * The online application of a job page: contact details, a note and a CV, posted as multipart
 * to `/api/v1/recruit/apply`. The browser checks the CV's name and size; the server checks
 * its content.
 */
export function JobApplicationForm({ job, refused }: JobApplicationFormProps) {
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const { errors, submitting, check, send } = useFormSubmission<Field>(refused);
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
    ) as Record<TextName, string>;
    const cv = data.get('cv');
    const file = cv instanceof File ? cv : undefined;
    const badCv = cvProblem(file);
    if (!check(form, FIELDS, values, badCv ? { cv: badCv } : {})) return;

    const body = new FormData();
    body.set('jobId', String(job.id));
    for (const field of FIELDS) body.set(field.name, values[field.name]);
    body.set('cv', file!);
    await send({
      url: `/api/v1/recruit/apply?lang=${lang}`,
      init: { headers: { accept: 'application/json' }, body },
      onSent: (id) => setSent({ id, values, cv: file!.name }),
      tooLarge: { cv: t('recruit.cvSize') },
    });
  }

  if (sent) {
    return (
      <SentReceipt
        reference={submissionReference('job', sent.id)}
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

  const cvId = `${formId}-cv`;
  const cvErrorId = `${cvId}-error`;
  const hintId = `${formId}-cv-hint`;
  const cvControl = {
    id: cvId,
    name: 'cv',
    required: true,
    'aria-required': true,
    'aria-invalid': errors.cv ? true : undefined,
  };
  return (
    // Sent without scripts (or before the page hydrates), the form posts to its page, whose
    // action answers it as a page, and keeps the applicant's details out of its address.
    <form
      className="enquiry-form job-application-form"
      method="post"
      encType="multipart/form-data"
      action={`/recruit/detail?id=${job.id}&lang=${lang}#job-apply`}
      noValidate
      onSubmit={onSubmit}
    >
      <RefusalNotice refused={refused} />
      <RequiredLegend />
      <div className="form-grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            field={field}
            formId={formId}
            error={errors[field.name]}
            defaultValue={refused?.values[field.name]}
          />
        ))}
        <div className="form-field form-field-wide" data-invalid={errors.cv ? true : undefined}>
          <FieldLabel htmlFor={cvId} field={CV_FIELD} />
          <input
            {...cvControl}
            type="file"
            accept={CV_ACCEPT}
            aria-describedby={errors.cv ? `${cvErrorId} ${hintId}` : hintId}
          />
          <p className="field-hint" id={hintId}>
            {t('recruit.cvHint')}
          </p>
          {errors.cv && (
            <p className="field-error" id={cvErrorId}>
              {errors.cv}
            </p>
          )}
        </div>
      </div>
      <ConsentLine purpose="application" />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
