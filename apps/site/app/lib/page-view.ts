import type { Lang } from '@coresense/shared/lang';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/** Pages that are not pages of the site: the server would refuse their views. */
const NOT_COUNTED = new Set(['routes/not-found', 'routes/error-page']);

/**
 * Tells the server a page was viewed (contract §11), once the page has loaded and on every
 * navigation after it, so a page served from a cache or CDN counts too. The visitor's wish not
 * to be tracked (Do Not Track, Global Privacy Control) is honoured here and by the server.
 */
export function usePageViews(lang: Lang) {
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1)?.id;
  useEffect(() => {
    const n = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (n.doNotTrack === '1' || n.globalPrivacyControl || !n.sendBeacon || NOT_COUNTED.has(page ?? ''))
      return;
    n.sendBeacon('/api/v1/stats/view', new URLSearchParams({ path: pathname + search, lang }));
  }, [pathname, search, lang, page]);
}
