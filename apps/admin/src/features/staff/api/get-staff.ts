import type { AdminStaff, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { staffKeys } from './keys.ts';

export const getStaff = (query: Query) => api.get<Paged<AdminStaff>>(adminUrl('staff'), query);

export const staffQueryOptions = (query: Query) =>
  queryOptions({ queryKey: staffKeys.list(query), queryFn: () => getStaff(query) });
