import type { Lang } from '@coresense/shared';
import { formatMessage } from '@coresense/shared/i18n/format';
import enUS from './en-US.ts';
import zhCN from './zh-CN.ts';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type UiLocale = (typeof LOCALES)[number];
export type MessageKey = keyof typeof zhCN;

/** The key the original client used (product-spec §9); the public site mirrors it too. */
export const LOCALE_STORAGE_KEY = 'umi_locale';

const DICTIONARIES: Record<UiLocale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

function asLocale(value: string | null | undefined): UiLocale | undefined {
  if (!value) return undefined;
  if ((LOCALES as readonly string[]).includes(value)) return value as UiLocale;
  const lower = value.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}

/** Stored choice, else the browser's language, else Chinese (product-spec §4). */
export function pickLocale(stored: string | null, browserLanguage: string | undefined): UiLocale {
  return asLocale(stored) ?? asLocale(browserLanguage) ?? 'zh-CN';
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

export function setLocale(locale: UiLocale, reload = true): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  if (reload) window.location.reload();
}

/** The API's name for the interface language (product-spec §7). */
export function localeToLang(locale: UiLocale): Lang {
  return locale === 'en-US' ? 'en_US' : 'zh_CN';
}

/** Translates in the current interface language; `{name}` placeholders take `values`. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  return formatMessage(DICTIONARIES[currentLocale][key] ?? key, values);
}
