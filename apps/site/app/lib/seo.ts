import { formatMessage } from '@coresense/shared/i18n/format';
import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import { langToHtmlLang, langToLocale } from '@coresense/shared/lang';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root';

export interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageSeo {
  title: string;
  description?: string;
  /** Error and not-found pages are kept out of search indexes. */
  noindex?: boolean;
  type?: 'website' | 'article' | 'product';
  image?: string;
}

export function rootDataOf(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** A translator for `meta` functions, which run outside React. */
export function metaT(args: MetaArgs) {
  const messages = rootDataOf(args)?.messages;
  return (key: SiteMessageKey, values?: Record<string, string | number>) =>
    formatMessage(messages?.[key] ?? key, values);
}

/** The page's address in one language; without `locale` it is the language-neutral x-default. */
export function pageUrl(origin: string, location: MetaArgs['location'], locale?: string): string {
  const params = new URLSearchParams(location.search);
  params.delete('lang');
  if (locale) params.set('lang', locale);
  const query = params.toString();
  return `${origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/** Title, description, canonical, hreflang alternates, Open Graph and the Organization JSON-LD. */
export function pageMeta(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const root = rootDataOf(args);
  if (!root) return [{ title: page.title }];
  const { origin, lang, messages, contact } = root;
  const siteName = messages['site.name'];
  const title =
    page.title === siteName ? `${siteName} - ${messages['site.tagline']}` : `${page.title} - ${siteName}`;
  const description = page.description || messages['site.description'];
  const canonical = pageUrl(origin, args.location, langToLocale(lang));
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: pageUrl(origin, args.location, 'zh-CN') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: pageUrl(origin, args.location, 'en-US') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: pageUrl(origin, args.location) },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:locale', content: langToHtmlLang(lang) === 'en' ? 'en_US' : 'zh_CN' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: contact.companyName || siteName,
        url: `${origin}/index`,
        logo: `${origin}/logo.svg`,
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
      },
    },
  ];
  if (page.image) meta.push({ property: 'og:image', content: new URL(page.image, origin).href });
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
