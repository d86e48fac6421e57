import type { AdminRecruit, Paged } from '@coresense/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';
import { jobKeys } from './keys.ts';

export const getJobs = (query: Query) => api.get<Paged<AdminRecruit>>(adminUrl('recruit'), query);

export const jobsQueryOptions = (query: Query) =>
  queryOptions({ queryKey: jobKeys.list(query), queryFn: () => getJobs(query) });
