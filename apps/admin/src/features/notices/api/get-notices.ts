import type { Notice } from '@coresense/shared/schemas/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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

export const useNotices = () => useQuery(noticesQueryOptions());
