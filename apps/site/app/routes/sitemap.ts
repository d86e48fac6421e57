import type { Paged } from '@coresense/shared';
import { publicFileUrl } from '@coresense/shared/file-url';
import { LANGS, type Lang, langToLocale } from '@coresense/shared/lang';
import { siteContext } from '../context';
import { sitePathUrl } from '../lib/seo';
import { type SitemapAddress, sitemapDocument } from '../lib/sitemap';
import type { SiteServices } from '../request-context';
import { SITE_PAGES, type SitemapPageName, type SitePageName } from '../site-routes';
import type { Route } from './+types/sitemap';

/** A page and, when known, when its content last changed. */
interface Page {
  path: string;
  lastmod?: string;
}

const BATCH = 500;

/** The route table's pages that the sitemap lists, in the table's order. */
const SITEMAP_PAGES = (Object.keys(SITE_PAGES) as SitePageName[]).filter(
  (name): name is SitemapPageName => SITE_PAGES[name].sitemap,
);

async function everything<T>(
  fetchPage: (paging: { pageNum: number; pageSize: number }) => Promise<Paged<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchPage({ pageNum, pageSize: BATCH });
    items.push(...page.list);
    if (page.list.length < BATCH || items.length >= page.total) return items;
  }
}

function latest(times: Array<string | undefined>): string | undefined {
  return times.reduce<string | undefined>(
    (max, time) => (time && (!max || time > max) ? time : max),
    undefined,
  );
}

/**
 * Every published page in one language (each page of the route table that the sitemap lists,
 * with the product categories and every record's detail page), and the files (datasheets) the products offer, at their crawlable addresses.
 */
async function publishedPages(services: SiteServices, lang: Lang): Promise<{ pages: Page[]; files: Page[] }> {
  const [
    products,
    categories,
    applications,
    news,
    activities,
    investor,
    jobs,
    privacy,
    documents,
    distributors,
  ] = await Promise.all([
    services.products.sitemap(lang),
    services.products.categoryOptions(lang),
    everything((paging) => services.applications.list(lang, paging)),
    services.news.sitemap(lang, 'news'),
    services.news.sitemap(lang, 'activity'),
    everything((paging) => services.investor.list(lang, paging)),
    everything((paging) => services.recruit.list(lang, paging)),
    services.blocks.data('privacy', lang),
    everything((paging) => services.documents.list(lang, paging)),
    everything((paging) => services.distributors.list(lang, paging)),
  ]);
  const lastOf = (items: Array<{ updateTime: string }>) => latest(items.map((item) => item.updateTime));
  const reports = investor.filter((item) => item.type === 'report');
  const files = products.flatMap((product) =>
    product.files.map((file) => ({
      path: publicFileUrl(file),
      lastmod: product.updateTime,
    })),
  );
  const { home, productList, productDetail, applicationList, applicationDetail, newsList, newsDetail } =
    SITE_PAGES;
  const { activity, aboutUs, investorList, investorDetail, recruitList, recruitDetail } = SITE_PAGES;
  const details = (page: { path: string }, items: Array<{ id: number; updateTime: string }>) =>
    items.map((item) => ({ path: `${page.path}?id=${item.id}`, lastmod: item.updateTime }));
  const listed: Record<SitemapPageName, Page[]> = {
    home: [{ path: home.path, lastmod: latest([lastOf(products), lastOf(news)]) }],
    productList: [
      { path: productList.path, lastmod: lastOf(products) },
      ...categories
        .filter((category) => category.count > 0)
        .map((category) => ({
          path: `${productList.path}?classifyId=${category.value}`,
          lastmod: lastOf(products.filter((product) => product.classifyId === category.value)),
        })),
    ],
    productDetail: details(productDetail, products),
    applicationList: [{ path: applicationList.path, lastmod: lastOf(applications) }],
    applicationDetail: details(applicationDetail, applications),
    documentList: [
      { path: SITE_PAGES.documentList.path, lastmod: latest(documents.map((document) => document.date)) },
      ...[...new Set(documents.map((document) => document.type))].map((type) => ({
        path: `${SITE_PAGES.documentList.path}?type=${type}`,
        lastmod: latest(
          documents.filter((document) => document.type === type).map((document) => document.date),
        ),
      })),
    ],
    documentDetail: documents.map((document) => ({
      path: `${SITE_PAGES.documentDetail.path}?id=${document.id}`,
      lastmod: document.date,
    })),
    crossReference: [{ path: SITE_PAGES.crossReference.path }],
    newsList: [{ path: newsList.path, lastmod: lastOf(news) }],
    newsDetail: details(newsDetail, news),
    activity: [{ path: activity.path, lastmod: lastOf(activities) }],
    aboutUs: [{ path: aboutUs.path }],
    investorList: [
      { path: investorList.path, lastmod: lastOf(investor.filter((item) => item.type === 'announcement')) },
      { path: `${investorList.path}?type=report`, lastmod: lastOf(reports) },
    ],
    investorDetail: details(investorDetail, investor),
    recruitList: [{ path: recruitList.path, lastmod: lastOf(jobs) }],
    recruitDetail: details(recruitDetail, jobs),
    contactUs: [{ path: SITE_PAGES.contactUs.path }],
    whereToBuy: [{ path: SITE_PAGES.whereToBuy.path, lastmod: lastOf(distributors) }],
    privacy: [{ path: SITE_PAGES.privacy.path, ...(privacy.updated ? { lastmod: privacy.updated } : {}) }],
  };
  const pages = SITEMAP_PAGES.flatMap((name) => listed[name]);
  return { pages, files };
}

/**
 * `/sitemap.xml`: every published page once per language it exists in, each with its hreflang
 * alternates (the languages that have it and x-default) and when its content last changed.
 * Addresses are the pages' canonical ones: PUBLIC_URL, or the origin the sitemap was asked on.
 * The products' files follow, once each, at their crawlable `/files/…` addresses. Past 50,000
 * addresses it is an index of `/sitemap-1.xml`, `/sitemap-2.xml`…, which this loader also answers.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin } = context.get(siteContext);
  const part = /^\/sitemap-(\d+)\.xml$/.exec(new URL(request.url).pathname)?.[1];
  const byPath = new Map<string, Map<Lang, Page>>();
  // A file has one address whatever the language; it is listed once, with its latest change.
  const files = new Map<string, Page>();
  for (const [index, published] of (
    await Promise.all(LANGS.map((lang) => publishedPages(services, lang)))
  ).entries()) {
    const lang = LANGS[index]!;
    for (const file of published.files) {
      files.set(file.path, {
        path: file.path,
        lastmod: latest([files.get(file.path)?.lastmod, file.lastmod]),
      });
    }
    for (const page of published.pages) {
      const langs = byPath.get(page.path) ?? new Map<Lang, Page>();
      langs.set(lang, page);
      byPath.set(page.path, langs);
    }
  }
  const addresses: SitemapAddress[] = [];
  for (const [path, pages] of byPath) {
    const langs = [...pages.keys()];
    for (const [lang, page] of pages) addresses.push({ path, lang, langs, lastmod: page.lastmod });
  }
  for (const file of files.values()) addresses.push({ path: file.path, lastmod: file.lastmod });
  const xml = sitemapDocument(
    addresses,
    (path, lang) => sitePathUrl(origin, path, lang && langToLocale(lang)),
    part === undefined ? undefined : Number(part),
  );
  if (xml === undefined) throw new Response('Not found', { status: 404 });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
