import type { AuthorityGroup } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

/** Every authority grouped by resource: the rows of the permission matrix. */
export const getAuthorities = () => api.get<AuthorityGroup[]>(adminUrl('authorities'));

export const authoritiesQueryOptions = () =>
  queryOptions({
    queryKey: ['authorities'] as const,
    queryFn: getAuthorities,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuthorities = () => useQuery(authoritiesQueryOptions());
