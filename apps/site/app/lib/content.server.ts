import type { ApplicationRecord, ProductRecord } from '@coresense/shared';
import { LANGS, type Lang, langToLocale } from '@coresense/shared/lang';
import { data, redirect } from 'react-router';
import type { SiteRequestContext } from '../request-context';
import { positiveInt } from './query';

/** Ends the loader with the not-found page and HTTP 404 (contract §6). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The `id` query of a detail page; a missing or malformed id is a page that does not exist. */
export function requireId(url: URL): number {
  return positiveInt(url.searchParams.get('id')) ?? notFound();
}

/**
 * The detail record of the page's `id` in the page's language, and the languages it is public in
 * (its hreflang alternates name only those). A record public only in another language answers a
 * redirect to it there when the language was negotiated rather than asked for: a Chinese-only
 * item linked from a Chinese page opens for a visitor whose browser prefers English. Else 404.
 */
export async function detailRecord<T>(
  request: Request,
  { lang, langAsked }: Pick<SiteRequestContext, 'lang' | 'langAsked'>,
  read: (lang: Lang, id: number) => Promise<T | undefined>,
): Promise<{ record: T; langs: Lang[] }> {
  const url = new URL(request.url);
  const id = requireId(url);
  const found = new Map<Lang, T>();
  await Promise.all(
    LANGS.map(async (other) => {
      const record = await read(other, id);
      if (record !== undefined) found.set(other, record);
    }),
  );
  const record = found.get(lang);
  if (record !== undefined) return { record, langs: LANGS.filter((other) => found.has(other)) };
  const elsewhere = LANGS.find((other) => found.has(other));
  if (elsewhere === undefined || langAsked) notFound();
  url.searchParams.set('lang', langToLocale(elsewhere));
  throw redirect(`${url.pathname}${url.search}`);
}

/** What a product card shows: only these fields travel to the browser. */
export function productCard({ id, content }: ProductRecord) {
  return {
    id,
    name: content.name,
    model: content.model,
    category: content.category,
    summary: content.summary,
    cover: content.cover || content.images[0] || '',
    status: content.status,
  };
}
export type ProductCard = ReturnType<typeof productCard>;

export function applicationCard({ id, content }: ApplicationRecord) {
  return { id, title: content.title, summary: content.summary, cover: content.cover };
}
export type ApplicationCard = ReturnType<typeof applicationCard>;
