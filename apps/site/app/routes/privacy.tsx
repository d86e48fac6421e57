import { UNCONFIRMED_SUBSCRIPTION_DAYS } from '@coresense/shared/schemas/subscription-rules';
import { Breadcrumb } from '../components/breadcrumb';
import { DetailList, type DetailRow } from '../components/detail-list';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { formatDate } from '../lib/format';
import { useLang, useRootData, useT } from '../lib/i18n';
import { PRIVACY_ALERTS_ANCHOR } from '../lib/privacy-anchors';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

/** The policy (the `privacy` page block, which staff edit in the back-office) in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const policy = await services.blocks.data('privacy', lang);
  return { updated: policy.updated ?? '', content: policy.content ?? '' };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t('privacy.title'),
    description: t('privacy.description'),
  });
}

/** `/privacy`: what the forms collect, why, for how long, who sees it and the visitor's rights. */
export default function Privacy({ loaderData: { updated, content } }: Route.ComponentProps) {
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
          {updated && (
            <p className="article-meta">
              <time dateTime={updated}>{t('privacy.updated', { date: formatDate(updated, lang) })}</time>
            </p>
          )}
        </header>
        <RichText html={content} />
        {/* Whom the policy's last section says to write to: the company's own contact details. */}
        <DetailList className="contact-details" rows={details} />
        <AlertsSection />
      </article>
    </div>
  );
}

/** What change alerts keep and for how long (contract §9): the site's own text, not the block's. */
function AlertsSection() {
  const t = useT();
  const rows = [
    ['privacy.alertsStoredTitle', t('privacy.alertsStored')],
    ['privacy.alertsPurposeTitle', t('privacy.alertsPurpose')],
    ['privacy.alertsRetentionTitle', t('privacy.alertsRetention', { days: UNCONFIRMED_SUBSCRIPTION_DAYS })],
    ['privacy.alertsUnsubscribeTitle', t('privacy.alertsUnsubscribe')],
    ['privacy.alertsAccessTitle', t('privacy.alertsAccess')],
  ] as const;
  return (
    <section
      id={PRIVACY_ALERTS_ANCHOR}
      className="privacy-alerts"
      aria-labelledby={`${PRIVACY_ALERTS_ANCHOR}-title`}
    >
      <h2 id={`${PRIVACY_ALERTS_ANCHOR}-title`}>{t('privacy.alertsTitle')}</h2>
      <p>{t('privacy.alertsIntro')}</p>
      {rows.map(([title, text]) => (
        <div key={title}>
          <h3>{t(title)}</h3>
          <p>{text}</p>
        </div>
      ))}
    </section>
  );
}
