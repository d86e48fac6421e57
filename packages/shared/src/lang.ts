/** Content languages as the API names them (`lang` query) and as pages name them (`umi_locale`). */
export const LANGS = ['zh_CN', 'en_US'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh_CN';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

const ALIASES = new Map<string, Lang>([
  ['zh_CN', 'zh_CN'],
  ['zh-CN', 'zh_CN'],
  ['en_US', 'en_US'],
  ['en-US', 'en_US'],
]);

/** Accepts `zh_CN`/`zh-CN`/`en_US`/`en-US`; anything else is `undefined`. */
export function parseLang(value: string): Lang | undefined {
  return ALIASES.get(value);
}

export function langToLocale(lang: Lang): Locale {
  return lang === 'zh_CN' ? 'zh-CN' : 'en-US';
}

/** The value of `<html lang>`. */
export function langToHtmlLang(lang: Lang): string {
  return lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export function isLang(value: unknown): value is Lang {
  return value === 'zh_CN' || value === 'en_US';
}

/** The language tags of an `Accept-Language` header, lower case, most preferred first (q=0 dropped). */
function rankedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Picks the best supported language from an `Accept-Language` header. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const tag of rankedTags(header)) {
    if (tag.startsWith('zh')) return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
  }
  return undefined;
}

/**
 * A page's language from `Accept-Language` (contract §6): its most preferred Chinese or English
 * tag, and English for a browser that asks only for other languages, the language of foreign
 * visitors. Undefined when the header states no preference (absent, empty, or only `*`, which
 * HTTP clients such as Node's fetch send by default), so the caller's default, Chinese, applies.
 */
export function pageLangFromAcceptLanguage(header: string | undefined): Lang | undefined {
  const named = rankedTags(header ?? '').filter((tag) => tag !== '*');
  if (named.length === 0) return undefined;
  return langFromAcceptLanguage(header) ?? 'en_US';
}
