import { type Lang, langToLocale, parseLang } from '@coresense/shared/lang';

/** The key the specification names for the stored locale, in local storage and as a cookie. */
const LOCALE_KEY = 'umi_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function cookieLocale(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)umi_locale=([^;]*)/)?.[1];
}

function storageLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's stored locale (product-spec §4 reads local storage first), if any. */
export function storedLocale(): string | undefined {
  return storageLocale() ?? cookieLocale();
}

function storeLocale(locale: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site still serves
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be disabled; the cookie alone still carries the choice to the server.
  }
}

/**
 * Keeps cookie and storage on the language the server chose, e.g. after a `?lang=` link, so
 * that later client navigations load their data in the same language.
 */
export function mirrorLocale(lang: Lang) {
  const locale = langToLocale(lang);
  const stored = storedLocale();
  // A stored locale the site does not offer (ar-EG, he-IL…) still decides the text direction,
  // so only an explicit `?lang=` link replaces it.
  if (stored && !parseLang(stored) && !new URLSearchParams(window.location.search).has('lang')) return;
  if (cookieLocale() === locale && storageLocale() === locale) return;
  storeLocale(locale);
}

/** Stores the choice and reloads the page in that language, dropping any `lang` query. */
export function switchLocale(lang: Lang) {
  storeLocale(langToLocale(lang));
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.location.replace(url.href);
  } else {
    window.location.reload();
  }
}
