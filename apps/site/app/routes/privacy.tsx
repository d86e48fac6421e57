import { Breadcrumb } from '../components/breadcrumb';
import { DetailList, type DetailRow } from '../components/detail-list';
import { siteContext } from '../context';
import { formatDate } from '../lib/format';
import { useLang, useRootData, useT } from '../lib/i18n';
import { PRIVACY_POLICY } from '../lib/privacy-policy.server';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

/** The policy in the page's language only: its text stays out of every script bundle. */
export function loader({ context }: Route.LoaderArgs) {
  const { lang } = context.get(siteContext);
  return { policy: PRIVACY_POLICY[lang] };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t('privacy.title'),
    description: t('privacy.description'),
  });
}

/** `/privacy`: what the forms collect, why, for how long, who sees it and the visitor's rights. */
export default function Privacy({ loaderData: { policy } }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const contact = useRootData()?.contact ?? {};
  const details = [
    ['contact.company', contact.companyName || t('site.name')],
    ['footer.address', contact.address],
    ['footer.email', contact.email, 'mailto'],
    ['footer.phone', contact.phone, 'tel'],
  ] satisfies DetailRow[];
  return (
    <div className="container page-body">
      <Breadcrumb items={[{ label: t('privacy.title') }]} />
      <article className="article privacy-policy">
        <header className="article-header">
          <h1>{t('privacy.title')}</h1>
          <p className="article-meta">
            <time dateTime={policy.updated}>
              {t('privacy.updated', { date: formatDate(policy.updated, lang) })}
            </time>
          </p>
        </header>
        <p>{policy.intro}</p>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.lead && <p>{section.lead}</p>}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section>
          <h2>{policy.contactHeading}</h2>
          <p>{policy.contactText}</p>
          <DetailList className="contact-details" rows={details} />
        </section>
      </article>
    </div>
  );
}
