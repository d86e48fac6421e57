import type { HomeBlock } from '@coresense/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

type Banner = HomeBlock['banners'][number];

const SLIDE_MS = 6000;

function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className="button button-primary">
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className="button button-primary">
      {children}
    </a>
  );
}

/** The home banners; slides advance on their own unless the visitor prefers reduced motion. */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <section className="page-banner hero">
        <div className="container banner-content">
          <h1 className="banner-title">{t('site.name')}</h1>
          <p className="banner-subtitle">{t('site.tagline')}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, index) => (
        <section
          key={`${banner.title}-${banner.image}`}
          className="page-banner hero-slide"
          data-has-image={banner.image ? true : undefined}
          aria-roledescription="slide"
          aria-label={t('home.slide', { index: index + 1 })}
          hidden={index !== current}
        >
          {banner.image && (
            <img
              className="banner-image"
              src={banner.image}
              alt=""
              width={1600}
              height={427}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? undefined : 'lazy'}
            />
          )}
          <div className="container banner-content">
            {/* The shown slide's title is the page's one heading: a fixed h1 on the first slide
                would leave the page without a visible one once the slides move on. */}
            {index === current ? (
              <h1 className="banner-title">{banner.title}</h1>
            ) : (
              <h2 className="banner-title">{banner.title}</h2>
            )}
            {banner.subtitle && <p className="banner-subtitle">{banner.subtitle}</p>}
            {banner.link && (
              <BannerLink link={banner.link}>
                {t('common.more')}
                {/* "More" alone says nothing to a crawler or a screen reader listing links. */}
                <span className="visually-hidden">: {banner.title}</span>
              </BannerLink>
            )}
          </div>
        </section>
      ))}
      {count > 1 && (
        <div className="hero-dots">
          {banners.map((banner, index) => (
            <button
              key={`${banner.title}-${banner.image}`}
              type="button"
              aria-label={t('home.slide', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
