import type { Lang } from '@coresense/shared';
import { formatMessage } from '@coresense/shared/i18n/format';
import { DEFAULT_UI_LOCALE, toUiLocale, UI_LOCALES, type UiLocale } from '@coresense/shared/ui-locale';
import zhCN from './zh-CN.ts';

export type { UiLocale };
export const LOCALES = UI_LOCALES;
export type MessageKey = keyof typeof zhCN;
/** Every language has every key: `zh-TW.ts`, `en-US.ts` and `pt-BR.ts` are checked against this type. */
export type Dictionary = Record<MessageKey, string>;

/** Each language's own name, shown as is whatever the interface language. */
export const LOCALE_NAMES: Record<UiLocale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português (Brasil)',
};

/** The key the original client used (product-spec §9); the public site mirrors it too. */
export const LOCALE_STORAGE_KEY = 'umi_locale';

/**
 * Stored choice, else the browser's language, else Chinese (product-spec §4); the nearest of the
 * four for a regional tag (`zh-HK` and `zh-Hant` are Traditional Chinese, any Portuguese is Brazilian).
 */
export function pickLocale(stored: string | null, browserLanguage: string | undefined): UiLocale {
  return toUiLocale(stored) ?? toUiLocale(browserLanguage) ?? DEFAULT_UI_LOCALE;
}

/** Right-to-left for the languages the original client named; none of ours, but kept as a rule. */
export function isRtl(locale: string): boolean {
  return ['he', 'ar', 'fa', 'ku'].some((prefix) => locale.startsWith(prefix));
}

function readStoredLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Read once: changing the language reloads the page, as the original client did. */
export const currentLocale: UiLocale = pickLocale(readStoredLocale(), globalThis.navigator?.language);

/** Chinese is in the first chunk; another language's texts load before the first page renders. */
const DICTIONARIES: Record<UiLocale, () => Promise<Dictionary>> = {
  'zh-CN': async () => zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).default,
  'en-US': async () => (await import('./en-US.ts')).default,
  'pt-BR': async () => (await import('./pt-BR.ts')).default,
};

// Offline with the chunk not cached, Chinese rather than a page that never starts.
const dictionary: Dictionary = await DICTIONARIES[currentLocale]().catch(() => zhCN);

export function setLocale(locale: UiLocale, reload = true): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  if (reload) window.location.reload();
}

/**
 * Switches to the language the user's settings name, if this browser shows another: stores it
 * and reloads. Nothing happens when the choice cannot be stored, so a browser without storage
 * does not reload over and over. Answers whether a reload is coming.
 */
export function adoptLocale(locale: UiLocale): boolean {
  if (locale === currentLocale) return false;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    if (localStorage.getItem(LOCALE_STORAGE_KEY) !== locale) return false;
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * The API's name for the interface language (product-spec §7): content and server messages
 * exist in Chinese and English, so Traditional Chinese reads the Chinese and Portuguese the English.
 */
export function localeToLang(locale: UiLocale): Lang {
  return locale === 'en-US' || locale === 'pt-BR' ? 'en_US' : 'zh_CN';
}

/** Translates in the current interface language; `{name}` placeholders take `values`. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return formatMessage(dictionary[key] || zhCN[key] || key, values);
}
