import type { Paged } from '@coresense/shared';
import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Query } from './api-client.ts';
import { proTableRequest } from './pro-table.ts';

/** `/api/v1/admin/<resource>[/<id>]` (contract §5). */
export function adminUrl(resource: string, id?: number | string): string {
  return `/api/v1/admin/${resource}${id === undefined ? '' : `/${id}`}`;
}

export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A write that, once it succeeds, marks the named cached answers stale. */
export function useInvalidatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}

/**
 * ProTable's `request` over a list query: the page goes through the query cache (so a
 * mutation's invalidation reaches it), but a table always asks the server afresh.
 */
export function useProTableRequest<T, K extends QueryKey>(
  listQuery: (query: Query) => FetchQueryOptions<Paged<T>, Error, Paged<T>, K>,
) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page passes a module-level function
  return useCallback(
    proTableRequest<T>((query) => queryClient.fetchQuery({ ...listQuery(query), staleTime: 0 })),
    [queryClient],
  );
}
