/** Locales written right to left, as product-spec §4 names them by their language prefix. */
const RIGHT_TO_LEFT = ['he', 'ar', 'fa', 'ku'];

/**
 * The text direction of a locale such as `ar-EG`, `fa_IR` or `en-US`: right to left when its
 * language part is one of he, ar, fa or ku, left to right otherwise.
 */
export function textDirection(locale: string | null | undefined): 'rtl' | 'ltr' {
  const language = locale?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
}
