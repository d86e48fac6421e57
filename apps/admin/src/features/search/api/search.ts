import type { AdminSearchHit } from '@coresense/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/v1/admin/search?q` (contract §11): hits of the kinds the user may read. */
export function searchRecords(q: string, signal?: AbortSignal): Promise<AdminSearchHit[]> {
  return api.get<AdminSearchHit[]>('/api/v1/admin/search', { q }, signal);
}

/** Nothing is asked for blank text; the last answer stays while the next one loads. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: ['admin-search', q],
    queryFn: ({ signal }) => searchRecords(q, signal),
    enabled: q !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
