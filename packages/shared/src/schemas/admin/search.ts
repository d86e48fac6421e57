import { z } from 'zod';

/* The header search of the back-office (`GET /api/v1/admin/search`, contract §11 "Search"). */

import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_RESOURCES } from '../../admin-search.ts';

export type { SearchResource } from '../../admin-search.ts';
export { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SEARCH_RESOURCES };

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
