import type { Lang } from '@coresense/shared';

/** One piece of demo text in both site languages. */
export interface Text {
  zh: string;
  en: string;
}

export function inLang(text: Text, lang: Lang): string {
  return lang === 'zh_CN' ? text.zh : text.en;
}

/** A value that reads the same in both languages (part numbers, units) or differs. */
export type TextOrSame = string | Text;

export function valueInLang(value: TextOrSame, lang: Lang): string {
  return typeof value === 'string' ? value : inLang(value, lang);
}

export function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${line}</p>`).join('');
}

export function bulletList(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}
