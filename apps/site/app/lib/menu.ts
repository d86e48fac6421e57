import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import type { MenuGroupLabel, SitePage } from '../site-routes';

/*
 * The header menu and the footer's quick links, built from the route table. vite.config.ts
 * builds them once and hands the pages the result as data (`virtual:site-menu`), so the table
 * itself does not travel to the browser.
 */

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

type MenuPage = SitePage & { menu: NonNullable<SitePage['menu']> };

/** A page as a group's item: one link, or a subgroup of the addresses within it. */
function groupItem({ path, menu }: MenuPage): MenuGroup['items'][number] {
  if (!menu.links) return { label: menu.label, to: path };
  return {
    label: menu.label,
    items: menu.links.map((link) => ({ label: link.label, to: `${path}${link.suffix}` })),
  };
}

/** The menu of product-spec §2: the table's pages in its order, each group where its first page is. */
export function buildMenu(pages: SitePage[]): MenuEntry[] {
  const menu: MenuEntry[] = [];
  const groups = new Map<MenuGroupLabel, MenuGroup>();
  for (const page of pages) {
    if (!page.menu) continue;
    const group = page.menu.group;
    if (!group) {
      menu.push({ label: page.menu.label, to: page.path, section: [page.path] });
      continue;
    }
    let entry = groups.get(group);
    if (!entry) {
      entry = { label: group, section: [], items: [] };
      groups.set(group, entry);
      menu.push(entry);
    }
    entry.section.push(page.path);
    entry.items.push(groupItem(page as MenuPage));
  }
  return menu;
}

export function buildQuickLinks(pages: SitePage[]): MenuLink[] {
  return pages.flatMap((page) => (page.footer ? [{ label: page.footer, to: page.path }] : []));
}

export function isInSection(pathname: string, section: string[]): boolean {
  return section.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
