import type { ReactNode } from 'react';
import { PageBanner } from '../components/page-banner';
import { RichText } from '../components/rich-text';
import { siteContext } from '../context';
import { formatHistoryTime, plainText } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/about-us';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const about = await services.blocks.data('about', lang);
  return {
    title: about.title ?? '',
    image: about.image ?? '',
    introduction: about.introduction ?? '',
    // Newest first (specification §4), whatever order the block was saved in.
    history: [...(about.history ?? [])].sort((a, b) => b.time.localeCompare(a.time)),
    subsidiaries: about.subsidiaries ?? [],
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  const intro = args.loaderData?.introduction;
  return pageMeta(args, {
    title: t('about.title'),
    description: intro ? plainText(intro) : t('about.description'),
  });
}

/** A section of the page, under the id the menu's links point at (`/about-us#development`). */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="about-section" aria-labelledby={`about-${id}`}>
      <h2 id={`about-${id}`} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { title, image, introduction, history, subsidiaries } = loaderData;
  return (
    <>
      <PageBanner title={t('about.title')} subtitle={title || undefined} image={image || undefined} />
      <div className="container page-body">
        <AboutSection id="introduction" title={t('about.introduction')}>
          <RichText html={introduction} className="about-intro" />
        </AboutSection>
        {history.length > 0 && (
          <AboutSection id="development" title={t('about.development')}>
            <ol className="timeline">
              {history.map((entry) => (
                <li key={`${entry.time}-${entry.title}`} className="timeline-item">
                  <p className="timeline-time">
                    <time dateTime={entry.time}>{formatHistoryTime(entry.time, lang)}</time>
                  </p>
                  <div className="timeline-body">
                    <h3>{entry.title}</h3>
                    {entry.description && <p>{entry.description}</p>}
                  </div>
                </li>
              ))}
            </ol>
          </AboutSection>
        )}
        {subsidiaries.length > 0 && (
          <AboutSection id="subsidiaries" title={t('about.subsidiaries')}>
            <ul className="card-grid card-grid-2">
              {subsidiaries.map((company) => (
                <li key={company.name} className="card subsidiary">
                  <div className="card-body">
                    <p className="card-kicker">{company.city}</p>
                    <h3 className="card-title">{company.name}</h3>
                    <dl className="card-facts card-facts-stacked">
                      {company.address && (
                        <div>
                          <dt>{t('about.address')}</dt>
                          <dd>{company.address}</dd>
                        </div>
                      )}
                      {company.phone && (
                        <div>
                          <dt>{t('about.phone')}</dt>
                          <dd>{company.phone}</dd>
                        </div>
                      )}
                    </dl>
                  </div>
                </li>
              ))}
            </ul>
          </AboutSection>
        )}
      </div>
    </>
  );
}
