import { z } from 'zod';
import { pagingQuery } from './common.ts';
import { SITE_SEARCH_MAX_LENGTH, SITE_SEARCH_TYPES, SUGGEST_MIN_LENGTH } from './site-search-limits.ts';

/* The site search (contract §9 "Search"): `GET /api/v1/search` and `/search/suggest`. */

export {
  SITE_SEARCH_MAX_LENGTH,
  SITE_SEARCH_TYPES,
  type SiteSearchType,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
} from './site-search-limits.ts';

const searchText = (min: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'required' : undefined)
    .max(SITE_SEARCH_MAX_LENGTH)
    .describe(`Text to find, ${min}–${SITE_SEARCH_MAX_LENGTH} characters after trimming`);

export const siteSearchQuery = pagingQuery.extend({
  q: searchText(1),
  type: z.enum(SITE_SEARCH_TYPES).optional().describe('Only hits of this type'),
});
export type SiteSearchQuery = z.output<typeof siteSearchQuery>;

export const siteSuggestQuery = z.object({ q: searchText(SUGGEST_MIN_LENGTH) });

export const siteSearchHit = z.object({
  type: z.enum(SITE_SEARCH_TYPES),
  id: z.number().int(),
  title: z.string().describe('Plain text'),
  summary: z.string().describe('HTML: the matched words inside <mark>, every other character escaped'),
  url: z.string().describe('The public page'),
});
export type SiteSearchHit = z.infer<typeof siteSearchHit>;

export const siteSearchPage = z.object({
  list: z.array(siteSearchHit),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  counts: z
    .partialRecord(z.enum(SITE_SEARCH_TYPES), z.number().int())
    .describe('Hits per type for this query, whatever `type` narrows to'),
});
export type SiteSearchPage = z.infer<typeof siteSearchPage>;

export const siteSuggestion = siteSearchHit.omit({ summary: true });
export type SiteSuggestion = z.infer<typeof siteSuggestion>;

/** The week's searches on the analysis dashboard (issue 25 item 3), normalized text only. */
export const searchCount = z.object({ query: z.string(), searches: z.number().int() });
export type SearchCount = z.infer<typeof searchCount>;
