import type { ApplicationRecord, ProductRecord } from '@coresense/shared';
import { data } from 'react-router';
import { positiveInt } from './query';

/** Ends the loader with the not-found page and HTTP 404 (contract §6). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The `id` query of a detail page; a missing or malformed id is a page that does not exist. */
export function requireId(url: URL): number {
  return positiveInt(url.searchParams.get('id')) ?? notFound();
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
