import { type Lang, langToHtmlLang } from '@coresense/shared/lang';
import { xmlEscape } from '@coresense/shared/xml';

/*
 * The sitemap's documents from its addresses: one `<urlset>` while it fits the protocol's limit
 * per file, else `/sitemap.xml` is an index of numbered files (`/sitemap-1.xml`…) of that many
 * addresses each, at the site's root so that each may list any page (sitemaps.org).
 */

/** Addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_LIMIT = 50_000;
/** Numbered files the route table serves: up to 10 million addresses. */
export const SITEMAP_FILES = 200;

/** One `<url>`: a page in one of the languages it exists in, or a file (one address whatever the language). */
export type SitemapAddress =
  | { path: string; lang: Lang; langs: readonly Lang[]; lastmod?: string }
  | { path: string; lang?: undefined; lastmod?: string };

/** A page's absolute address in a language (canonical, with its `lang`), or without one (x-default, files). */
export type AddressOf = (path: string, lang?: Lang) => string;

const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

function urlEntry(address: SitemapAddress, addressOf: AddressOf): string {
  const lastmod = address.lastmod ? `<lastmod>${address.lastmod}</lastmod>` : '';
  if (!address.lang) return `<url><loc>${xmlEscape(addressOf(address.path))}</loc>${lastmod}</url>`;
  const alternates = [
    ...address.langs.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${langToHtmlLang(lang)}" href="${xmlEscape(addressOf(address.path, lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(addressOf(address.path))}"/>`,
  ].join('');
  return `<url><loc>${xmlEscape(addressOf(address.path, address.lang))}</loc>${lastmod}${alternates}</url>`;
}

const xml = (lines: string[]) => ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n');

function latest(addresses: readonly SitemapAddress[]): string | undefined {
  let max: string | undefined;
  for (const { lastmod } of addresses) if (lastmod && (!max || lastmod > max)) max = lastmod;
  return max;
}

/**
 * What `/sitemap.xml` (`part` undefined) or `/sitemap-<part>.xml` answers: every address, an
 * index of the numbered files, or one of them; undefined (a 404) for a file that does not exist.
 */
export function sitemapDocument(
  addresses: readonly SitemapAddress[],
  addressOf: AddressOf,
  part: number | undefined,
  limit = SITEMAP_LIMIT,
): string | undefined {
  const urlset = (slice: readonly SitemapAddress[]) =>
    xml([URLSET, ...slice.map((address) => urlEntry(address, addressOf)), '</urlset>']);
  const files = Math.min(Math.ceil(addresses.length / limit), SITEMAP_FILES);
  if (part === undefined) {
    if (files <= 1) return urlset(addresses);
    const entries = Array.from({ length: files }, (_, at) => {
      const lastmod = latest(addresses.slice(at * limit, (at + 1) * limit));
      const loc = xmlEscape(addressOf(`/sitemap-${at + 1}.xml`));
      return `<sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    });
    return xml([
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
    ]);
  }
  if (files <= 1 || part < 1 || part > files) return undefined;
  return urlset(addresses.slice((part - 1) * limit, part * limit));
}
