import { productEnquirySubmission } from '@coresense/shared/schemas/enquiry';
import { submissionReference } from '@coresense/shared/schemas/enquiry-rules';
import { DetailList, type DetailRow } from '../components/detail-list';
import { EnquiryForm } from '../components/enquiry-form';
import { SentReceipt } from '../components/form-parts';
import { PageBanner } from '../components/page-banner';
import { siteContext } from '../context';
import { enquiryOf } from '../lib/enquiry';
import { answerForm, pageLang, postedForm, submitForm } from '../lib/form-post.server';
import { useT } from '../lib/i18n';
import { translator } from '../lib/messages';
import { positiveInt } from '../lib/query';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/contact-us';

const REFERENCE = /^[CP]-\d{1,15}$/;

/**
 * The company's details and the enquiry form: with `productId` (a published product), the
 * product's consult form, which its page links to for a visitor without scripts; with
 * `reference`, the receipt of a form just sent without scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const query = new URL(request.url).searchParams;
  const productId = positiveInt(query.get('productId'));
  const [company, product] = await Promise.all([
    services.blocks.data('contact', lang),
    productId === undefined ? undefined : services.products.detail(lang, productId),
  ]);
  const reference = query.get('reference');
  return {
    company,
    product: product && {
      id: product.id,
      name: product.content.model
        ? `${product.content.name} (${product.content.model})`
        : product.content.name,
    },
    reference: reference && REFERENCE.test(reference) ? reference : undefined,
  };
}

/**
 * The enquiry form posted without scripts: stored as the API stores it (a product's enquiry with
 * `productId`), then the receipt (303, so a reload sends nothing); refused, the form again with
 * what was typed and the reason (400, or 429 over the public forms' limit).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = context.get(siteContext);
  const productId = positiveInt(new URL(request.url).searchParams.get('productId'));
  const { values } = await postedForm(request);
  const kind = productId === undefined ? 'contact' : 'product';
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const body = { ...enquiryOf(trimmed, translator(page.lang)), productId };
  const meta = { lang: page.lang, ...page.client };
  const outcome = await submitForm(page, { values, body }, productEnquirySubmission, (input) =>
    page.services.enquiries.submit(kind, input, meta),
  );
  return answerForm(
    outcome,
    ({ id }) =>
      `/contact-us?lang=${pageLang(page.lang)}&reference=${submissionReference(kind, id)}#contact-form-title`,
  );
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t('contact.title'),
    description: t('contact.description'),
    // A product's consult form and a receipt are one visitor's errand, not pages to find.
    noindex: Boolean(args.loaderData?.product || args.loaderData?.reference),
  });
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { company, product, reference } = loaderData;
  const details = [
    ['footer.address', company.address],
    ['footer.postcode', company.postcode],
    ['footer.phone', company.phone, 'tel'],
    ['footer.fax', company.fax],
    ['footer.email', company.email, 'mailto'],
    ['footer.workingHours', company.workingHours],
  ] satisfies DetailRow[];
  return (
    <>
      <PageBanner title={t('contact.title')} subtitle={t('contact.formIntro')} />
      <div className="container page-body contact-layout">
        <section className="contact-card" aria-labelledby="contact-company">
          <h2 id="contact-company">{company.companyName || t('contact.company')}</h2>
          <DetailList className="contact-details" rows={details} />
          {company.offices && company.offices.length > 0 && (
            <>
              <h3>{t('contact.offices')}</h3>
              <ul className="office-list">
                {company.offices.map((office) => (
                  <li key={office.name}>
                    <strong>{office.name}</strong>
                    <span>{office.address}</span>
                    {office.phone && <span>{office.phone}</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">
            {product ? t('product.consultTitle', { name: product.name }) : t('contact.formTitle')}
          </h2>
          {reference ? (
            <SentReceipt
              reference={reference}
              title={t('form.sentTitle')}
              next={t('form.sentNext')}
              copy={[]}
              again={{ label: t('form.sendAnother'), to: '/contact-us' }}
            />
          ) : (
            <>
              <p className="form-intro">{t('contact.formIntro')}</p>
              <EnquiryForm
                endpoint={product ? '/api/v1/product/ask' : '/api/v1/contact/us/submit'}
                product={product}
                refused={actionData}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
