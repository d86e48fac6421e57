import { PUBLISHED_RESOURCES, type PublishedResource } from '@coresense/shared';
import type { RegisteredContentType, SitePage } from './content/content-type.ts';
import { APPLICATIONS } from './modules/applications/applications.content-type.ts';
import { COMMENT_CONTENT, COMMENTS } from './modules/comments/comments.content-type.ts';
import { DISTRIBUTOR_CONTENT, DISTRIBUTORS } from './modules/distributors/distributors.content-type.ts';
import { DOCUMENTS } from './modules/documents/documents.content-type.ts';
import { INVESTOR_CONTENT, INVESTOR_ITEMS } from './modules/investor/investor.content-type.ts';
import { NEWS } from './modules/news/news.content-type.ts';
import { CATEGORIES } from './modules/products/product-categories.content-type.ts';
import { PRODUCTS } from './modules/products/products.content-type.ts';
import { RECRUITS } from './modules/recruit/recruit.content-type.ts';
import type { DetailTables } from './modules/stats/stats.repository.ts';

/**
 * Every bilingual content type (contract §10's published resources), each defined once in its
 * module's `<type>.content-type.ts`. What spans every type reads this registry, never a list
 * of its own: a resource of `PUBLISHED_RESOURCES` without its definition here fails to compile.
 */
export const CONTENT_TYPES: {
  readonly [R in PublishedResource]: RegisteredContentType & { resource: R };
} = {
  products: PRODUCTS,
  'product-categories': CATEGORIES,
  applications: APPLICATIONS,
  news: NEWS,
  investor: INVESTOR_ITEMS,
  recruit: RECRUITS,
  comments: COMMENTS,
  documents: DOCUMENTS,
  distributors: DISTRIBUTORS,
};

/** The registry as a list, in contract §10's order of the resources. */
export const contentTypes = (): readonly RegisteredContentType[] =>
  PUBLISHED_RESOURCES.map((resource) => CONTENT_TYPES[resource]);

/** Where the site shows each type's records (`sitePage`): the sitemap lists them, previews open them. */
export const sitePages = () =>
  Object.fromEntries(contentTypes().map((type) => [type.resource, type.sitePage])) as Readonly<
    Record<PublishedResource, SitePage | undefined>
  >;

/** The table of the records each type's detail page (`path?id=N`) shows, by the page's path: page views count only existing records. */
export const detailTables = () =>
  new Map(
    contentTypes().flatMap((type) =>
      type.sitePage && 'key' in type.sitePage && type.sitePage.key === 'id'
        ? [[type.sitePage.path, type.tableName] as const]
        : [],
    ),
  ) as DetailTables;

/** The types whose whole API is derived from their definition (`content/json-content.ts`). */
export const JSON_CONTENTS = {
  comments: COMMENT_CONTENT,
  investor: INVESTOR_CONTENT,
  distributors: DISTRIBUTOR_CONTENT,
};
export type JsonContents = typeof JSON_CONTENTS;
