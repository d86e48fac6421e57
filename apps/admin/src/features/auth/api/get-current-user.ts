import type { CurrentUser } from '@coresense/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserKey } from '../../../lib/query-keys.ts';

export const getCurrentUser = (): Promise<CurrentUser> => api.get<CurrentUser>('/api/v1/sys/user/info');

/** The bell's counts come from here, so it is asked again every minute. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
