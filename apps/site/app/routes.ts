import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of product-spec §2: exact paths inside one shared layout. */
export default [
  index('routes/home-redirect.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/layout.tsx', [
    route('index', 'routes/home.tsx'),
    route('product', 'routes/product-list.tsx'),
    route('product/detail', 'routes/product-detail.tsx'),
    route('application', 'routes/application-list.tsx'),
    route('application/detail', 'routes/application-detail.tsx'),
    route('company-news', 'routes/news-list.tsx'),
    route('company-news/detail', 'routes/news-detail.tsx'),
    route('activity', 'routes/activity.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('investor', 'routes/investor-list.tsx'),
    route('investor/detail', 'routes/investor-detail.tsx'),
    route('recruit', 'routes/recruit-list.tsx'),
    route('recruit/detail', 'routes/recruit-detail.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('error', 'routes/error-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
