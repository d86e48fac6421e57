/*
 * Text as the site compares it, whoever compares it (the site search, the cross-reference
 * lookup): Unicode compatibility forms folded (full-width letters and digits), lower case, and
 * part numbers also written without their separators.
 */

/** Characters a part number is written with between its letters and digits: `CSA-3110`, `CSA 3110`, `csa_3110`. */
const SEPARATORS = /[\s\-_./]+/g;

/** Folds width and case and collapses white space. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A part number as it is compared: folded, without spaces, hyphens, dots or underscores. */
export function compact(text: string): string {
  return fold(text).replace(SEPARATORS, '');
}
