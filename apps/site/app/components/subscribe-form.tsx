import { ENQUIRY_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import type { SubscriptionTopic } from '@coresense/shared/schemas/subscription-rules';
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { ConsentLine, type FieldSpec, fieldProblem, TextField } from './form-parts';

const ENDPOINT = '/api/v1/subscription';
const EMAIL_FIELD: FieldSpec = {
  name: 'email',
  label: 'subscribe.email',
  required: true,
  type: 'email',
  maxLength: ENQUIRY_LIMITS.email,
  autoComplete: 'email',
};

/** The sentence that says what the form subscribes to: its first topic's, else the product's. */
const INTRO = {
  product: 'subscribe.product',
  news: 'subscribe.news',
  investor: 'subscribe.investor',
  documents: 'subscribe.documents',
} as const;

export interface SubscribeFormProps {
  /** Products whose documents and change notices the alerts are about (a product or document page). */
  productIds?: readonly number[];
  /** Topics whose new items the alerts are about (a list page). */
  topics?: readonly SubscriptionTopic[];
  /** What the alerts are about, when the sentence of the first topic (or of a product) does not fit. */
  intro?: string;
}

interface Outcome {
  kind: 'sent' | 'failed';
  text: string;
}

/**
 * Change alerts by email (contract §9): a form that posts to the API on its own (the server then
 * answers a page that links back here), and with scripts sends JSON and says in its live region,
 * without leaving the page, that the confirmation mail is on its way or what went wrong.
 */
export function SubscribeForm({ productIds = [], topics = [], intro }: SubscribeFormProps) {
  const t = useT();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const formId = useId();
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    const problem = fieldProblem(EMAIL_FIELD, email, t);
    setError(problem);
    setOutcome(undefined);
    if (problem) {
      input.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch(`${ENDPOINT}?lang=${lang}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, lang, productIds, topics }),
      });
      const result = (await response.json().catch(() => null)) as {
        success?: boolean;
        errors?: Array<{ field: string; message: string }>;
        message?: string;
      } | null;
      if (response.ok && result?.success) {
        form.reset();
        setOutcome({ kind: 'sent', text: t('subscribe.sent', { email }) });
        return;
      }
      const emailError = result?.errors?.find((found) => found.field === 'email');
      if (emailError) {
        setError(emailError.message);
        input.focus();
        return;
      }
      const reason = response.status === 429 ? t('form.rateLimited') : t('form.failure');
      const details = result?.errors?.map((found) => found.message).join(' ') ?? result?.message;
      setOutcome({ kind: 'failed', text: details ? `${reason}: ${details}` : reason });
    } catch {
      // fetch rejects only when no answer came at all (an error status still resolves).
      setOutcome({ kind: 'failed', text: t('common.networkAnomalyText') });
    } finally {
      setSubmitting(false);
    }
  }

  const headingId = `${formId}-heading`;
  return (
    <section className="subscribe" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('subscribe.title')}</h2>
      <p className="subscribe-intro">{intro ?? t(INTRO[topics[0] ?? 'product'])}</p>
      <form
        className="subscribe-form"
        method="post"
        action={`${ENDPOINT}?lang=${lang}`}
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        {productIds.map((id) => (
          <input key={id} type="hidden" name="productIds" value={id} />
        ))}
        {topics.map((topic) => (
          <input key={topic} type="hidden" name="topics" value={topic} />
        ))}
        <div className="subscribe-row">
          <TextField field={EMAIL_FIELD} formId={formId} error={error} />
          <button type="submit" className="button button-primary" disabled={submitting}>
            {t(submitting ? 'subscribe.submitting' : 'subscribe.submit')}
          </button>
        </div>
        <ConsentLine purpose="alerts" />
        <p className="subscribe-outcome" role="status" data-kind={outcome?.kind}>
          {outcome?.text}
        </p>
      </form>
    </section>
  );
}
