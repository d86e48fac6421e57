import { Link } from 'react-router';
import { ApplicationCardView, ProductCardView } from '../components/cards';
import { HeroCarousel } from '../components/hero-carousel';
import { siteContext } from '../context';
import { applicationCard, productCard } from '../lib/content.server';
import { formatDate } from '../lib/format';
import { useLang, useT } from '../lib/i18n';
import { metaT, pageMeta, webSite } from '../lib/seo';
import type { Route } from './+types/home';

const HIGHLIGHTED_PRODUCTS = 6;
const HIGHLIGHTED_APPLICATIONS = 4;

/** Chosen records keep their order, skipping any no longer published; none chosen: `fallback`. */
async function highlighted<T>(
  ids: number[] | undefined,
  limit: number,
  detail: (id: number) => Promise<T | undefined>,
  fallback: () => Promise<T[]>,
): Promise<T[]> {
  const chosen = ids?.slice(0, limit) ?? [];
  if (chosen.length === 0) return fallback();
  return (await Promise.all(chosen.map(detail))).filter((record) => record !== undefined);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang } = context.get(siteContext);
  // The advantages are the `advantages` block's list, the one the back-office edits.
  const [home, advantages, news, comments] = await Promise.all([
    services.blocks.data('home', lang),
    services.blocks.data('advantages', lang),
    services.news.list(lang, { type: 'news', pageNum: 1, pageSize: 3 }),
    services.comments.list(lang, { pageNum: 1, pageSize: 3 }),
  ]);
  const [products, applications] = await Promise.all([
    highlighted(
      home.highlightProductIds,
      HIGHLIGHTED_PRODUCTS,
      (id) => services.products.detail(lang, id),
      async () => (await services.products.list(lang, { pageNum: 1, pageSize: HIGHLIGHTED_PRODUCTS })).list,
    ),
    highlighted(
      home.highlightApplicationIds,
      HIGHLIGHTED_APPLICATIONS,
      (id) => services.applications.detail(lang, id),
      async () =>
        (await services.applications.list(lang, { pageNum: 1, pageSize: HIGHLIGHTED_APPLICATIONS })).list,
    ),
  ]);
  return {
    banners: home.banners ?? [],
    advantages: advantages.list ?? [],
    products: products.map(productCard),
    applications: applications.map(applicationCard),
    news: news.list.map(({ id, title, summary, cover, createTime }) => ({
      id,
      title,
      summary,
      cover,
      createTime,
    })),
    comments: comments.list.map((record) => ({ id: record.id, ...record.content })),
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args);
  return pageMeta(args, {
    title: t('site.name'),
    description: t('site.description'),
    structuredData: (site) => webSite(site, t('site.name')),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { banners, advantages, products, applications, news, comments } = loaderData;
  return (
    <>
      <HeroCarousel banners={banners} />

      {products.length > 0 && (
        <section className="section" aria-labelledby="home-products">
          <div className="container">
            <header className="section-header">
              <h2 id="home-products">{t('home.products')}</h2>
              <p>{t('home.productsIntro')}</p>
            </header>
            <ul className="card-grid card-grid-3">
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCardView product={product} />
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to="/product" className="button button-outline">
                {t('home.allProducts')}
              </Link>
            </p>
          </div>
        </section>
      )}

      {applications.length > 0 && (
        <section className="section section-tinted" aria-labelledby="home-applications">
          <div className="container">
            <header className="section-header">
              <h2 id="home-applications">{t('home.applications')}</h2>
              <p>{t('home.applicationsIntro')}</p>
            </header>
            <ul className="card-grid card-grid-4">
              {applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCardView application={application} />
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to="/application" className="button button-outline">
                {t('home.allApplications')}
              </Link>
            </p>
          </div>
        </section>
      )}

      {advantages.length > 0 && (
        <section className="section section-dark" aria-labelledby="home-advantages">
          <div className="container">
            <header className="section-header">
              <h2 id="home-advantages">{t('home.advantages')}</h2>
            </header>
            <ul className="advantages">
              {advantages.map((advantage) => (
                <li key={advantage.title} className="advantage">
                  {advantage.icon ? (
                    <img src={advantage.icon} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="advantage-dot" aria-hidden="true" />
                  )}
                  <h3>{advantage.title}</h3>
                  <p>{advantage.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {news.length > 0 && (
        <section className="section" aria-labelledby="home-news">
          <div className="container">
            <header className="section-header">
              <h2 id="home-news">{t('home.news')}</h2>
            </header>
            <ul className="news-cards">
              {news.map((item) => (
                <li key={item.id} className="news-card">
                  <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
                  <h3>
                    <Link to={`/company-news/detail?id=${item.id}`}>{item.title}</Link>
                  </h3>
                  {item.summary && <p>{item.summary}</p>}
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to="/company-news" className="button button-outline">
                {t('home.allNews')}
              </Link>
            </p>
          </div>
        </section>
      )}

      {comments.length > 0 && (
        <section className="section section-tinted" aria-labelledby="home-comments">
          <div className="container">
            <header className="section-header">
              <h2 id="home-comments">{t('home.comments')}</h2>
            </header>
            <ul className="comments">
              {comments.map((comment) => (
                <li key={comment.id}>
                  <figure className="comment">
                    <blockquote>
                      {comment.title && <p className="comment-title">{comment.title}</p>}
                      <p>{comment.content}</p>
                    </blockquote>
                    <figcaption>
                      {comment.avatar ? (
                        <img src={comment.avatar} alt="" width={44} height={44} loading="lazy" />
                      ) : (
                        <span className="comment-initial" aria-hidden="true">
                          {comment.name?.slice(0, 1)}
                        </span>
                      )}
                      <span>
                        <strong>{comment.name}</strong>
                        {comment.company && <span>{comment.company}</span>}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
