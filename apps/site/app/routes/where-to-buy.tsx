import { DISTRIBUTOR_REGIONS } from '@coresense/shared/distributor-regions';
import { Link } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { siteContext } from '../context';
import { useT } from '../lib/i18n';
import { metaT, pageMeta } from '../lib/seo';
import type { Route } from './+types/where-to-buy';

/** More distributors than any company lists: one page holds them all. */
const ALL = { pageNum: 1, pageSize: 100 };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  const { list } = await services.distributors.list(lang, ALL);
  const distributors = list.map(({ id, content, regions, website, phone, email, logo }) => ({
    id,
    name: content.name,
    description: content.description,
    regions,
    website,
    phone,
    email,
    logo,
  }));
  return {
    // A distributor selling in several regions is listed under each.
    regions: DISTRIBUTOR_REGIONS.map((region) => ({
      region,
      distributors: distributors.filter((distributor) => distributor.regions.includes(region)),
    })).filter((group) => group.distributors.length > 0),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t('buy.title'),
    description: t('buy.description'),
    breadcrumb: [{ label: t('buy.title'), to: '/where-to-buy' }],
  });
}

/** A website as people say it: its host, without the scheme and `www.`. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

export default function WhereToBuy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { regions } = loaderData;
  return (
    <>
      <PageBanner title={t('buy.title')} subtitle={t('buy.description')} />
      <div className="container page-body" id="distributors">
        {regions.length === 0 && <p>{t('buy.empty')}</p>}
        {regions.map(({ region, distributors }) => (
          <section key={region} className="buy-region" aria-labelledby={`region-${region}`}>
            <h2 id={`region-${region}`}>{t(`buy.region.${region}`)}</h2>
            <ul className="buy-list">
              {distributors.map((distributor) => (
                <li key={distributor.id} className="buy-card">
                  {distributor.logo && <img src={distributor.logo} alt="" width="120" height="40" />}
                  <h3>{distributor.name}</h3>
                  {distributor.description && <p>{distributor.description}</p>}
                  <dl>
                    <div>
                      <dt>{t('buy.website')}</dt>
                      <dd>
                        <a href={distributor.website} rel="noopener">
                          {hostOf(distributor.website)}
                        </a>
                      </dd>
                    </div>
                    {distributor.phone && (
                      <div>
                        <dt>{t('footer.phone')}</dt>
                        <dd>
                          <a href={`tel:${distributor.phone.replace(/[^\d+]/g, '')}`}>{distributor.phone}</a>
                        </dd>
                      </div>
                    )}
                    {distributor.email && (
                      <div>
                        <dt>{t('footer.email')}</dt>
                        <dd>
                          <a href={`mailto:${distributor.email}`}>{distributor.email}</a>
                        </dd>
                      </div>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="buy-direct">
          <Link to="/contact-us">{t('buy.direct')}</Link>
        </p>
      </div>
    </>
  );
}
