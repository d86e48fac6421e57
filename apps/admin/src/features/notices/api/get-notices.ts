import type { Notice } from '@coresense/shared/schemas/notices';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';
import { noticeKeys } from './keys.ts';

export const getNotices = () => api.get<Notice[]>('/api/v1/notices');

/**
 * Asked again every 30 s while the page is visible (react-query pauses the interval in a
 * hidden tab), and whenever the window regains focus: new notices show without a reload.
 */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: noticeKeys.list,
    queryFn: getNotices,
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });

/**
 * Only while someone is signed in: signing out clears the cache and the shell re-renders once
 * more before it leaves, which would otherwise ask for the notices of a session just ended.
 */
export function useNotices() {
  const signedIn = useQueryClient().getQueryData(currentUserKey) !== undefined;
  return useQuery({ ...noticesQueryOptions(), enabled: signedIn });
}
