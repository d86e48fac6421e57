import type { Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

/** How many records of a resource match: one row is asked for, `total` counts them all. */
export const getTotal = async (resource: string, filters: Query = {}) =>
  (await api.get<Paged<unknown>>(adminUrl(resource), { ...filters, pageNum: 1, pageSize: 1 })).total;

/** Keyed under the resource, so its writes make the count stale. */
export const totalQueryOptions = (resource: string, filters: Query = {}) =>
  queryOptions({
    queryKey: [resource, 'total', filters] as const,
    queryFn: () => getTotal(resource, filters),
  });

export const useTotal = (resource: string, enabled: boolean, filters: Query = {}) =>
  useQuery({ ...totalQueryOptions(resource, filters), enabled });
