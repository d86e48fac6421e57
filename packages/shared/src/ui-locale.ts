/**
 * The back-office's interface languages (contract §11, product-spec §9). Free of zod so that the
 * sign-in page, the first page the back-office loads, can use it without the schemas.
 */
export const UI_LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'zh-CN';

/**
 * The interface language a language tag stands for: an exact match first, then the nearest one
 * (Traditional Chinese for Taiwan, Hong Kong, Macau and `zh-Hant`, Simplified for other Chinese,
 * Brazilian for any Portuguese); undefined for a language the back-office does not speak.
 */
export function toUiLocale(value: string | null | undefined): UiLocale | undefined {
  if (!value) return undefined;
  const tag = value.trim().replace(/_/g, '-').toLowerCase();
  const exact = UI_LOCALES.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const [language, ...rest] = tag.split('-');
  if (language === 'zh')
    return rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'zh-TW' : 'zh-CN';
  if (language === 'en') return 'en-US';
  if (language === 'pt') return 'pt-BR';
  return undefined;
}

/** The first language of an `Accept-Language` header the back-office speaks, by the sender's weights. */
export function uiLocaleFromAcceptLanguage(header: string | undefined): UiLocale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toUiLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}
