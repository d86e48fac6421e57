/*
 * The limits of the back-office's header search (`GET /api/v1/admin/search`, contract §11
 * "Search") as plain values, without their schemas: the header needs them, and zod would weigh
 * on every page it shows.
 */

/** What the search looks through, named as the resources of contract §5. */
export const SEARCH_RESOURCES = ['products', 'news', 'recruit', 'members', 'contracts', 'enquiries'] as const;
export type SearchResource = (typeof SEARCH_RESOURCES)[number];

/** At most this many hits answer a search, whatever matched. */
export const SEARCH_LIMIT = 20;
export const SEARCH_MAX_LENGTH = 100;
