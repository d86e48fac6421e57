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

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { title, image, introduction, history, subsidiaries } = loaderData;
  return (
    <>
      <PageBanner title={t('about.title')} subtitle={title || undefined} image={image || undefined} />
      <div className="container page-body">
        <section id="introduction" className="about-section" aria-labelledby="about-introduction">
          <h2 id="about-introduction" className="section-title">
            {t('about.introduction')}
          </h2>
          <RichText html={introduction} className="about-intro" />
        </section>
        {history.length > 0 && (
          <section id="development" className="about-section" aria-labelledby="about-development">
            <h2 id="about-development" className="section-title">
              {t('about.development')}
            </h2>
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
          </section>
        )}
        {subsidiaries.length > 0 && (
          <section id="subsidiaries" className="about-section" aria-labelledby="about-subsidiaries">
            <h2 id="about-subsidiaries" className="section-title">
              {t('about.subsidiaries')}
            </h2>
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
          </section>
        )}
      </div>
    </>
  );
}
