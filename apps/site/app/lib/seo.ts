import { LANGS, type Lang, langToHtmlLang, langToLocale } from '@coresense/shared/lang';
import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '../components/breadcrumb';
import type { RootData } from '../root';
import { type Translate, translator } from './messages';

export interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

type JsonLd = Record<string, unknown>;

export interface PageSeo {
  title: string;
  description?: string;
  /** Error and not-found pages are kept out of search indexes. */
  noindex?: boolean;
  type?: 'website' | 'article' | 'product';
  /**
   * The record whose share image (its title and cover, drawn by the server as a 1200×630 JPEG)
   * stands for the page in Open Graph and Twitter cards; without it, the site's own image.
   */
  share?: ShareSource;
  /**
   * The trail below Home, as the page's breadcrumb shows it (the last item is the page itself);
   * without it the trail is Home › title. The home page has none.
   */
  breadcrumb?: Crumb[];
  /** ISO times of an article, for `article:published_time` and `article:modified_time`. */
  published?: string;
  modified?: string;
  /**
   * The languages a record's page is public in, when not both: the alternates name only those,
   * and x-default points to the first of them.
   */
  langs?: readonly Lang[];
  /** What the page describes (Product, NewsArticle, JobPosting…), besides the Organization. */
  structuredData?: (site: SiteIdentity) => JsonLd;
}

/** What structured data of a page needs to know about the site it is on. */
export interface SiteIdentity {
  origin: string;
  lang: Lang;
  /** The page's canonical address. */
  url: string;
  /** An absolute address of a site path such as `/media/1/cover.svg`. */
  absolute(path: string): string;
  organization: JsonLd;
}

export const HOME_PATH = '/index';

export interface ShareSource {
  kind: 'product' | 'news' | 'application';
  id: number;
  /** When the record last changed: a new address for share caches after each edit. */
  updateTime: string;
}

/** Pixel size of the share images (`apps/server/src/modules/share-images`). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The absolute address of a page's share image in `locale`. */
export function shareImageUrl(origin: string, locale: string, share?: ShareSource): string {
  if (!share) return `${origin}/share/site.jpg?lang=${locale}`;
  const version = share.updateTime.replace(/\D/g, '');
  return `${origin}/share/${share.kind}/${share.id}.jpg?lang=${locale}&v=${version}`;
}

export function rootDataOf(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** A translator for `meta` functions, which run outside React. */
export function metaT(args: MetaArgs): Translate {
  return translator(rootDataOf(args)?.lang ?? 'zh_CN');
}

/** The page's address in one language; without `locale` it is the language-neutral x-default. */
export function pageUrl(origin: string, location: MetaArgs['location'], locale?: string): string {
  const params = new URLSearchParams(location.search);
  params.delete('lang');
  // A preview link's token names no page of its own: the page is the published one's.
  params.delete('preview');
  if (locale) params.set('lang', locale);
  const query = params.toString();
  return `${origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/** `pageUrl` of a site path that may carry its own query, such as `/product?classifyId=2`. */
export function sitePathUrl(origin: string, sitePath: string, locale?: string): string {
  const { pathname, search } = new URL(sitePath, 'http://site.invalid');
  return pageUrl(origin, { pathname, search }, locale);
}

function organization(root: RootData): JsonLd {
  const { origin, lang, contact } = root;
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: contact.companyName || translator(lang)('site.name'),
    url: `${origin}${HOME_PATH}`,
    logo: `${origin}/logo.svg`,
    ...(contact.address
      ? {
          address: { '@type': 'PostalAddress', streetAddress: contact.address, postalCode: contact.postcode },
        }
      : {}),
    ...(contact.phone || contact.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(contact.phone ? { telephone: contact.phone } : {}),
            ...(contact.email ? { email: contact.email } : {}),
          },
        }
      : {}),
  };
}

/**
 * The site as a whole, for the home page: its name, and the site search as a `SearchAction`
 * whose address keeps the page's language, as every address of the page does.
 */
export function webSite(site: SiteIdentity, name: string): JsonLd {
  const locale = langToLocale(site.lang);
  return {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    url: site.url,
    name,
    inLanguage: langToHtmlLang(site.lang),
    publisher: { '@id': `${site.origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.origin}/search?q={search_term_string}&lang=${locale}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

function breadcrumbList(root: RootData, trail: Crumb[], locale: string, canonical: string): JsonLd {
  const items = [{ label: translator(root.lang)('menu.home'), to: HOME_PATH }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      // The last crumb is the page itself, which the breadcrumb shows without a link.
      item: crumb.to ? sitePathUrl(root.origin, crumb.to, locale) : canonical,
    })),
  };
}

/**
 * The hreflang alternates: each language the page is public in, and x-default, the address that
 * negotiates the language; for a page public in one language only, that language's address.
 */
function alternates(origin: string, location: MetaArgs['location'], langs: readonly Lang[] = LANGS) {
  const links = langs.map((lang) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang: langToHtmlLang(lang) === 'en' ? 'en' : 'zh-CN',
    href: pageUrl(origin, location, langToLocale(lang)),
  }));
  const xDefault = langs.length === LANGS.length ? pageUrl(origin, location) : links[0]?.href;
  return xDefault
    ? [...links, { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: xDefault }]
    : links;
}

/**
 * Title, description, canonical, hreflang alternates, Open Graph, and JSON-LD: the Organization
 * on every page, a BreadcrumbList on every page but home, and what the page itself describes.
 */
export function pageMeta(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const root = rootDataOf(args);
  if (!root) return [{ title: page.title }];
  const { origin, lang } = root;
  const t = translator(lang);
  const siteName = t('site.name');
  const title =
    page.title === siteName ? `${siteName} - ${t('site.tagline')}` : `${page.title} - ${siteName}`;
  const description = page.description || t('site.description');
  const locale = langToLocale(lang);
  const canonical = pageUrl(origin, args.location, locale);
  const english = langToHtmlLang(lang) === 'en';
  const image = shareImageUrl(origin, locale, page.share);
  const org = organization(root);
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates(origin, args.location, page.langs),
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:locale', content: english ? 'en_US' : 'zh_CN' },
    { property: 'og:locale:alternate', content: english ? 'zh_CN' : 'en_US' },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: SHARE_IMAGE.type },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: page.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': { '@context': 'https://schema.org', ...org } },
  ];
  if (page.type === 'article') {
    if (page.published) meta.push({ property: 'article:published_time', content: page.published });
    if (page.modified) meta.push({ property: 'article:modified_time', content: page.modified });
  }
  // A preview shows what is not published: never indexed (the server says so in a header too).
  if (page.noindex || root.preview) {
    meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  }
  if (args.location.pathname !== HOME_PATH) {
    const trail = page.breadcrumb ?? [{ label: page.title }];
    meta.push({ 'script:ld+json': breadcrumbList(root, trail, locale, canonical) });
  }
  if (page.structuredData) {
    const site: SiteIdentity = {
      origin,
      lang,
      url: canonical,
      absolute: (path) => new URL(path, origin).href,
      organization: org,
    };
    meta.push({ 'script:ld+json': { '@context': 'https://schema.org', ...page.structuredData(site) } });
  }
  return meta;
}
