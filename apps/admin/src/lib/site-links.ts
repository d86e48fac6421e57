import type { Lang } from '@coresense/shared/lang';

/** The public page of a record in one language (contract §6: pages take `lang=zh-CN|en-US`). */
export function sitePageUrl(path: string, lang: Lang, query: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  params.set('lang', lang === 'en_US' ? 'en-US' : 'zh-CN');
  return `${path}?${params}`;
}
