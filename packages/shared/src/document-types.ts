/*
 * The kinds of document (contract §9), without the schemas: the site's document centre lists
 * them in its filter and ships this file, not zod.
 */

export const DOCUMENT_TYPES = [
  'datasheet',
  'application-note',
  'user-guide',
  'pcn',
  'certificate',
  'software',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
