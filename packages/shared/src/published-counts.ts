/**
 * What the analysis dashboard counts of the published content (contract §11), one count each; a
 * content type's `countedAs` names one. Free of zod, so that the back-office's dashboard lists
 * them without loading the schemas.
 */
export const PUBLISHED_COUNTS = [
  'products',
  'news',
  'activities',
  'applications',
  'investor',
  'recruit',
  'comments',
] as const;
export type PublishedCount = (typeof PUBLISHED_COUNTS)[number];
