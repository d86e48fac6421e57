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

/**
 * An inline script for `<head>`: turns the page right to left before it is first painted when
 * the visitor's stored locale (local storage, else the umi_locale cookie, as `storedLocale`
 * reads them) is written right to left, as `textDirection` decides, unless a `lang` query is
 * about to replace that locale with the page's language (`mirrorLocale`). The server cannot do
 * it: a page is rendered once per language and address and then served from caches to
 * everyone, while such locales (ar-EG, he-IL…) are not languages the site serves. The same text
 * on every page, so its CSP hash never changes.
 */
export const STORED_DIRECTION_SCRIPT = `(function(){var l;try{l=localStorage.getItem("umi_locale")}catch(e){}if(l==null){var m=document.cookie.match(/(?:^|;\\s*)umi_locale=([^;]*)/);l=m&&m[1]}if(l&&!new URLSearchParams(location.search).has("lang")&&/^(?:${RIGHT_TO_LEFT.join('|')})$/.test(l.trim().split(/[-_]/)[0].toLowerCase()))document.documentElement.dir="rtl"})()`;
