import { ENQUIRY_LIMITS, submissionReference } from '@coresense/shared/schemas/enquiry-rules';
import { type FormEvent, useId, useState } from 'react';
import { APPLICATION_MAX, enquiryOf, QUANTITY_MAX } from '../lib/enquiry';
import { useLang, useT } from '../lib/i18n';
import {
  CONTACT_FIELDS,
  ConsentLine,
  type FieldSpec,
  type FormRefusal,
  RefusalNotice,
  RequiredLegend,
  SentReceipt,
  SubmitButton,
  TextField,
  useFormSubmission,
} from './form-parts';

type Field = keyof typeof ENQUIRY_LIMITS | 'quantity' | 'application';

const COMPANY_FIELDS: Array<FieldSpec<Field>> = [
  ...CONTACT_FIELDS,
  { name: 'company', label: 'form.company', maxLength: ENQUIRY_LIMITS.company, autoComplete: 'organization' },
  { name: 'job', label: 'form.job', maxLength: ENQUIRY_LIMITS.job, autoComplete: 'organization-title' },
];

const CONTACT_FORM: Array<FieldSpec<Field>> = [
  ...COMPANY_FIELDS,
  { name: 'product', label: 'form.product', maxLength: ENQUIRY_LIMITS.product },
  { name: 'mind', label: 'form.mind', maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

/**
 * A product's consult form: the product it is about (shown whole, not as a box that cuts it off),
 * the quantity and application a sales engineer asks first, and the question itself, which is
 * what the visitor came to send. Contract §3 has no fields for quantity and application, so
 * they are sent as lines of the message.
 */
const CONSULT_FORM: Array<FieldSpec<Field>> = [
  ...COMPANY_FIELDS,
  { name: 'quantity', label: 'form.quantity', maxLength: QUANTITY_MAX },
  { name: 'application', label: 'form.application', maxLength: APPLICATION_MAX },
  { name: 'mind', label: 'form.question', required: true, maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

/** The product row of a consult receipt's copy: the product is not a field the visitor fills. */
const PRODUCT_ROW: FieldSpec<Field> = {
  name: 'product',
  label: 'form.product',
  maxLength: ENQUIRY_LIMITS.product,
};

interface EnquiryFormProps {
  /** `/api/v1/contact/us/submit`, or `/api/v1/product/ask` for a product's consult form. */
  endpoint: string;
  product?: { id: number; name: string };
  /** Why the contact page's action refused the form posted without scripts. */
  refused?: FormRefusal;
}

interface Sent {
  reference: string;
  values: Record<string, string>;
}

/** The enquiry form of specification §5, posting to the public API in the page's language. */
export function EnquiryForm({ endpoint, product, refused }: EnquiryFormProps) {
  const t = useT();
  const lang = useLang();
  const formId = useId();
  const { errors, submitting, check, send } = useFormSubmission<Field>(refused);
  const [sent, setSent] = useState<Sent>();
  const fields = product ? CONSULT_FORM : CONTACT_FORM;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value).trim()]),
    ) as Record<string, string>;
    if (!check(form, fields, values)) return;

    const body = { ...enquiryOf(values, t), ...(product ? { productId: product.id } : {}) };
    await send({
      url: `${endpoint}?lang=${lang}`,
      init: {
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      onSent: (id) =>
        setSent({ reference: submissionReference(product ? 'product' : 'contact', id), values }),
    });
  }

  if (sent) {
    const copyFields = product ? [PRODUCT_ROW, ...fields] : fields;
    return (
      <SentReceipt
        reference={sent.reference}
        title={t('form.sentTitle')}
        next={t('form.sentNext')}
        copy={copyFields
          .filter((field) => sent.values[field.name])
          .map((field) => [t(field.label), sent.values[field.name]])}
        again={{ label: t('form.sendAnother'), run: () => setSent(undefined) }}
      />
    );
  }

  const query = new URLSearchParams({ lang, ...(product ? { productId: String(product.id) } : {}) });
  return (
    // Sent without scripts (or before the page hydrates), the form posts to the contact page,
    // whose action answers it as a page, and keeps the visitor's details out of its address.
    <form
      className="enquiry-form"
      method="post"
      action={`/contact-us?${query}#contact-form-title`}
      noValidate
      onSubmit={onSubmit}
    >
      <RefusalNotice refused={refused} />
      <RequiredLegend />
      {product && (
        <div className="form-about">
          <span>{t('form.product')}</span>
          <strong>{product.name}</strong>
          <input type="hidden" name="product" value={product.name} />
        </div>
      )}
      <div className="form-grid">
        {fields.map((field) => (
          <TextField
            key={field.name}
            field={field}
            formId={formId}
            error={errors[field.name]}
            defaultValue={refused?.values[field.name]}
          />
        ))}
      </div>
      <ConsentLine purpose="enquiry" />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
