import type { AdminContract, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { contractKeys } from './keys.ts';

export const getContracts = (query: Query) => api.get<Paged<AdminContract>>(adminUrl('contracts'), query);

export const contractsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: contractKeys.list(query), queryFn: () => getContracts(query) });
