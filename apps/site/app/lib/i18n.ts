import type { Lang } from '@coresense/shared/lang';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';
import { type Translate, translator } from './messages';

export type { Translate } from './messages';

/** The root loader's data: language, origin and site-wide blocks; absent only if it failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

export function useLang(): Lang {
  return useRootData()?.lang ?? 'zh_CN';
}

/** `t('pagination.total', { total })` in the page's language. */
export function useT(): Translate {
  return translator(useLang());
}
