import { DetailList, type DetailRow } from '../components/detail-list';
import { EnquiryForm } from '../components/enquiry-form';
import { PageBanner } from '../components/page-banner';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/contact-us';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  return { company: await services.blocks.data('contact', lang) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, { title: t('contact.title'), description: t('contact.description') });
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { company } = loaderData;
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
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <p className="form-intro">{t('contact.formIntro')}</p>
          <EnquiryForm endpoint="/api/v1/contact/us/submit" />
        </section>
      </div>
    </>
  );
}
