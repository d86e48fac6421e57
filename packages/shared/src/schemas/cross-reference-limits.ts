/*
 * Cross-reference's match types and query limits (contract §13) without zod, so that the site's
 * `/cross-reference` page can import them into the browser bundle.
 */

/** How closely our product replaces the competitor's part: same footprint and registers, same footprint, same job. */
export const CROSS_REFERENCE_MATCHES = ['drop-in', 'pin-compatible', 'functional'] as const;
export type CrossReferenceMatch = (typeof CROSS_REFERENCE_MATCHES)[number];

export const CROSS_REFERENCE_QUERY_MIN = 2;
export const CROSS_REFERENCE_QUERY_MAX = 64;
