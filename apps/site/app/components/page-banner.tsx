import type { ReactNode } from 'react';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  image?: string;
  children?: ReactNode;
}

/** The banner at the top of each page: 300 px high on small screens, 427 px from 691 px up. */
export function PageBanner({ title, subtitle, image, children }: PageBannerProps) {
  return (
    <section className="page-banner" data-has-image={image ? true : undefined}>
      {image && (
        <img className="banner-image" src={image} alt="" width={1600} height={427} fetchPriority="high" />
      )}
      <div className="container banner-content">
        <h1 className="banner-title">{title}</h1>
        {subtitle && <p className="banner-subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
