import { ENQUIRY_LIMITS, SAMPLE_LIMITS } from '@coresense/shared/schemas/enquiry-rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { ConsentLine, type FieldSpec, RequiredLegend, TextField } from '../components/form-parts';
import { PageBanner } from '../components/page-banner';
import { StatusBadge } from '../components/product-status';
import { siteContext } from '../context';
import { answerForm, pageLang, postedForm } from '../lib/form-post.server';
import { useT } from '../lib/i18n';
import { cartHeader, readCart, sitePath } from '../lib/sample-cart.server';
import { sendSampleRequest } from '../lib/sample-request.server';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/sample-request';

type Field = 'name' | 'email' | 'phone' | 'company' | 'country' | 'application' | 'mind';

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
  { name: 'phone', label: 'form.phone', type: 'tel', maxLength: ENQUIRY_LIMITS.phone, autoComplete: 'tel' },
  {
    name: 'company',
    label: 'form.company',
    required: true,
    maxLength: ENQUIRY_LIMITS.company,
    autoComplete: 'organization',
  },
  {
    name: 'country',
    label: 'sample.country',
    required: true,
    maxLength: SAMPLE_LIMITS.country,
    autoComplete: 'country-name',
  },
  {
    name: 'application',
    label: 'form.application',
    required: true,
    maxLength: SAMPLE_LIMITS.application,
    multiline: true,
  },
  { name: 'mind', label: 'form.mind', maxLength: ENQUIRY_LIMITS.mind, multiline: true },
];

const REFERENCE = /^S-\d{1,15}$/;

/** The visitor's cart with each part as the catalogue has it now (missing: no longer published). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const query = new URL(request.url).searchParams;
  const reference = query.get('reference');
  const cart = await readCart(request);
  const parts = await services.sampleRequests.parts(
    lang,
    cart.map((line) => line.partNumber),
  );
  const lines = cart.map((line) => ({
    ...line,
    part: parts.find((part) => part.partNumber.toLowerCase() === line.partNumber.toLowerCase()),
  }));
  return {
    reference: reference && REFERENCE.test(reference) ? reference : undefined,
    lines,
    added: query.get('added')?.slice(0, SAMPLE_LIMITS.partNumber),
    unknown: query.get('unknown')?.slice(0, SAMPLE_LIMITS.partNumber),
    full: query.has('full'),
    back: sitePath(query.get('back')),
  };
}

/**
 * Sends the request; stored, the cart is emptied and the reference shown (303, so a reload sends
 * nothing). Refused, the form comes back with what was typed and the reason: 400 for the
 * fields, 429 over the public forms' limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(siteContext);
  const { values } = await postedForm(request);
  const outcome = await sendSampleRequest(page, values);
  return answerForm(
    outcome,
    ({ reference }) => `/sample-request?lang=${pageLang(page.lang)}&reference=${reference}`,
    { 'set-cookie': await cartHeader(request, []) },
  );
}

/** The cart is one visitor's: no shared cache keeps the page. */
export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t(args.loaderData?.reference ? 'sample.sentTitle' : 'sample.title'),
    description: t('sample.description'),
    // The page shows one visitor's cart: nothing here is for search engines.
    noindex: true,
  });
}

export default function SampleRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formId = useId();
  const { reference, lines, added, unknown, full, back } = loaderData;
  const errors: Record<string, string> = actionData && 'errors' in actionData ? actionData.errors : {};
  const values: Record<string, string> = actionData?.values ?? {};
  const rateLimited = actionData !== undefined && 'rateLimited' in actionData;
  const cartId = `${formId}-cart`;

  if (reference) {
    return (
      <>
        <PageBanner title={t('sample.title')} />
        <div className="container page-body sample-page">
          <div className="form-receipt" role="status">
            <h2>{t('sample.sentTitle')}</h2>
            <p className="form-receipt-reference">
              {t('form.reference')} <strong data-testid="sample-reference">{reference}</strong>
            </p>
            <p>{t('sample.sentNext')}</p>
            <Link to="/product" className="button button-outline">
              {t('sample.again')}
            </Link>
          </div>
        </div>
      </>
    );
  }

  const notice = unknown
    ? t('sample.unknownPart', { part: unknown })
    : full
      ? t('sample.full', { max: SAMPLE_LIMITS.parts })
      : added
        ? t('sample.added', { part: added })
        : undefined;
  const partsError = errors.parts;
  return (
    <>
      <PageBanner title={t('sample.title')} subtitle={t('sample.intro')} />
      <div className="container page-body sample-page">
        {notice && (
          <p className={unknown || full ? 'form-notice form-notice-warning' : 'form-notice'} role="status">
            {notice}
          </p>
        )}
        {(rateLimited || Object.keys(errors).length > 0) && (
          <p className="form-notice form-notice-warning" role="alert">
            {t(rateLimited ? 'sample.rateLimited' : 'sample.fix')}
          </p>
        )}
        <form
          method="post"
          // A refused post shows the page again: with `back`, it keeps the way back.
          action={back ? `/sample-request?${new URLSearchParams({ back })}` : '/sample-request'}
          className="enquiry-form sample-form"
          noValidate
        >
          <section aria-labelledby={cartId} className="sample-cart">
            <h2 id={cartId}>
              {t('sample.cart')}{' '}
              <span className="sample-count">
                {t('sample.cartCount', { count: lines.length, max: SAMPLE_LIMITS.parts })}
              </span>
            </h2>
            {partsError && <p className="field-error">{partsError}</p>}
            {lines.length === 0 ? (
              <p>{t('sample.empty')}</p>
            ) : (
              <table className="data-table sample-table">
                <caption className="visually-hidden">{t('sample.cart')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('part.partNumber')}</th>
                    <th scope="col">{t('sample.product')}</th>
                    <th scope="col">{t('sample.quantity')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('sample.remove')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, index) => {
                    const quantityId = `${formId}-quantity-${index}`;
                    const problem =
                      errors[`parts.${index}.partNumber`] ??
                      (line.part?.orderable === false || !line.part ? t('sample.obsolete') : undefined);
                    const quantityProblem = errors[`parts.${index}.quantity`];
                    return (
                      <tr key={line.partNumber}>
                        <td data-label={t('part.partNumber')}>
                          <strong>{line.partNumber}</strong>
                          <input type="hidden" name={`parts.${index}.partNumber`} value={line.partNumber} />
                          {problem && <p className="field-error">{problem}</p>}
                        </td>
                        <td data-label={t('sample.product')}>
                          {line.part ? (
                            // One box: on a phone the cell is a flex row, where the badge on its
                            // own was squeezed to a sliver and cut off at the card's edge.
                            <span>
                              <Link to={`/product/detail?id=${line.part.productId}`}>
                                {line.part.productName}
                              </Link>{' '}
                              <StatusBadge status={line.part.status} />
                            </span>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td
                          data-label={t('sample.quantity')}
                          data-invalid={quantityProblem ? true : undefined}
                        >
                          <label htmlFor={quantityId} className="visually-hidden">
                            {t('sample.quantity')}: {line.partNumber}
                          </label>
                          <input
                            id={quantityId}
                            className="sample-quantity"
                            type="number"
                            name={`parts.${index}.quantity`}
                            min={1}
                            max={SAMPLE_LIMITS.quantity}
                            defaultValue={values[`parts.${index}.quantity`] ?? line.quantity}
                            aria-invalid={quantityProblem ? true : undefined}
                            aria-describedby={quantityProblem ? `${quantityId}-error` : undefined}
                          />
                          {quantityProblem && (
                            <p className="field-error" id={`${quantityId}-error`}>
                              {quantityProblem}
                            </p>
                          )}
                        </td>
                        <td>
                          {/* Posts the cart form below, not this one: Enter in a field must send the request. */}
                          <button
                            type="submit"
                            form={`${formId}-remove`}
                            name="remove"
                            value={line.partNumber}
                            className="button button-outline button-small"
                          >
                            {t('sample.remove')}
                            <span className="visually-hidden"> {line.partNumber}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <p className="sample-links">
              {back && <Link to={back}>{t('sample.back')}</Link>}
              <Link to="/product">{t('sample.browse')}</Link>
            </p>
          </section>
          {lines.length > 0 && (
            <section aria-labelledby={`${formId}-details`}>
              <h2 id={`${formId}-details`}>{t('sample.details')}</h2>
              <RequiredLegend />
              <div className="form-grid">
                {FIELDS.map((field) => (
                  <TextField
                    key={field.name}
                    field={field}
                    formId={formId}
                    error={errors[field.name]}
                    defaultValue={values[field.name]}
                  />
                ))}
              </div>
              <ConsentLine purpose="enquiry" />
              <button type="submit" className="button button-primary">
                {t('form.submit')}
              </button>
            </section>
          )}
        </form>
        <form id={`${formId}-remove`} method="post" action="/sample-request/cart" hidden>
          {back && <input type="hidden" name="back" value={back} />}
        </form>
      </div>
    </>
  );
}
