import type { AdminInvestor, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { investorKeys } from './keys.ts';

export const getInvestorItems = (query: Query) => api.get<Paged<AdminInvestor>>(adminUrl('investor'), query);

export const investorItemsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: investorKeys.list(query), queryFn: () => getInvestorItems(query) });
