/*
 * Where distributors sell and how their part searches are linked (contract §13), without the
 * schemas: the site's pages ship this file, not zod.
 */

/** No region's token is part of another's, which the public list's filter relies on. */
export const DISTRIBUTOR_REGIONS = ['cn', 'apac', 'emea', 'americas'] as const;
export type DistributorRegion = (typeof DISTRIBUTOR_REGIONS)[number];

/** What a distributor's `partSearchUrl` holds where the part number goes. */
export const PART_NUMBER_PLACEHOLDER = '{partNumber}';

/** The distributor's search for one part number: the placeholder replaced by the encoded number. */
export function partSearchHref(partSearchUrl: string, partNumber: string): string {
  return partSearchUrl.replaceAll(PART_NUMBER_PLACEHOLDER, encodeURIComponent(partNumber));
}
