import { SITE_PAGES } from '@coresense/site/site-routes';

/*
 * Which paths a page-view beacon may name: the site's own pages, by the route table the site is
 * routed with, so a beacon cannot fill the table with made-up addresses. A detail page counts
 * per record (`/product/detail?id=3`); every other query (language, filters, tracking tags) is
 * dropped, so one page is one row whatever its links carried.
 */

const PAGES: ReadonlySet<string> = new Set(
  Object.values(SITE_PAGES)
    .map((page) => page.path)
    .filter((path) => path !== SITE_PAGES.notFound.path && path !== SITE_PAGES.error.path),
);

const ID = /^[1-9]\d{0,9}$/;

/** The product a counted path shows, if it is a product's detail page. */
export const PRODUCT_DETAIL_PREFIX = `${SITE_PAGES.productDetail.path}?id=`;

/** The page as counted, or undefined when `raw` is not a page of the site. */
export function countedPath(raw: string): string | undefined {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return undefined;
  }
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!PAGES.has(pathname)) return undefined;
  if (!pathname.endsWith('/detail')) return pathname;
  const id = url.searchParams.get('id');
  return id !== null && ID.test(id) ? `${pathname}?id=${id}` : undefined;
}
