/*
 * The site search's types and limits (contract §9 "Search") without zod, so that the site's
 * header search box can import them into the browser bundle.
 */

/** What a hit is, as `type` names it. */
export const SITE_SEARCH_TYPES = [
  'product',
  'application',
  'news',
  'activity',
  'investor',
  'recruit',
  'document',
] as const;
export type SiteSearchType = (typeof SITE_SEARCH_TYPES)[number];

export const SITE_SEARCH_MAX_LENGTH = 100;
/** Suggestions start at two characters and answer at most eight hits. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 8;
