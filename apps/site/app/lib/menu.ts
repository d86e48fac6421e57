import type { SiteMessageKey } from '@coresense/shared/i18n/site';

export interface MenuLink {
  label: SiteMessageKey;
  to: string;
}

export interface MenuGroup {
  label: SiteMessageKey;
  /** Paths that light the group up as the current section. */
  section: string[];
  items: Array<MenuLink | { label: SiteMessageKey; items: MenuLink[] }>;
}

export type MenuEntry = (MenuLink & { section: string[] }) | MenuGroup;

/** The menu of product-spec §2. */
export const MENU: MenuEntry[] = [
  { label: 'menu.home', to: '/index', section: ['/index'] },
  { label: 'menu.product', to: '/product', section: ['/product'] },
  { label: 'menu.application', to: '/application', section: ['/application'] },
  {
    label: 'menu.news',
    section: ['/company-news', '/activity'],
    items: [
      { label: 'menu.news.news', to: '/company-news' },
      { label: 'menu.news.activity', to: '/activity' },
    ],
  },
  {
    label: 'menu.about',
    section: ['/about-us', '/investor', '/recruit', '/contact-us'],
    items: [
      {
        label: 'menu.about.company',
        items: [
          { label: 'menu.about.introduction', to: '/about-us#introduction' },
          { label: 'menu.about.development', to: '/about-us#development' },
        ],
      },
      {
        label: 'menu.about.investor',
        items: [
          { label: 'menu.about.announcement', to: '/investor?type=announcement' },
          { label: 'menu.about.reports', to: '/investor?type=report' },
        ],
      },
      { label: 'menu.about.recruitment', to: '/recruit' },
      { label: 'menu.about.contact', to: '/contact-us' },
    ],
  },
];

export function isInSection(pathname: string, section: string[]): boolean {
  return section.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
