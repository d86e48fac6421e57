import { Breadcrumb } from '../components/breadcrumb';
import { DetailList, type DetailRow } from '../components/detail-list';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { formatDate } from '../lib/format';
import { useLang, useRootData, useT } from '../lib/i18n';
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
      </article>
    </div>
  );
}
