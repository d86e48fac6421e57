import { ENQUIRY_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import { type FormEvent, useId, useState } from 'react';
import { useLang, useT } from '../lib/i18n';
import {
  CONTACT_FIELDS,
  ConsentLine,
  type FieldSpec,
  RequiredLegend,
  SentReceipt,
  SubmitButton,
  TextField,
  useFormSubmission,
} from './form-parts';

type Field = keyof typeof ENQUIRY_LIMITS;

const FIELDS: Array<FieldSpec<Field>> = [
  ...CONTACT_FIELDS,
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
  const { errors, submitting, check, send } = useFormSubmission<Field>();
  const [sent, setSent] = useState<Sent>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value).trim()]),
    ) as Record<string, string>;
    if (!check(form, FIELDS, values)) return;

    const body = { ...values, ...(product ? { productId: product.id } : {}) };
    await send({
      url: `${endpoint}?lang=${lang}`,
      init: {
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      onSent: (id) => setSent({ id, values }),
    });
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
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            field={field}
            formId={formId}
            error={errors[field.name]}
            input={
              field.name === 'product' && product ? { defaultValue: product.name, readOnly: true } : undefined
            }
          />
        ))}
      </div>
      <ConsentLine purpose="enquiry" />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
