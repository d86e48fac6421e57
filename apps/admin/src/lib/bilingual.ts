import type { Lang } from '@coresense/shared/lang';

/** Each content language by its own name, whatever the interface language. */
export const LANG_LABELS: Record<Lang, string> = { zh_CN: '中文', en_US: 'English' };

/** The content languages every editor shows, Chinese first (the site's default). */
export const EDIT_LANGS: readonly Lang[] = ['zh_CN', 'en_US'];

export type I18n<T> = Partial<Record<Lang, T>>;

export function otherLang(lang: Lang): Lang {
  return lang === 'zh_CN' ? 'en_US' : 'zh_CN';
}

/** Nothing typed: empty or whitespace text, empty lists, objects of blanks. Numbers count as typed. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string')
    return value.replace(/<[^>]*>|&nbsp;/g, '').trim() === '' && !/<img\b/i.test(value);
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/** The languages a record will be published in: those the editor wrote anything in. */
export function filledLangs(i18n: I18n<unknown> | undefined): Lang[] {
  return EDIT_LANGS.filter((lang) => !isBlank(i18n?.[lang]));
}

/** Drops untouched languages: the API takes each language as optional, but a present one must be valid. */
export function compactI18n<T>(i18n: I18n<T> | undefined): I18n<T> {
  const result: I18n<T> = {};
  for (const lang of filledLangs(i18n)) result[lang] = i18n?.[lang];
  return result;
}

/** A deep copy of one language as the starting point of the other. */
export function copyLanguage<T>(i18n: I18n<T> | undefined, from: Lang): T | undefined {
  const source = i18n?.[from];
  return source === undefined ? undefined : structuredClone(source);
}

/** What every bilingual back-office record answers besides its own fields (admin brief). */
export interface BilingualRecord<T> {
  id: number;
  i18n: I18n<T>;
  /** Languages the record lacks; it is public only in the others. */
  incompleteLangs: Lang[];
  createTime: string;
  updateTime: string;
}

/** Both languages for the form: the record's where present, else the empty template. */
export function formLanguages<T, F>(
  i18n: I18n<T> | undefined,
  toForm: (value: T) => F,
  empty: () => F,
): Record<Lang, F> {
  return {
    zh_CN: i18n?.zh_CN ? toForm(i18n.zh_CN) : empty(),
    en_US: i18n?.en_US ? toForm(i18n.en_US) : empty(),
  };
}

/** The written languages of the form, each turned into the API's shape. */
export function payloadLanguages<F, T>(
  i18n: Record<Lang, F> | undefined,
  fromForm: (value: F) => T,
): I18n<T> {
  const result: I18n<T> = {};
  for (const lang of filledLangs(i18n)) result[lang] = fromForm(i18n![lang]);
  return result;
}

/** The record's name in the interface language, else in the other one. */
export function displayText<T>(
  i18n: I18n<T> | undefined,
  pick: (value: T) => string | undefined,
  preferred: Lang,
): string {
  const first = i18n?.[preferred];
  const second = i18n?.[otherLang(preferred)];
  return (first && pick(first)) || (second && pick(second)) || '';
}

/** A language the record is public in, the preferred one when it is written in it. */
export function shownLang(incompleteLangs: readonly Lang[], preferred: Lang): Lang {
  return incompleteLangs.includes(preferred) ? otherLang(preferred) : preferred;
}

/** The language a server error belongs to, from its dotted field (`i18n.en_US.name`). */
export function langOfField(field: string): Lang | undefined {
  const match = /(?:^|\.)(zh_CN|en_US)(?:\.|$)/.exec(field);
  return match ? (match[1] as Lang) : undefined;
}
