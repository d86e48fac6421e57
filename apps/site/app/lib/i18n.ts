import { formatMessage } from '@coresense/shared/i18n/format';
import type { SiteMessageKey } from '@coresense/shared/i18n/site';
import type { Lang } from '@coresense/shared/lang';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';

export type Translate = (key: SiteMessageKey, values?: Record<string, string | number>) => string;

/** The root loader's data: language, texts and site-wide blocks; absent only if it failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function useLang(): Lang {
  return useRootData()?.lang ?? 'zh_CN';
}

/** `t('pagination.total', { total })` in the page's language. */
export function useT(): Translate {
  const messages = useRootData()?.messages;
  return (key, values) => formatMessage(messages?.[key] ?? key, values);
}
