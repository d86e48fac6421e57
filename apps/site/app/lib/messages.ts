import { formatMessage } from '@coresense/shared/i18n/format';
import type { SiteMessageKey, SiteMessages } from '@coresense/shared/i18n/site';
import type { Lang } from '@coresense/shared/lang';

/**
 * The site's texts by language, outside the loader data: the server entry provides every
 * language at start, the browser the page's own one, imported before hydration from its
 * long-cached file (vite.config.ts). Pages render every text on the server all the same.
 */
const tables = new Map<Lang, SiteMessages>();

export function provideMessages(lang: Lang, messages: SiteMessages) {
  tables.set(lang, messages);
}

export type Translate = (key: SiteMessageKey, values?: Record<string, string | number>) => string;

/** `t('pagination.total', { total })` in `lang`; a text that is not there shows its key. */
export function translator(lang: Lang): Translate {
  const messages = tables.get(lang);
  return (key, values) => formatMessage(messages?.[key] ?? key, values);
}
