import type { SiteMessageKey } from '@coresense/shared/i18n/site';

/*
 * The site's route table (product-spec §2), read by the router (routes.ts), the header and footer
 * menus (lib/menu.ts), the sitemap (routes/sitemap.ts) and the browser tests' list of pages, so a
 * page added here is routed, and the sitemap and the tests fail to compile until they cover it.
 * Plain data importing only types, so that vite.config.ts and the tests can read it too.
 */

/** A header menu group that holds pages, by its label. */
export type MenuGroupLabel = 'menu.news' | 'menu.about';

export interface SitePage {
  /** The address the site links to (the router's path, with its leading slash). */
  path: string;
  /** Its route module, relative to `app/`. */
  module: string;
  /**
   * Its place in the header menu: at the top level or in a group, under `label`. `links` are
   * addresses within the page (`#section`, `?type=…`), which then form a subgroup of their own.
   */
  menu?: {
    label: SiteMessageKey;
    group?: MenuGroupLabel;
    links?: Array<{ label: SiteMessageKey; suffix: string }>;
  };
  /** Its name among the footer's quick links, when it is one of them. */
  footer?: SiteMessageKey;
  /** Whether the sitemap lists it (a detail page: once per published record). */
  sitemap: boolean;
}

/** Every page inside the site's layout, in the order of the menu. */
export const SITE_PAGES = {
  home: { path: '/index', module: 'routes/home.tsx', menu: { label: 'menu.home' }, sitemap: true },
  productList: {
    path: '/product',
    module: 'routes/product-list.tsx',
    menu: { label: 'menu.product' },
    footer: 'menu.product',
    sitemap: true,
  },
  productDetail: {
    path: '/product/detail',
    module: 'routes/product-detail.tsx',
    sitemap: true,
  },
  /** Any 2–4 products side by side: not indexed (noindex), so not in the sitemap. */
  productCompare: {
    path: '/product/compare',
    module: 'routes/product-compare.tsx',
    sitemap: false,
  },
  applicationList: {
    path: '/application',
    module: 'routes/application-list.tsx',
    menu: { label: 'menu.application' },
    footer: 'menu.application',
    sitemap: true,
  },
  applicationDetail: {
    path: '/application/detail',
    module: 'routes/application-detail.tsx',
    sitemap: true,
  },
  documentList: {
    path: '/documents',
    module: 'routes/document-list.tsx',
    menu: { label: 'menu.documents' },
    footer: 'menu.documents',
    sitemap: true,
  },
  documentDetail: {
    path: '/documents/detail',
    module: 'routes/document-detail.tsx',
    sitemap: true,
  },
  /**
   * Contract §13: from a competitor's part number to ours; a page per query, only the bare one
   * indexed. Among the footer's quick links with the document centre: the header menu has no room
   * left at 1280 px in English, and the header search finds competitors' part numbers too.
   */
  crossReference: {
    path: '/cross-reference',
    module: 'routes/cross-reference.tsx',
    footer: 'crossReference.menu',
    sitemap: true,
  },
  newsList: {
    path: '/company-news',
    module: 'routes/news-list.tsx',
    menu: { label: 'menu.news.news', group: 'menu.news' },
    footer: 'menu.news.news',
    sitemap: true,
  },
  newsDetail: { path: '/company-news/detail', module: 'routes/news-detail.tsx', sitemap: true },
  activity: {
    path: '/activity',
    module: 'routes/activity.tsx',
    menu: { label: 'menu.news.activity', group: 'menu.news' },
    footer: 'menu.news.activity',
    sitemap: true,
  },
  aboutUs: {
    path: '/about-us',
    module: 'routes/about-us.tsx',
    menu: {
      label: 'menu.about.company',
      group: 'menu.about',
      links: [
        { label: 'menu.about.introduction', suffix: '#introduction' },
        { label: 'menu.about.development', suffix: '#development' },
      ],
    },
    footer: 'menu.about.introduction',
    sitemap: true,
  },
  investorList: {
    path: '/investor',
    module: 'routes/investor-list.tsx',
    menu: {
      label: 'menu.about.investor',
      group: 'menu.about',
      links: [
        { label: 'menu.about.announcement', suffix: '?type=announcement' },
        { label: 'menu.about.reports', suffix: '?type=report' },
      ],
    },
    footer: 'menu.about.investor',
    sitemap: true,
  },
  investorDetail: {
    path: '/investor/detail',
    module: 'routes/investor-detail.tsx',
    sitemap: true,
  },
  recruitList: {
    path: '/recruit',
    module: 'routes/recruit-list.tsx',
    menu: { label: 'menu.about.recruitment', group: 'menu.about' },
    footer: 'menu.about.recruitment',
    sitemap: true,
  },
  recruitDetail: {
    path: '/recruit/detail',
    module: 'routes/recruit-detail.tsx',
    sitemap: true,
  },
  contactUs: {
    path: '/contact-us',
    module: 'routes/contact-us.tsx',
    menu: { label: 'menu.about.contact', group: 'menu.about' },
    footer: 'menu.about.contact',
    sitemap: true,
  },
  /** Where to buy (contract §13): the distributors by region. */
  whereToBuy: {
    path: '/where-to-buy',
    module: 'routes/where-to-buy.tsx',
    menu: { label: 'menu.whereToBuy', group: 'menu.about' },
    footer: 'menu.whereToBuy',
    sitemap: true,
  },
  /**
   * The sample request of contract §13: the visitor's cart (a cookie) and the form, which posts
   * here without scripts. One visitor's page: not cached, not indexed, not in the sitemap.
   */
  sampleRequest: { path: '/sample-request', module: 'routes/sample-request.tsx', sitemap: false },
  /** The site search's results (contract §9): one page per query, none of them indexed (noindex). */
  search: { path: '/search', module: 'routes/search.tsx', sitemap: false },
  privacy: { path: '/privacy', module: 'routes/privacy.tsx', sitemap: true },
  error: { path: '/error', module: 'routes/error-page.tsx', sitemap: false },
  /** Any other address: the not-found page, answered with 404. */
  notFound: { path: '/*', module: 'routes/not-found.tsx', sitemap: false },
} as const satisfies Record<string, SitePage>;

export type SitePageName = keyof typeof SITE_PAGES;

/** The pages the sitemap lists. */
export type SitemapPageName = {
  [Name in SitePageName]: (typeof SITE_PAGES)[Name]['sitemap'] extends true ? Name : never;
}[SitePageName];

/** Addresses outside the layout: the bare origin's redirect and the files for crawlers. */
export const SITE_RESOURCES = {
  root: { path: '/', module: 'routes/home-redirect.tsx' },
  sitemap: { path: '/sitemap.xml', module: 'routes/sitemap.ts' },
  robots: { path: '/robots.txt', module: 'routes/robots.ts' },
  /** Where "Request samples" buttons post (no page of its own): adds or removes a part, then shows the cart. */
  sampleCart: { path: '/sample-request/cart', module: 'routes/sample-cart.ts' },
} as const satisfies Record<string, Pick<SitePage, 'path' | 'module'>>;
