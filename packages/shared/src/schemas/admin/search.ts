import { z } from 'zod';

/* The header search of the back-office (`GET /api/v1/admin/search`, contract §11 "Search"). */

/** What the search looks through, named as the resources of contract §5. */
export const SEARCH_RESOURCES = ['products', 'news', 'recruit', 'members', 'contracts', 'enquiries'] as const;
export type SearchResource = (typeof SEARCH_RESOURCES)[number];

/** At most this many hits answer a search, whatever matched. */
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 100;

export const adminSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'required')
    .max(SEARCH_MAX_LENGTH)
    .describe('Text to find, trimmed; %, _ and \\ are taken literally'),
});
export type AdminSearchQuery = z.output<typeof adminSearchQuery>;

export const adminSearchHit = z.object({
  resource: z.enum(SEARCH_RESOURCES),
  id: z.number().int(),
  title: z.string().describe("The record's name, in the request's language where it is written"),
  url: z.string().describe("The record's page in the back-office"),
});
export type AdminSearchHit = z.infer<typeof adminSearchHit>;

export const adminSearchResults = z.array(adminSearchHit).max(SEARCH_LIMIT);
